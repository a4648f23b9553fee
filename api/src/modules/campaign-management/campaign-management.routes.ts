import { Router } from 'express';
import { AdminCreateCampaignBodySchema, CampaignResponseSchema, CreateCampaignBodySchema } from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole, scopedRestaurantId } from '../../http/guards.ts';
import { validate } from '../../http/validate.ts';
import { presentCampaign } from './campaign-management.presenter.ts';
import { createCampaign } from './campaign-management.service.ts';

/** Campaign creation: the admin portal's (auto-approved) and the portal's (pending review). */
export function campaignManagementRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.post(
    '/admin/campaigns',
    requireRole('superadmin'),
    validate({ body: AdminCreateCampaignBodySchema, response: CampaignResponseSchema }, ({ body, req, res }) => {
      const campaign = createCampaign(db, {
        restaurantId: body.restaurantId,
        body,
        actorUserId: currentUser(req).id,
        autoApprove: true,
      });
      res.status(201);
      return { campaign: presentCampaign(campaign) };
    }),
  );

  router.post(
    '/campaigns',
    requireRole('superadmin', 'restaurant_owner'),
    validate({ body: CreateCampaignBodySchema, response: CampaignResponseSchema }, ({ body, req, res }) => {
      const campaign = createCampaign(db, {
        restaurantId: scopedRestaurantId(req, body.restaurantId),
        body,
        actorUserId: currentUser(req).id,
        autoApprove: false,
      });
      res.status(201);
      return { campaign: presentCampaign(campaign) };
    }),
  );

  return router;
}
