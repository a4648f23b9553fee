import { Router } from 'express';
import { AccessCodeParamsSchema, CardDetailResponseSchema } from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { requestLanguage } from '../../http/language.ts';
import { sendJsonText, validate } from '../../http/validate.ts';
import { getCardDetailJson } from './cards.service.ts';

/**
 * The card holder's card, authorised by its access code alone. Look-ups count failed guesses
 * (a burst of wrong codes is a 429). Redeeming is the counter's (modules/counter).
 */
export function cardReadRoutes({ db, limits }: AppDeps): Router {
  const router = Router();
  router.get(
    '/cards/:accessCode',
    limits.cardLookup,
    validate({ params: AccessCodeParamsSchema, response: CardDetailResponseSchema }, ({ params, req, res }) => {
      // The offers in the reader's language (the restaurant's Spanish where it gave one).
      const json = getCardDetailJson(db, params.accessCode, requestLanguage(req));
      // Past redemption codes are in here: no shared cache may keep a copy.
      res.set('Cache-Control', 'private, no-store');
      return sendJsonText(res, json);
    }),
  );
  return router;
}
