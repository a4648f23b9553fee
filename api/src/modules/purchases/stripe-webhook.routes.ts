import { Router } from 'express';
import { WebhookAckSchema } from '@dealcard/shared';
import type { AppDeps } from '../../app-deps.ts';
import { siteUrlOf } from '../../http/site-url.ts';
import { rawBody } from '../../http/safety-tags.ts';
import { validate } from '../../http/validate.ts';
import { handleStripeWebhook } from './stripe-webhook.service.ts';

/** `POST /api/stripe/webhook`, mounted before the JSON parser: the signature covers the raw bytes. */
export function stripeWebhookRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post(
    '/stripe/webhook',
    deps.limits.webhook,
    rawBody('1mb'),
    validate({ response: WebhookAckSchema }, async ({ req }) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      await handleStripeWebhook(deps, body, req.get('stripe-signature'), siteUrlOf(req, deps.config));
      return { received: true as const };
    }),
  );
  return router;
}
