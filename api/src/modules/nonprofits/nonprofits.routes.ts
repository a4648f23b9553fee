import { Router } from 'express';
import {
  IdParams,
  NonprofitBodySchema,
  NonprofitResponseSchema,
  NonprofitsResponseSchema,
  OkResponseSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, scopedRestaurantId } from '../../http/guards.ts';
import { validate } from '../../http/validate.ts';
import { presentNonprofit } from './nonprofits.presenter.ts';
import { PagedScopeQuery, RestaurantScopeQuery } from '../../http/restaurant-scope.ts';
import { createNonprofit, editNonprofit, removeNonprofit, restaurantNonprofits } from './nonprofits.service.ts';

const portal = requireRole('restaurant_owner', 'superadmin');

export function nonprofitRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get(
    '/nonprofits',
    portal,
    validate({ query: PagedScopeQuery, response: NonprofitsResponseSchema }, ({ query, req }) => {
      const { items, nextPage } = restaurantNonprofits(db, scopedRestaurantId(req, query.restaurantId), query.page);
      return { nonprofits: items.map(presentNonprofit), nextPage };
    }),
  );

  router.post(
    '/nonprofits',
    portal,
    validate(
      { query: RestaurantScopeQuery, body: NonprofitBodySchema, response: NonprofitResponseSchema },
      ({ query, body, req, res }) => {
        const nonprofit = createNonprofit(db, scopedRestaurantId(req, body.restaurantId ?? query.restaurantId), body);
        res.status(201);
        return { nonprofit: presentNonprofit(nonprofit) };
      },
    ),
  );

  router.put(
    '/nonprofits/:id',
    portal,
    validate(
      { params: IdParams, query: RestaurantScopeQuery, body: NonprofitBodySchema, response: NonprofitResponseSchema },
      async ({ params, query, body, req }) => ({
        nonprofit: presentNonprofit(
          await editNonprofit(db, scopedRestaurantId(req, body.restaurantId ?? query.restaurantId), params.id, body),
        ),
      }),
    ),
  );

  router.delete(
    '/nonprofits/:id',
    portal,
    validate({ params: IdParams, query: RestaurantScopeQuery, response: OkResponseSchema }, async ({ params, query, req }) => {
      await removeNonprofit(db, scopedRestaurantId(req, query.restaurantId), params.id);
      return { ok: true as const };
    }),
  );

  return router;
}
