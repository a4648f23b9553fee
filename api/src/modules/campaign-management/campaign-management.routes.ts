import { Router } from 'express';
import {
  AdminCreateCampaignBodySchema,
  CampaignIdParams,
  CampaignResponseSchema,
  CreateCampaignBodySchema,
} from '@dealcard/shared';
import type { Request } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole, scopedRestaurantId } from '../../http/guards.ts';
import { validate } from '../../http/validate.ts';
import { presentCampaign } from './campaign-management.presenter.ts';
import { createCampaign, editCampaign, withdrawCampaign } from './campaign-management.service.ts';

/** Campaign creation: the admin portal's (auto-approved) and the portal's (pending review). */
export function campaignManagementRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.post(
    '/admin/campaigns',
    requireRole('superadmin'),
    validate({ body: AdminCreateCampaignBodySchema, response: CampaignResponseSchema }, async ({ body, req, res }) => {
      const campaign = await createCampaign(db, {
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
    validate({ body: CreateCampaignBodySchema, response: CampaignResponseSchema }, async ({ body, req, res }) => {
      const campaign = await createCampaign(db, {
        restaurantId: scopedRestaurantId(req, body.restaurantId),
        body,
        actorUserId: currentUser(req).id,
        autoApprove: false,
      });
      res.status(201);
      return { campaign: presentCampaign(campaign) };
    }),
  );

  // The owner's campaigns that are not live: edit and send for approval again, or withdraw.
  router.put(
    '/campaigns/:id',
    requireRole('superadmin', 'restaurant_owner'),
    validate(
      { params: CampaignIdParams, body: CreateCampaignBodySchema, response: CampaignResponseSchema },
      async ({ params, body, req }) => ({
        campaign: presentCampaign(
          await editCampaign(db, {
            campaignId: params.id,
            restaurantId: ownerScope(req),
            body,
            actorUserId: currentUser(req).id,
          }),
        ),
      }),
    ),
  );
  router.post(
    '/campaigns/:id/withdraw',
    requireRole('superadmin', 'restaurant_owner'),
    validate({ params: CampaignIdParams, response: CampaignResponseSchema }, async ({ params, req }) => ({
      campaign: presentCampaign(await withdrawCampaign(db, ownerScope(req), params.id, currentUser(req).id)),
    })),
  );

  return router;
}

/** An owner acts on their own restaurant's campaigns; a superadmin on any (null). */
function ownerScope(req: Request): number | null {
  return currentUser(req).role === 'superadmin' ? null : scopedRestaurantId(req, undefined);
}
