import { Router } from 'express';
import { AccessCodeParamsSchema, CardDetailResponseSchema, RedeemBodySchema, RedeemResponseSchema } from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { sendJsonText, validate } from '../../http/validate.ts';
import { getCardDetailJson } from './cards.service.ts';
import { createRedeemQueue } from './redeem.ts';

/**
 * The card holder's card, authorised by its access code alone. Look-ups count failed guesses
 * (a burst of wrong codes is a 429); redemption is limited per client whatever the outcome.
 */
export function cardReadRoutes({ db, limits }: AppDeps): Router {
  const router = Router();
  router.get(
    '/cards/:accessCode',
    limits.cardLookup,
    validate({ params: AccessCodeParamsSchema, response: CardDetailResponseSchema }, ({ params, res }) => {
      const json = getCardDetailJson(db, params.accessCode);
      // Past redemption codes are in here: no shared cache may keep a copy.
      res.set('Cache-Control', 'private, no-store');
      return sendJsonText(res, json);
    }),
  );
  return router;
}

export function cardRoutes({ db, limits }: AppDeps): Router {
  const router = Router();
  const redeem = createRedeemQueue(db);

  // 201: each successful call creates a redemption. Redemptions arriving together share a commit.
  router.post(
    '/cards/:accessCode/redeem',
    limits.redeem,
    validate(
      { params: AccessCodeParamsSchema, body: RedeemBodySchema, response: RedeemResponseSchema },
      async ({ params, body, res }) => {
        const result = await redeem(params.accessCode, body.offerId);
        res.status(201);
        return result;
      },
    ),
  );

  return router;
}
