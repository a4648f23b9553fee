import { Router } from 'express';
import {
  NonprofitIdParamsSchema,
  OkResponseSchema,
  RosterImportBodySchema,
  RosterImportResponseSchema,
  RosterQuerySchema,
  RosterResponseSchema,
  RosterSellerBodySchema,
  RosterSellerCreatedSchema,
  RosterSellerParamsSchema,
  RosterSellerPatchBodySchema,
  RosterStatsLinkResponseSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole } from '../../http/guards.ts';
import { requestLanguage } from '../../http/language.ts';
import { scopedNonprofit } from '../../http/nonprofit-scope.ts';
import { siteUrlOf } from '../../http/site-url.ts';
import { validate } from '../../http/validate.ts';
import { presentRoster, presentRosterImport, presentRosterSeller } from './roster.presenter.ts';
import { statsLinkKey } from '../sellers/stats-link.ts';
import { statsUrlOf } from '../sellers/sellers.service.ts';
import { addRosterSeller, importRoster, renewRosterStatsLink, rosterOf, setSellerShown } from './roster.service.ts';

/** The nonprofit's sellers for a campaign: children and volunteers, with or without e-mail. */
export function rosterRoutes({ db, config }: AppDeps): Router {
  const router = Router();
  const coordinator = requireRole('coordinator', 'restaurant_owner', 'superadmin');
  const statsKey = statsLinkKey(config.sessionSecret);

  router.get(
    '/nonprofits/:id/roster',
    coordinator,
    validate(
      { params: NonprofitIdParamsSchema, query: RosterQuerySchema, response: RosterResponseSchema },
      ({ params, query, req, res }) => {
        // The private stats links are in here.
        res.set('Cache-Control', 'private, no-store');
        return presentRoster(
          rosterOf(db, scopedNonprofit(db, req, params.id), query.campaignId),
          siteUrlOf(req, config),
          statsKey,
        );
      },
    ),
  );

  router.post(
    '/nonprofits/:id/roster',
    coordinator,
    validate(
      { params: NonprofitIdParamsSchema, body: RosterSellerBodySchema, response: RosterSellerCreatedSchema },
      async ({ params, body, req, res }) => {
        const siteUrl = siteUrlOf(req, config);
        const { seller, campaign } = await addRosterSeller(db, scopedNonprofit(db, req, params.id), body, {
          actorUserId: currentUser(req).id,
          siteUrl,
          statsKey,
          language: requestLanguage(req),
        });
        res.status(201);
        return presentRosterSeller(seller, campaign.slug, siteUrl, statsKey);
      },
    ),
  );

  router.post(
    '/nonprofits/:id/roster/import',
    coordinator,
    validate(
      { params: NonprofitIdParamsSchema, body: RosterImportBodySchema, response: RosterImportResponseSchema },
      async ({ params, body, req }) => {
        const language = requestLanguage(req);
        const result = await importRoster(db, scopedNonprofit(db, req, params.id), body, {
          actorUserId: currentUser(req).id,
          siteUrl: siteUrlOf(req, config),
          statsKey,
          language,
        });
        return presentRosterImport(result, language);
      },
    ),
  );

  router.patch(
    '/nonprofits/:id/roster/:sellerId',
    coordinator,
    validate(
      { params: RosterSellerParamsSchema, body: RosterSellerPatchBodySchema, response: OkResponseSchema },
      async ({ params, body, req }) => {
        await setSellerShown(db, scopedNonprofit(db, req, params.id), params.sellerId, body.showOnLeaderboard);
        return { ok: true as const };
      },
    ),
  );

  router.post(
    '/nonprofits/:id/roster/:sellerId/stats-link',
    coordinator,
    validate({ params: RosterSellerParamsSchema, response: RosterStatsLinkResponseSchema }, async ({ params, req, res }) => {
      res.set('Cache-Control', 'private, no-store');
      const token = await renewRosterStatsLink(
        db,
        scopedNonprofit(db, req, params.id),
        params.sellerId,
        statsKey,
        currentUser(req).id,
      );
      return { statsUrl: statsUrlOf(siteUrlOf(req, config), token) };
    }),
  );

  return router;
}
