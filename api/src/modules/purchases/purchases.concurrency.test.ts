import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { cardOffers, cards, emailOutbox, payments } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import type { PaymentIntentInfo, PaymentProvider } from '../../payments/provider.ts';
import { makeCampaign } from '../../test/factories.ts';
import { createStripeTestApp, paymentSucceededEvent, signWebhook } from '../../test/stripe-stand-in.ts';
import { completePurchase } from './purchases.service.ts';

const BUYER = { customerName: 'Casey Racer', customerEmail: 'casey@example.com', customerPhone: '555-777-8888' };

function counts(db: Db) {
  return {
    cards: db.select().from(cards).all().length,
    cardOffers: db.select().from(cardOffers).all().length,
    emails: db.select().from(emailOutbox).all().length,
  };
}

async function paidStripeCheckout() {
  const app = await createStripeTestApp();
  const { campaign } = makeCampaign(app.db);
  const opened = await app.request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`).send();
  const { paymentIntentId, clientSecret } = opened.body as { paymentIntentId: string; clientSecret: string };
  await app.request
    .post(`/api/payments/${paymentIntentId}/buyer`)
    .send({ ...BUYER, clientSecret })
    .expect(200);
  const intent = app.standIn.succeed(paymentIntentId);
  return { app, campaign, paymentIntentId, intent };
}

/**
 * A provider whose answers are held back until `waiting` callers have all asked, so every caller
 * has passed the "is there a card already?" check before any of them reaches the transaction.
 */
function gatedProvider(inner: PaymentProvider, waiting: number): PaymentProvider {
  const held: Array<() => void> = [];
  return {
    ...inner,
    async retrieveIntent(id): Promise<PaymentIntentInfo | null> {
      const answer = await inner.retrieveIntent(id);
      await new Promise<void>((release) => {
        held.push(release);
        if (held.length === waiting) for (const r of held.splice(0)) r();
      });
      return answer;
    },
  };
}

describe('the success page and the webhook racing for one payment', () => {
  it('over HTTP: purchase-card calls and webhook deliveries fired together make one card and one e-mail', async () => {
    const { app, campaign, paymentIntentId, intent } = await paidStripeCheckout();
    const { payload, signature } = signWebhook(paymentSucceededEvent(intent));
    const purchase = () =>
      app.request.post('/api/purchase-card').send({ campaignId: campaign.id, stripePaymentIntentId: paymentIntentId, ...BUYER });
    const webhook = () =>
      app.request
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signature)
        .send(payload);

    const results = await Promise.all([purchase(), webhook(), purchase(), webhook(), purchase()]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const codes = new Set([results[0], results[2], results[4]].map((r) => r!.body.card.accessCode));
    expect(codes.size).toBe(1);
    expect(counts(app.db)).toEqual({ cards: 1, cardOffers: 4, emails: 1 });
    const card = app.db.select().from(cards).get()!;
    expect(codes.has(card.accessCode)).toBe(true);
    expect(app.db.select().from(payments).get()!.cardId).toBe(card.id);
  });

  it('through the service: both callers past the first check before either writes still make one card', async () => {
    const { app, campaign, paymentIntentId } = await paidStripeCheckout();
    const deps = { db: app.db, payments: gatedProvider(app.provider, 2), logger: createLogger('silent') };
    const [page, webhook] = await Promise.all([
      completePurchase(deps, { paymentIntentId, campaignId: campaign.id, buyer: BUYER, siteUrl: 'http://localhost' }),
      completePurchase(deps, { paymentIntentId, siteUrl: 'http://localhost' }),
    ]);
    expect(page.card.id).toBe(webhook.card.id);
    expect([page.created, webhook.created].sort()).toEqual([false, true]);
    expect(counts(app.db)).toEqual({ cards: 1, cardOffers: 4, emails: 1 });
  });

  it('through the service: ten callers released at once make one card and one e-mail', async () => {
    const { app, campaign, paymentIntentId } = await paidStripeCheckout();
    const deps = { db: app.db, payments: gatedProvider(app.provider, 10), logger: createLogger('silent') };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        completePurchase(deps, {
          paymentIntentId,
          ...(i % 2 ? { campaignId: campaign.id, buyer: BUYER } : {}),
          siteUrl: 'http://localhost',
        }),
      ),
    );
    expect(new Set(results.map((r) => r.card.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(counts(app.db)).toEqual({ cards: 1, cardOffers: 4, emails: 1 });
  });
});
