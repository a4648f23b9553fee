import { Router } from 'express';
import {
  BodyId,
  IdParams,
  OnboardBodySchema,
  RestaurantReportSchema,
  RestaurantResponseSchema,
  RestaurantSettingsBodySchema,
  RestaurantsResponseSchema,
  ListPageQuerySchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole, requireUser, scopedRestaurantId } from '../../http/guards.ts';
import { validate } from '../../http/validate.ts';
import { presentRestaurant } from './restaurants.presenter.ts';
import { RestaurantScopeQuery } from '../../http/restaurant-scope.ts';
import {
  allRestaurants,
  getRestaurant,
  getRestaurantFor,
  onboardRestaurant,
  restaurantReport,
  updateSettings,
} from './restaurants.service.ts';

const portal = requireRole('restaurant_owner', 'superadmin');
const SettingsBody = RestaurantSettingsBodySchema.extend({ restaurantId: BodyId().optional() });

export function restaurantRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.post(
    '/restaurants/onboard',
    requireUser,
    validate({ body: OnboardBodySchema, response: RestaurantResponseSchema }, async ({ body, req, res }) => {
      const restaurant = await onboardRestaurant(db, currentUser(req), body);
      res.status(201);
      return { restaurant: presentRestaurant(restaurant) };
    }),
  );

  router.get(
    '/restaurants',
    requireRole('superadmin'),
    validate({ query: ListPageQuerySchema, response: RestaurantsResponseSchema }, ({ query }) => {
      const { items, nextPage } = allRestaurants(db, query.page);
      return { restaurants: items.map(presentRestaurant), nextPage };
    }),
  );

  // /me and /reports are registered before /:id so they are never read as an id.
  router.get(
    '/restaurants/me',
    portal,
    validate({ query: RestaurantScopeQuery, response: RestaurantResponseSchema }, ({ query, req }) => ({
      restaurant: presentRestaurant(getRestaurant(db, scopedRestaurantId(req, query.restaurantId))),
    })),
  );

  router.put(
    '/restaurants/me',
    portal,
    validate({ query: RestaurantScopeQuery, body: SettingsBody, response: RestaurantResponseSchema }, ({ query, body, req }) => ({
      restaurant: presentRestaurant(updateSettings(db, scopedRestaurantId(req, body.restaurantId ?? query.restaurantId), body)),
    })),
  );

  router.get(
    '/restaurants/reports',
    portal,
    validate({ query: RestaurantScopeQuery, response: RestaurantReportSchema }, ({ query, req }) =>
      restaurantReport(db, scopedRestaurantId(req, query.restaurantId)),
    ),
  );

  router.get(
    '/restaurants/:id',
    portal,
    validate({ params: IdParams, response: RestaurantResponseSchema }, ({ params, req }) => ({
      restaurant: presentRestaurant(getRestaurantFor(db, currentUser(req), params.id)),
    })),
  );

  return router;
}
