import type { Router } from 'express';
import type { AppDeps } from '../app.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { objectRoutes } from './uploads/objects.routes.ts';
import { publicCampaignRoutes } from './public-campaigns/public-campaigns.routes.ts';

type RouterFactory = (deps: AppDeps) => Router;

/** Mounted under /api before the JSON body parser: routes that read raw bytes. */
export const rawBodyRouters: RouterFactory[] = [];

/** Mounted under /api after the JSON parser and the session. */
export const apiRouters: RouterFactory[] = [healthRoutes, authRoutes, publicCampaignRoutes];

/** Mounted at the site root before the web apps (e.g. /objects/*). */
export const siteRouters: RouterFactory[] = [objectRoutes];
