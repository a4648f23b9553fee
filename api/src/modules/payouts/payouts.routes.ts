import { Router } from 'express';
import {
  NonprofitIdParamsSchema,
  NonprofitMoneyResponseSchema,
  PayoutBodySchema,
  PayoutResponseSchema,
  PayoutsResponseSchema,
  RemittanceBodySchema,
  RemittanceResponseSchema,
  RestaurantMoneyQuerySchema,
  RestaurantMoneyResponseSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole, scopedRestaurantId } from '../../http/guards.ts';
import { scopedNonprofit } from '../../http/nonprofit-scope.ts';
import { validate } from '../../http/validate.ts';
import {
  presentNonprofitMoney,
  presentPayout,
  presentPayouts,
  presentRemittance,
  presentRestaurantMoney,
} from './payouts.presenter.ts';
import { listPayouts, nonprofitMoney, recordPayout, recordRemittance, restaurantMoney } from './payouts.service.ts';

/**
 * Who owes whom: each nonprofit's and restaurant's balance; a superadmin records payouts to either
 * and remittances from a nonprofit; a coordinator and an owner read their own line.
 */
export function payoutRoutes({ db }: AppDeps): Router {
  const router = Router();
  const admin = requireRole('superadmin');

  router.get(
    '/admin/payouts',
    admin,
    validate({ response: PayoutsResponseSchema }, () => presentPayouts(listPayouts(db))),
  );

  router.post(
    '/admin/payouts',
    admin,
    validate({ body: PayoutBodySchema, response: PayoutResponseSchema }, async ({ body, req, res }) => {
      res.status(201);
      return { payout: presentPayout(await recordPayout(db, body, currentUser(req).id)) };
    }),
  );

  router.post(
    '/admin/remittances',
    admin,
    validate({ body: RemittanceBodySchema, response: RemittanceResponseSchema }, async ({ body, req, res }) => {
      res.status(201);
      return { remittance: presentRemittance(await recordRemittance(db, body, currentUser(req).id)) };
    }),
  );

  router.get(
    '/nonprofits/:id/money',
    requireRole('coordinator', 'restaurant_owner', 'superadmin'),
    validate({ params: NonprofitIdParamsSchema, response: NonprofitMoneyResponseSchema }, ({ params, req, res }) => {
      res.set('Cache-Control', 'private, no-store');
      return presentNonprofitMoney(nonprofitMoney(db, scopedNonprofit(db, req, params.id).id));
    }),
  );

  router.get(
    '/restaurants/money',
    requireRole('restaurant_owner', 'superadmin'),
    validate({ query: RestaurantMoneyQuerySchema, response: RestaurantMoneyResponseSchema }, ({ query, req, res }) => {
      res.set('Cache-Control', 'private, no-store');
      return presentRestaurantMoney(restaurantMoney(db, scopedRestaurantId(req, query.restaurantId)));
    }),
  );

  return router;
}
