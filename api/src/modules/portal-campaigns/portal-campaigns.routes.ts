import { Router } from 'express';
import { CampaignsResponseSchema } from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, scopedRestaurantId } from '../../http/guards.ts';
import { validate } from '../../http/validate.ts';
import { presentCampaign } from '../campaign-management/campaign-management.presenter.ts';
import { RestaurantScopeQuery } from '../../http/restaurant-scope.ts';
import { restaurantCampaigns } from './portal-campaigns.service.ts';

/** Three segments, so a one-segment /campaigns/:slug route can never shadow it. */
export function portalCampaignRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get(
    '/campaigns/restaurant/me',
    requireRole('restaurant_owner', 'superadmin'),
    validate({ query: RestaurantScopeQuery, response: CampaignsResponseSchema }, ({ query, req }) => ({
      campaigns: restaurantCampaigns(db, scopedRestaurantId(req, query.restaurantId)).map(presentCampaign),
    })),
  );
  return router;
}
