import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  AttachBuyerBodySchema,
  CreatePaymentIntentBodySchema,
  DemoConfirmBodySchema,
  PurchaseCardBodySchema,
  SlugParamsSchema,
} from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import { validate } from '../../http/validate.ts';
import { outboxViewerAvailable } from '../../mail/dev-outbox.routes.ts';
import { attachBuyer, confirmDemoPayment, paymentConfig, purchaseCard, startPayment } from './purchases.service.ts';

const PaymentIntentParamsSchema = z.object({ paymentIntentId: z.string().min(1).max(255) });

/** Where e-mailed links point: PUBLIC_URL when set, else the address the buyer used. */
export function siteUrlOf(req: Request, config: Config): string {
  return config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

export function purchaseRoutes(deps: AppDeps): Router {
  const { config, limits, payments } = deps;
  const router = Router();

  router.get(
    '/config',
    validate({}, () => paymentConfig(payments, outboxViewerAvailable(config))),
  );

  router.post(
    '/campaigns/:slug/create-payment-intent',
    limits.purchase,
    validate({ params: SlugParamsSchema, body: CreatePaymentIntentBodySchema }, ({ params, body }) =>
      startPayment(deps, params.slug, body),
    ),
  );

  router.post(
    '/payments/:paymentIntentId/buyer',
    limits.purchase,
    validate({ params: PaymentIntentParamsSchema, body: AttachBuyerBodySchema }, ({ params, body }) =>
      attachBuyer(deps, params.paymentIntentId, body),
    ),
  );

  router.post(
    '/purchase-card',
    limits.purchase,
    validate({ body: PurchaseCardBodySchema }, ({ body, req }) => purchaseCard(deps, body, siteUrlOf(req, config))),
  );

  router.post(
    '/demo-payments/:paymentIntentId/confirm',
    limits.purchase,
    validate({ params: PaymentIntentParamsSchema, body: DemoConfirmBodySchema }, ({ params, body, req }) =>
      confirmDemoPayment(deps, params.paymentIntentId, body.cardNumber, siteUrlOf(req, config)),
    ),
  );

  return router;
}
