import { Router } from 'express';
import { z } from 'zod';
import {
  AttachBuyerBodySchema,
  AttachBuyerResponseSchema,
  ConfigResponseSchema,
  CreatePaymentIntentBodySchema,
  CreatePaymentIntentResponseSchema,
  DemoConfirmBodySchema,
  DemoConfirmResponseSchema,
  PurchaseCardBodySchema,
  PurchaseCardResponseSchema,
  SlugParamsSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { requestLanguage } from '../../http/language.ts';
import { validate } from '../../http/validate.ts';
import { presentPurchasedCard } from './purchases.presenter.ts';
import { siteUrlOf } from '../../http/site-url.ts';
import { outboxViewerAvailable } from '../../mail/outbox-viewer.ts';
import { attachBuyer, confirmDemoPayment, paymentConfig, purchaseCard, startPayment } from './purchases.service.ts';

const PaymentIntentParamsSchema = z.object({ paymentIntentId: z.string().min(1).max(255) });

export function purchaseRoutes(deps: AppDeps): Router {
  const { config, limits, payments } = deps;
  const router = Router();

  router.get(
    '/config',
    limits.publicRead,
    validate({ response: ConfigResponseSchema }, ({ req }) =>
      paymentConfig(payments, outboxViewerAvailable(config, req), {
        apple: config.apple !== null,
        google: config.google !== null,
      }),
    ),
  );

  router.post(
    '/campaigns/:slug/create-payment-intent',
    limits.purchase,
    validate(
      { params: SlugParamsSchema, body: CreatePaymentIntentBodySchema, response: CreatePaymentIntentResponseSchema },
      ({ params, body, req }) => startPayment(deps, params.slug, body, requestLanguage(req)),
    ),
  );

  router.post(
    '/payments/:paymentIntentId/buyer',
    limits.purchase,
    validate(
      { params: PaymentIntentParamsSchema, body: AttachBuyerBodySchema, response: AttachBuyerResponseSchema },
      ({ params, body, req }) => attachBuyer(deps, params.paymentIntentId, body, requestLanguage(req)),
    ),
  );

  router.post(
    '/purchase-card',
    limits.purchase,
    validate({ body: PurchaseCardBodySchema, response: PurchaseCardResponseSchema }, ({ body, req }) =>
      purchaseCard(deps, body, siteUrlOf(req, config)).then((bought) => ({
        card: presentPurchasedCard(bought.card, bought.restaurantName, bought.offers, bought.gift),
      })),
    ),
  );

  router.post(
    '/demo-payments/:paymentIntentId/confirm',
    limits.purchase,
    validate(
      { params: PaymentIntentParamsSchema, body: DemoConfirmBodySchema, response: DemoConfirmResponseSchema },
      ({ params, body, req }) => confirmDemoPayment(deps, params.paymentIntentId, body.cardNumber, siteUrlOf(req, config)),
    ),
  );

  return router;
}
