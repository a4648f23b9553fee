import { Router } from 'express';
import {
  AccessCodeParamsSchema,
  IdParams,
  PortalRedemptionsResponseSchema,
  RedemptionsQuerySchema,
  UndoBodySchema,
  UndoResponseSchema,
  VouchersResponseSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole, scopedRestaurantId } from '../../http/guards.ts';
import { notFound } from '../../http/errors.ts';
import { sendJsonText, validate } from '../../http/validate.ts';
import { storedVouchersJson } from './counter.fast.ts';
import { RestaurantScopeQuery } from '../restaurants/portal-scope.ts';
import { cardVouchers, portalRedemptions, undoRedemption } from './counter.service.ts';

const portal = requireRole('restaurant_owner', 'superadmin');
const RedemptionsQuery = RestaurantScopeQuery.extend(RedemptionsQuerySchema.shape);

/** The holder's vouchers (by access code, like the card), and the portal's redemptions and undo. */
export function counterRoutes({ db, limits }: AppDeps): Router {
  const router = Router();
  router.get(
    '/cards/:accessCode/vouchers',
    limits.cardLookup,
    validate({ params: AccessCodeParamsSchema, response: VouchersResponseSchema }, ({ params, res }) => {
      // Each token redeems an offer: no shared cache may keep them.
      res.set('Cache-Control', 'private, no-store');
      const stored = storedVouchersJson(db, params.accessCode);
      if (stored === undefined) throw notFound('Card');
      if (stored !== null) return sendJsonText(res, stored);
      return { vouchers: cardVouchers(db, params.accessCode) };
    }),
  );
  // The portal's list to undo from: the owner's own restaurant's (a superadmin names one with
  // `?restaurantId=`, like the report), the last 7 days, 50 at a time (`?before=` its nextCursor).
  router.get(
    '/redemptions',
    portal,
    validate({ query: RedemptionsQuery, response: PortalRedemptionsResponseSchema }, ({ query, req }) =>
      portalRedemptions(db, scopedRestaurantId(req, query.restaurantId), query.before),
    ),
  );
  router.post(
    '/redemptions/:id/undo',
    portal,
    validate({ params: IdParams, body: UndoBodySchema, response: UndoResponseSchema }, ({ params, body, req }) =>
      undoRedemption(db, params.id, { kind: 'user', user: currentUser(req) }, body.reason),
    ),
  );
  return router;
}
