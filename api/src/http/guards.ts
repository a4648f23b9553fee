import type { Request, RequestHandler } from 'express';
import type { Role } from '@dealcard/shared';
import { AppError } from './errors.ts';
import { tagGuard } from './safety-tags.ts';
import type { AuthUser } from '../types.d.ts';
import { API_MESSAGES } from '../messages.ts';

export const requireUser: RequestHandler = tagGuard('session', (req, _res, next) => {
  if (!req.user) return next(new AppError(401, API_MESSAGES.signInToContinue, 'unauthorized'));
  next();
});

export function requireRole(...roles: Role[]): RequestHandler {
  return tagGuard('session', (req, _res, next) => {
    if (!req.user) return next(new AppError(401, API_MESSAGES.signInToContinue, 'unauthorized'));
    if (!roles.includes(req.user.role)) {
      return next(new AppError(403, API_MESSAGES.forbidden, 'forbidden'));
    }
    next();
  });
}

/** The signed-in user; only call behind requireUser or requireRole. */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw new AppError(401, API_MESSAGES.signInToContinue, 'unauthorized');
  return req.user;
}

/**
 * Which restaurant a portal call acts on. An owner always acts on their own, whatever id is
 * sent; a superadmin must name one. Existence is checked by the caller's query (404 there).
 */
export function scopedRestaurantId(req: Request, requested: number | undefined | null): number {
  const user = currentUser(req);
  if (user.role === 'superadmin') {
    if (requested == null) throw new AppError(400, API_MESSAGES.restaurantIdRequired, 'restaurant_required');
    return requested;
  }
  if (user.role === 'restaurant_owner') {
    if (user.restaurantId == null) throw new AppError(404, API_MESSAGES.noRestaurantProfile, 'no_restaurant');
    return user.restaurantId;
  }
  throw new AppError(403, API_MESSAGES.forbidden, 'forbidden');
}
