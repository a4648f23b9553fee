import { Router } from 'express';
import {
  ActiveCampaignsQuerySchema,
  ActiveCampaignsResponseSchema,
  CampaignDetailResponseSchema,
  SlugParamsSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { sendCachedJson } from '../../http/cached-json.ts';
import { validate } from '../../http/validate.ts';
import { createPublicCampaignPages } from './public-campaigns.cache.ts';

/** Both answers come from a short-lived in-memory cache (ETag, gzip): see public-campaigns.cache.ts. */
export function publicCampaignRoutes({ db, limits }: AppDeps): Router {
  const router = Router();
  const pages = createPublicCampaignPages(db);
  // Before /:slug, or "active" would be read as a slug.
  router.get(
    '/campaigns/active',
    limits.publicRead,
    validate({ query: ActiveCampaignsQuerySchema, response: ActiveCampaignsResponseSchema }, ({ query, req, res }) =>
      sendCachedJson(req, res, pages.active(query.page)),
    ),
  );
  router.get(
    '/campaigns/:slug',
    limits.publicRead,
    validate({ params: SlugParamsSchema, response: CampaignDetailResponseSchema }, ({ params, req, res }) => {
      const page = pages.bySlug(params.slug, req.user);
      if ('fresh' in page) return page.fresh;
      return sendCachedJson(req, res, page.cached);
    }),
  );
  return router;
}
