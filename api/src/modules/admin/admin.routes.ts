import { Router } from 'express';
import { z } from 'zod';
import {
  AdminReportSchema,
  AdminRestaurantBodySchema,
  AuditResponseSchema,
  CampaignIdParams,
  CampaignsResponseSchema,
  CampaignTransitionResponseSchema,
  Id,
  IdParams,
  NonprofitsResponseSchema,
  ApproveCampaignBodySchema,
  RejectCampaignBodySchema,
  RestaurantDeactivatedResponseSchema,
  RestaurantResponseSchema,
  RestaurantsResponseSchema,
  ListPageQuerySchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole } from '../../http/guards.ts';
import { abortedWhenClosed } from '../../http/client-gone.ts';
import { localized, localizedMessage } from '../../http/language.ts';
import { validate } from '../../http/validate.ts';
import { presentCampaign } from '../campaign-management/campaign-management.presenter.ts';
import { presentNonprofit } from '../nonprofits/nonprofits.presenter.ts';
import { presentRestaurant } from '../restaurants/restaurants.presenter.ts';
import { presentAuditEntry, presentTransition } from './admin.presenter.ts';
import {
  adminReport,
  campaignAudit,
  createRestaurant,
  deactivateRestaurant,
  listCampaigns,
  listNonprofits,
  listRestaurants,
  transitionCampaign,
  type TransitionName,
  updateRestaurant,
} from './admin.service.ts';
import { API_MESSAGES } from '../../messages.ts';

const ReportQuerySchema = z.object({ restaurantId: z.union([z.literal('').transform(() => undefined), Id]).optional() });

/** Every /api/admin/* call: superadmins only (401 signed out, 403 for any other role). */
export function adminRoutes({ db, reports }: AppDeps): Router {
  const admin = Router();
  admin.use(requireRole('superadmin'));

  admin.get(
    '/campaigns',
    validate({ query: ListPageQuerySchema, response: CampaignsResponseSchema }, ({ query }) => {
      const { campaigns, nextPage } = listCampaigns(db, query.page);
      return { campaigns: campaigns.map(presentCampaign), nextPage };
    }),
  );
  admin.get(
    '/campaigns/:id/audit',
    validate({ params: CampaignIdParams, response: AuditResponseSchema }, ({ params }) => ({
      entries: campaignAudit(db, params.id).map(presentAuditEntry),
    })),
  );
  // A campaign's review: each status change is one route, answered with the campaign and what happened.
  const transition = (name: TransitionName) =>
    validate({ params: CampaignIdParams, response: CampaignTransitionResponseSchema }, async ({ params, req }) =>
      localizedMessage(req, presentTransition(await transitionCampaign(db, params.id, name, currentUser(req).id))),
    );
  admin.post(
    '/campaigns/:id/approve',
    validate(
      { params: CampaignIdParams, body: ApproveCampaignBodySchema, response: CampaignTransitionResponseSchema },
      async ({ params, body, req }) =>
        localizedMessage(
          req,
          presentTransition(await transitionCampaign(db, params.id, 'approve', currentUser(req).id, undefined, body.version)),
        ),
    ),
  );
  admin.post(
    '/campaigns/:id/reject',
    validate(
      { params: CampaignIdParams, body: RejectCampaignBodySchema, response: CampaignTransitionResponseSchema },
      async ({ params, body, req }) =>
        localizedMessage(
          req,
          presentTransition(await transitionCampaign(db, params.id, 'reject', currentUser(req).id, body.reason)),
        ),
    ),
  );
  admin.patch('/campaigns/:id/toggle', transition('toggle'));
  admin.delete('/campaigns/:id/archive', transition('archive'));

  admin.get(
    '/restaurants',
    validate({ query: ListPageQuerySchema, response: RestaurantsResponseSchema }, ({ query }) => {
      const { items, nextPage } = listRestaurants(db, query.page);
      return { restaurants: items.map(presentRestaurant), nextPage };
    }),
  );
  admin.post(
    '/restaurants',
    validate({ body: AdminRestaurantBodySchema, response: RestaurantResponseSchema }, async ({ body, req, res }) => {
      const restaurant = await createRestaurant(db, body, currentUser(req).id);
      res.status(201);
      return { restaurant: presentRestaurant(restaurant) };
    }),
  );
  admin.put(
    '/restaurants/:id',
    validate(
      { params: IdParams, body: AdminRestaurantBodySchema, response: RestaurantResponseSchema },
      async ({ params, body, req }) => ({
        restaurant: presentRestaurant(await updateRestaurant(db, params.id, body, currentUser(req).id)),
      }),
    ),
  );
  admin.delete(
    '/restaurants/:id',
    validate({ params: IdParams, response: RestaurantDeactivatedResponseSchema }, async ({ params, req }) => ({
      restaurant: presentRestaurant(await deactivateRestaurant(db, params.id, currentUser(req).id)),
      message: localized(req, API_MESSAGES.restaurantDeactivated),
    })),
  );

  admin.get(
    '/nonprofits',
    validate({ query: ListPageQuerySchema, response: NonprofitsResponseSchema }, ({ query }) => {
      const { items, nextPage } = listNonprofits(db, query.page);
      return { nonprofits: items.map(presentNonprofit), nextPage };
    }),
  );
  admin.get(
    '/reports',
    validate({ query: ReportQuerySchema, response: AdminReportSchema }, ({ query, res }) =>
      adminReport(db, reports, query.restaurantId, abortedWhenClosed(res)),
    ),
  );

  const router = Router();
  router.use('/admin', admin);
  return router;
}
