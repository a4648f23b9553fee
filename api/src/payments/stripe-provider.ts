import Stripe from 'stripe';
import type { PaymentBuyer, PaymentEvent, PaymentGift, PaymentIntentInfo, PaymentProvider } from './provider.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Another address for the Stripe API (the tests' local stand-in). */
  apiBase?: string;
}

/** Thrown when a webhook's signature does not verify: answered with a 400, nothing is done. */
export class WebhookSignatureError extends Error {}

export function createStripeClient(settings: StripeSettings): Stripe {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (settings.apiBase) {
    const url = new URL(settings.apiBase);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    options.port = url.port || (protocol === 'http' ? 80 : 443);
    options.protocol = protocol;
  }
  return new Stripe(settings.secretKey, options);
}

/** Stripe metadata values are strings; an empty string removes a key on update. */
function buyerMetadata(buyer: PaymentBuyer): Record<string, string> {
  return {
    customerName: buyer.customerName?.trim() ?? '',
    customerEmail: buyer.customerEmail?.trim() ?? '',
    customerPhone: buyer.customerPhone?.trim() ?? '',
  };
}

/** The gift's keys; all empty (removed on update) when the checkout takes its gift back. */
function giftMetadata(gift: PaymentGift | null | undefined): Record<string, string> {
  return {
    giftRecipientName: gift?.recipientName ?? '',
    giftRecipientEmail: gift?.recipientEmail ?? '',
    giftMessage: gift?.message ?? '',
    giftDeliverOn: gift?.deliverOn ?? '',
  };
}

function giftFrom(meta: Stripe.Metadata): PaymentGift | undefined {
  if (!meta.giftRecipientName || !meta.giftRecipientEmail || !meta.giftDeliverOn) return undefined;
  return {
    recipientName: meta.giftRecipientName,
    recipientEmail: meta.giftRecipientEmail,
    message: meta.giftMessage || undefined,
    deliverOn: meta.giftDeliverOn,
  };
}

function withoutEmpty(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}

function toInfo(intent: Stripe.PaymentIntent): PaymentIntentInfo {
  const meta = intent.metadata ?? {};
  const campaignId = Number(meta.campaignId);
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    campaignId: Number.isSafeInteger(campaignId) && campaignId > 0 ? campaignId : null,
    buyer: {
      customerName: meta.customerName || undefined,
      customerEmail: meta.customerEmail || undefined,
      customerPhone: meta.customerPhone || undefined,
    },
    gift: giftFrom(meta),
  };
}

/** Stripe gives a related object as its id, or expanded. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * Payments through Stripe. The intent's metadata carries the campaign and the buyer, so the
 * server can check what was paid for and the webhook can create the card on its own.
 */
export function createStripeProvider(stripe: Stripe, settings: StripeSettings): PaymentProvider {
  const provider: PaymentProvider = {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    async createIntent({ campaignId, amount, currency, buyer, gift, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount,
          currency,
          automatic_payment_methods: { enabled: true },
          metadata: {
            campaignId: String(campaignId),
            ...withoutEmpty(buyerMetadata(buyer)),
            ...withoutEmpty(giftMetadata(gift)),
          },
        },
        idempotencyKey ? { idempotencyKey } : undefined,
      );
      if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveIntent(id) {
      try {
        return toInfo(await stripe.paymentIntents.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
    },
    async attachBuyer(id, buyer, gift) {
      // Absent leaves the gift as the intent carries it; null takes it back.
      const giftKeys = gift === undefined ? {} : giftMetadata(gift);
      await stripe.paymentIntents.update(id, { metadata: { ...buyerMetadata(buyer), ...giftKeys } });
    },
    async refund({ paymentIntentId, amount, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount, reason: 'requested_by_customer' },
        { idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new Error(`Stripe refund ${refund.id} for ${paymentIntentId} is ${refund.status}`);
      return { id: refund.id, amount: refund.amount, status: refund.status ?? 'pending' };
    },
    async listRefunds(paymentIntentId) {
      const found: Array<{ id: string; amount: number }> = [];
      for await (const refund of stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
        // A refund that failed or was cancelled gave nothing back.
        if (refund.status === 'failed' || refund.status === 'canceled') continue;
        found.push({ id: refund.id, amount: refund.amount });
      }
      return found;
    },
    async listSucceededSince(since) {
      const found: PaymentIntentInfo[] = [];
      const created = { gte: Math.floor(since.getTime() / 1000) };
      for await (const intent of stripe.paymentIntents.list({ created, limit: 100 })) {
        if (intent.status === 'succeeded') found.push(toInfo(intent));
      }
      return found;
    },
  };
  const secret = settings.webhookSecret;
  if (secret) {
    provider.parseWebhook = (rawBody, signature): PaymentEvent => {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid signature');
      }
      if (event.type === 'payment_intent.succeeded') {
        return { kind: 'payment_succeeded', paymentIntentId: event.data.object.id, eventId: event.id };
      }
      if (event.type === 'charge.refunded') {
        const intentId = idOf(event.data.object.payment_intent);
        if (intentId) return { kind: 'refunded', paymentIntentId: intentId, eventId: event.id };
      }
      if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.closed') {
        const dispute = event.data.object;
        const intentId = idOf(dispute.payment_intent);
        if (intentId && event.type === 'charge.dispute.created')
          return { kind: 'dispute_opened', paymentIntentId: intentId, disputeId: dispute.id, eventId: event.id };
        if (intentId)
          return {
            kind: 'dispute_closed',
            paymentIntentId: intentId,
            disputeId: dispute.id,
            // "warning_closed" (an inquiry that never became a dispute) takes no money either.
            won: dispute.status !== 'lost',
            amount: dispute.amount,
            eventId: event.id,
          };
      }
      return { kind: 'ignored', eventType: event.type, eventId: event.id };
    };
  }
  return provider;
}
