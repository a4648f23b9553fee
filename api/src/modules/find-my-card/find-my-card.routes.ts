import { Router, type Request } from 'express';
import {
  FindCardsResponseSchema,
  FindCardsTokenParamsSchema,
  FindMyCardBodySchema,
  type FindMyCardRequested,
  FindMyCardRequestedSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import { Sent, validate } from '../../http/validate.ts';
import { localized, requestLanguage } from '../../http/language.ts';
import { presentFindCards } from './find-my-card.presenter.ts';
import { listCardsForToken, prepareFindMyCardLinks } from './find-my-card.service.ts';
import { API_MESSAGES } from '../../messages.ts';

/** Where e-mailed links point: the configured public address, else the address this request came to. */
function baseUrlFor(config: Config, req: Request): string {
  return config.publicUrl ?? `${req.protocol}://${req.get('host')}`;
}

export function findMyCardRoutes({ db, config, limits, logger }: AppDeps): Router {
  const router = Router();
  if (config.isProduction && !config.publicUrl) {
    logger.warn('PUBLIC_URL is not set: Find My Card links take their host from each request');
  }

  // 202 whatever matched: the e-mail, if any, is queued and sent later.
  router.post(
    '/find-my-card',
    limits.findMyCard,
    validate({ body: FindMyCardBodySchema, response: FindMyCardRequestedSchema }, ({ body, req, res }) => {
      const sendLinks = prepareFindMyCardLinks(db, body, baseUrlFor(config, req), requestLanguage(req));
      const answer = { message: localized(req, API_MESSAGES.findMyCardAnswer) };
      res.status(202).json(answer);
      sendLinks().catch((err: unknown) => logger.error({ err, reqId: req.id }, 'find-my-card: could not queue the link'));
      // Answered before the e-mail is queued, so a search that matched takes no longer than one that did not.
      return new Sent<FindMyCardRequested>(JSON.stringify(answer));
    }),
  );

  // Wrong tokens count with wrong access codes: both are guesses at a bearer credential.
  router.get(
    '/find-my-card/:token',
    limits.cardLookup,
    validate({ params: FindCardsTokenParamsSchema, response: FindCardsResponseSchema }, ({ params, res }) => {
      res.set('Cache-Control', 'private, no-store');
      return presentFindCards(listCardsForToken(db, params.token));
    }),
  );

  return router;
}
