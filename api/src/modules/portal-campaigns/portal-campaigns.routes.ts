import { Router } from 'express';
import { CampaignsResponseSchema } from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { requireRole, scopedRestaurantId } from '../../http/guards.ts';
import { validate } from '../../http/validate.ts';
import { presentCampaign } from '../campaign-management/campaign-management.presenter.ts';
import { PagedScopeQuery } from '../../http/restaurant-scope.ts';
import { restaurantCampaigns } from './portal-campaigns.service.ts';

/** Three segments, so a one-segment /campaigns/:slug route can never shadow it. */
export function portalCampaignRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get(
    '/campaigns/restaurant/me',
    requireRole('restaurant_owner', 'superadmin'),
    validate({ query: PagedScopeQuery, response: CampaignsResponseSchema }, ({ query, req }) => {
      const { campaigns, nextPage } = restaurantCampaigns(db, scopedRestaurantId(req, query.restaurantId), query.page);
      return { campaigns: campaigns.map(presentCampaign), nextPage };
    }),
  );
  return router;
}
