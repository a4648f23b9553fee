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
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser, requireRole } from '../../http/guards.ts';
import { requestLanguage } from '../../http/language.ts';
import { scopedNonprofit } from '../../http/nonprofit-scope.ts';
import { siteUrlOf } from '../../http/site-url.ts';
import { validate } from '../../http/validate.ts';
import { presentRoster, presentRosterImport, presentRosterSeller } from './roster.presenter.ts';
import { addRosterSeller, importRoster, rosterOf, setSellerShown } from './roster.service.ts';

/** The nonprofit's sellers for a campaign: children and volunteers, with or without e-mail. */
export function rosterRoutes({ db, config }: AppDeps): Router {
  const router = Router();
  const coordinator = requireRole('coordinator', 'restaurant_owner', 'superadmin');

  router.get(
    '/nonprofits/:id/roster',
    coordinator,
    validate(
      { params: NonprofitIdParamsSchema, query: RosterQuerySchema, response: RosterResponseSchema },
      ({ params, query, req, res }) => {
        // The private stats links are in here.
        res.set('Cache-Control', 'private, no-store');
        return presentRoster(rosterOf(db, scopedNonprofit(db, req, params.id), query.campaignId), siteUrlOf(req, config));
      },
    ),
  );

  router.post(
    '/nonprofits/:id/roster',
    coordinator,
    validate(
      { params: NonprofitIdParamsSchema, body: RosterSellerBodySchema, response: RosterSellerCreatedSchema },
      ({ params, body, req, res }) => {
        const siteUrl = siteUrlOf(req, config);
        const { seller, campaign } = addRosterSeller(db, scopedNonprofit(db, req, params.id), body, {
          actorUserId: currentUser(req).id,
          siteUrl,
          language: requestLanguage(req),
        });
        res.status(201);
        return presentRosterSeller(seller, campaign.slug, siteUrl);
      },
    ),
  );

  router.post(
    '/nonprofits/:id/roster/import',
    coordinator,
    validate(
      { params: NonprofitIdParamsSchema, body: RosterImportBodySchema, response: RosterImportResponseSchema },
      ({ params, body, req }) => {
        const language = requestLanguage(req);
        const result = importRoster(db, scopedNonprofit(db, req, params.id), body, {
          actorUserId: currentUser(req).id,
          siteUrl: siteUrlOf(req, config),
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
      ({ params, body, req }) => {
        setSellerShown(db, scopedNonprofit(db, req, params.id), params.sellerId, body.showOnLeaderboard);
        return { ok: true as const };
      },
    ),
  );

  return router;
}
