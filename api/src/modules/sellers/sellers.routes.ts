import { Router } from 'express';
import {
  LeaderboardResponseSchema,
  SellerSignUpBodySchema,
  SellerSignUpResponseSchema,
  SellerStatsResponseSchema,
  SellerTokenParamsSchema,
  SlugParamsSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { siteUrlOf } from '../../http/site-url.ts';
import { requestLanguage } from '../../http/language.ts';
import { validate } from '../../http/validate.ts';
import { presentLeaderboardEntry, presentSellerStats, presentSellerSignUp } from './sellers.presenter.ts';
import { leaderboard, sellerStats, signUpSeller } from './sellers.service.ts';
import { statsLinkKey } from './stats-link.ts';

/** Supporters who sell cards: sign-up, the campaign's leaderboard, a seller's own page. */
export function sellerRoutes({ db, limits, config }: AppDeps): Router {
  const router = Router();
  router.post(
    '/campaigns/:slug/sellers',
    limits.sellerSignUp,
    validate(
      { params: SlugParamsSchema, body: SellerSignUpBodySchema, response: SellerSignUpResponseSchema },
      async ({ params, body, req, res }) => {
        res.status(201);
        const siteUrl = siteUrlOf(req, config);
        const links = { siteUrl, key: statsLinkKey(config.sessionSecret) };
        return presentSellerSignUp(await signUpSeller(db, params.slug, body, links, requestLanguage(req)), siteUrl);
      },
    ),
  );
  router.get(
    '/campaigns/:slug/leaderboard',
    limits.fundraisingRead,
    validate({ params: SlugParamsSchema, response: LeaderboardResponseSchema }, ({ params, res }) => {
      res.set('Cache-Control', 'public, max-age=5');
      const board = leaderboard(db, params.slug);
      return { sellers: board.sellers.map(presentLeaderboardEntry), teams: board.teams };
    }),
  );
  router.get(
    '/sellers/:token',
    limits.fundraisingRead,
    validate({ params: SellerTokenParamsSchema, response: SellerStatsResponseSchema }, ({ params, req, res }) => {
      // The buyers' first names are in here: no shared cache may keep it.
      res.set('Cache-Control', 'private, no-store');
      return presentSellerStats(sellerStats(db, params.token), siteUrlOf(req, config));
    }),
  );
  return router;
}
