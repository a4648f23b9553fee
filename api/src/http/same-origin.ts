import type { RequestHandler } from 'express';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';
import { API_MESSAGES } from '../messages.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing call that a browser sent from another site is refused (cross-site request
 * forgery), whatever cookies it carries. Browsers name the page's origin in `Origin` on every
 * POST, PUT, PATCH and DELETE; one without it is not a browser's cross-site request (Stripe's
 * webhook, a script) and has no ambient cookies to abuse. The site's own origin is PUBLIC_URL's,
 * or else the one the request was addressed to.
 */
export function sameOriginWrites(config: Config): RequestHandler {
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : null;
  return (req, _res, next) => {
    const origin = req.headers.origin;
    if (origin === undefined || SAFE_METHODS.has(req.method)) return next();
    const own = publicOrigin ?? `${req.protocol}://${req.get('host') ?? ''}`;
    next(origin === own ? undefined : new AppError(403, API_MESSAGES.crossOrigin, 'cross_origin'));
  };
}
