import { Router } from 'express';
import {
  IdParams,
  LocationBodySchema,
  LocationResponseSchema,
  LocationsResponseSchema,
  OkResponseSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, scopedRestaurantId } from '../../http/guards.ts';
import { validate } from '../../http/validate.ts';
import { RestaurantScopeQuery } from '../../http/restaurant-scope.ts';
import { presentLocation } from './locations.presenter.ts';
import { createLocation, editLocation, removeLocation, restaurantLocations } from './locations.service.ts';

const portal = requireRole('restaurant_owner', 'superadmin');

export function locationRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get(
    '/locations',
    portal,
    validate({ query: RestaurantScopeQuery, response: LocationsResponseSchema }, ({ query, req }) => ({
      locations: restaurantLocations(db, scopedRestaurantId(req, query.restaurantId)).map(presentLocation),
    })),
  );

  router.post(
    '/locations',
    portal,
    validate(
      { query: RestaurantScopeQuery, body: LocationBodySchema, response: LocationResponseSchema },
      async ({ query, body, req, res }) => {
        const location = await createLocation(db, scopedRestaurantId(req, query.restaurantId), body);
        res.status(201);
        return { location: presentLocation(location) };
      },
    ),
  );

  router.put(
    '/locations/:id',
    portal,
    validate(
      { params: IdParams, query: RestaurantScopeQuery, body: LocationBodySchema, response: LocationResponseSchema },
      ({ params, query, body, req }) => ({
        location: presentLocation(editLocation(db, scopedRestaurantId(req, query.restaurantId), params.id, body)),
      }),
    ),
  );

  router.delete(
    '/locations/:id',
    portal,
    validate({ params: IdParams, query: RestaurantScopeQuery, response: OkResponseSchema }, ({ params, query, req }) => {
      removeLocation(db, scopedRestaurantId(req, query.restaurantId), params.id);
      return { ok: true as const };
    }),
  );

  return router;
}
