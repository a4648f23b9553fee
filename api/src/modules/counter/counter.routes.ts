import { Router } from 'express';
import {
  AccessCodeParamsSchema,
  IdParams,
  PortalRedemptionsResponseSchema,
  RedeemBodySchema,
  RedeemResponseSchema,
  RedemptionsQuerySchema,
  UndoBodySchema,
  UndoResponseSchema,
  VouchersResponseSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole, scopedRestaurantId } from '../../http/guards.ts';
import { notFound } from '../../http/errors.ts';
import { sendJsonText, validate } from '../../http/validate.ts';
import { requestLanguage } from '../../http/language.ts';
import { RestaurantScopeQuery } from '../../http/restaurant-scope.ts';
import { cardVouchers } from '../cards/card-tokens.ts';
import { storedVouchersJson } from './counter.fast.ts';
import { portalRedemptions } from './counter.service.ts';
import { createRedeemQueue } from './redeem.ts';
import { undoRedemption } from './undo.ts';

const portal = requireRole('restaurant_owner', 'superadmin');
const RedemptionsQuery = RestaurantScopeQuery.extend(RedemptionsQuerySchema.shape);

/**
 * The counter's calls that are not a tablet's (those are kiosk.routes.ts): the holder's redeem
 * and vouchers, and the portal's list to undo from and its undo. Every use is decided by the
 * shared rule (`decideUse`, shared/src/counter-rules.ts).
 */
export function counterRoutes({ db, limits }: AppDeps): Router {
  const router = Router();
  const redeem = createRedeemQueue(db);

  // The holder, by access code. 201: each successful call creates a redemption; redemptions
  // arriving together share a commit.
  router.post(
    '/cards/:accessCode/redeem',
    limits.redeem,
    validate(
      { params: AccessCodeParamsSchema, body: RedeemBodySchema, response: RedeemResponseSchema },
      async ({ params, body, res }) => {
        const result = await redeem(params.accessCode, body.offerId);
        res.status(201);
        return result;
      },
    ),
  );

  router.get(
    '/cards/:accessCode/vouchers',
    limits.cardLookup,
    validate({ params: AccessCodeParamsSchema, response: VouchersResponseSchema }, ({ params, res }) => {
      // Each token redeems an offer: no shared cache may keep them.
      res.set('Cache-Control', 'private, no-store');
      const stored = storedVouchersJson(db, params.accessCode);
      if (stored === undefined) throw notFound('Card');
      if (stored !== null) return sendJsonText(res, stored);
      return cardVouchers(db, params.accessCode);
    }),
  );

  // The portal's list to undo from: the owner's own restaurant's (a superadmin names one with
  // `?restaurantId=`, like the report), the last 7 days, 50 at a time (`?before=` its nextCursor).
  router.get(
    '/redemptions',
    portal,
    validate({ query: RedemptionsQuery, response: PortalRedemptionsResponseSchema }, ({ query, req }) =>
      portalRedemptions(db, scopedRestaurantId(req, query.restaurantId), query.before, requestLanguage(req)),
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
