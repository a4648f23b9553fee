import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import { API_MESSAGES } from '../../messages.ts';
import type { PaymentEvent } from '../../payments/provider.ts';
import { WebhookSignatureError } from '../../payments/stripe-provider.ts';
import { applyPaymentEvent } from '../refunds/refunds.service.ts';
import { completePurchase } from './purchases.service.ts';

/**
 * A Stripe webhook, from its raw bytes to what it changes. The signature covers the exact bytes.
 * A payment_intent.succeeded makes the card (and its e-mail) from the payment's metadata when the
 * buyer never reached the success page; if the card exists, nothing more happens.
 * charge.refunded, charge.dispute.created and charge.dispute.closed refund, hold or release its card.
 */
export async function handleStripeWebhook(
  deps: AppDeps,
  body: Buffer,
  signature: string | undefined,
  siteUrl: string,
): Promise<void> {
  const { payments, logger } = deps;
  if (payments.name !== 'stripe' || !payments.parseWebhook) throw new AppError(404, API_MESSAGES.webhooksOff, 'not_found');
  let event: PaymentEvent;
  try {
    event = payments.parseWebhook(body, signature);
  } catch (err) {
    if (err instanceof WebhookSignatureError) {
      logger.warn({ reason: err.message }, 'Stripe webhook with a bad signature refused');
      throw new AppError(400, API_MESSAGES.badWebhookSignature, 'bad_signature');
    }
    throw err;
  }
  if (event.kind === 'payment_succeeded') {
    try {
      const { card, created } = await completePurchase(deps, { paymentIntentId: event.paymentIntentId, siteUrl });
      logger.info({ eventId: event.eventId, cardId: card.id, created }, 'Stripe payment_intent.succeeded handled');
    } catch (err) {
      // A 4xx will not change on a retry (e.g. a payment for another product): acknowledge it.
      // Anything else (Stripe or the database unreachable) answers 500 so Stripe tries again.
      if (!(err instanceof AppError && err.status < 500)) throw err;
      logger.warn(
        { eventId: event.eventId, paymentIntentId: event.paymentIntentId, err: err.message },
        'Stripe payment made no card',
      );
    }
  }
  if (event.kind === 'refunded' || event.kind === 'dispute_opened' || event.kind === 'dispute_closed') {
    // Recorded once by the refund's or dispute's own id, however often Stripe sends it. A
    // failure (Stripe unreachable while listing refunds) answers 500: Stripe sends it again.
    const known = await applyPaymentEvent(deps, event);
    logger.info(
      { eventId: event.eventId, kind: event.kind, paymentIntentId: event.paymentIntentId, known },
      'Stripe money event handled',
    );
  }
}
