import type { Router } from 'express';
import type { AppDeps } from '../app.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { cardRoutes } from './cards/cards.routes.ts';
import { findMyCardRoutes } from './find-my-card/find-my-card.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { objectRoutes } from './uploads/objects.routes.ts';

type RouterFactory = (deps: AppDeps) => Router;

/** Mounted under /api before the JSON body parser: routes that read raw bytes. */
export const rawBodyRouters: RouterFactory[] = [];

/** Mounted under /api after the JSON parser and the session. */
export const apiRouters: RouterFactory[] = [healthRoutes, authRoutes, cardRoutes, findMyCardRoutes];

/** Mounted at the site root before the web apps (e.g. /objects/*). */
export const siteRouters: RouterFactory[] = [objectRoutes];
