import { Router } from 'express';
import { AccessCodeParamsSchema } from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { siteUrlOf } from '../../http/site-url.ts';
import { NotJson, validate } from '../../http/validate.ts';
import { API_MESSAGES } from '../../messages.ts';
import { googleWalletFor } from './google-wallet.ts';

/**
 * "Save to Google Wallet": a browser navigation from the card page's badge, answered with a
 * redirect to Google's save page. The card's object is inserted through the API first (once), so
 * the link's JWT only names it and stays far below the 1,800 characters a link may carry.
 */
export function googleWalletRoutes({ config, db, logger, limits }: AppDeps): Router {
  const router = Router();
  const wallet = googleWalletFor({ db, config, logger });
  router.get(
    '/cards/:accessCode/wallet/google',
    limits.cardLookup,
    validate({ params: AccessCodeParamsSchema, response: NotJson }, async ({ params, req, res }) => {
      if (!wallet) throw new AppError(404, API_MESSAGES.googleWalletOff, 'not_found');
      let url: string | undefined;
      try {
        url = await wallet.saveUrl(params.accessCode, siteUrlOf(req, config));
      } catch (err) {
        logger.warn({ err, route: 'google wallet save link' }, 'google wallet unavailable');
        throw new AppError(503, API_MESSAGES.googleWalletUnavailable, 'wallet_unavailable');
      }
      if (!url) throw notFound('Card');
      // The link is signed for this card alone: no shared cache may keep it.
      res.set('Cache-Control', 'private, no-store');
      res.redirect(302, url);
    }),
  );
  return router;
}
