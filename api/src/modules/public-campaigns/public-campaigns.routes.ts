import { Router } from 'express';
import { SlugParamsSchema } from '@dealcard/shared';
import type { AppDeps } from '../../app.ts';
import { validate } from '../../http/validate.ts';
import { activeCampaigns, campaignBySlug } from './public-campaigns.service.ts';

export function publicCampaignRoutes({ db }: AppDeps): Router {
  const router = Router();
  // Before /:slug, or "active" would be read as a slug.
  router.get(
    '/campaigns/active',
    validate({}, () => activeCampaigns(db)),
  );
  router.get(
    '/campaigns/:slug',
    validate({ params: SlugParamsSchema }, ({ params, req }) => campaignBySlug(db, params.slug, req.user)),
  );
  return router;
}
