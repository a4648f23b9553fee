import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PurchaseCardResponseSchema } from '@dealcard/shared';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { cardOffers, cards, emailOutbox, payments } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { createPaymentProvider } from '../services.ts';
import { makeCampaign } from '../test/factories.ts';
import { createTestApp } from '../test/harness.ts';
import { createStripeTestApp, paymentSucceededEvent, signWebhook, startStripeStandIn } from '../test/stripe-stand-in.ts';

const BUYER = { customerName: 'Robin Stripe', customerEmail: 'robin@example.com', customerPhone: '555-222-3333' };

function counts(db: Db) {
  return {
    cards: db.select().from(cards).all().length,
    cardOffers: db.select().from(cardOffers).all().length,
    emails: db.select().from(emailOutbox).all().length,
  };
}

type App = Awaited<ReturnType<typeof createStripeTestApp>>;

async function checkout(app: App, slug: string, withBuyer = true) {
  const res = await app.request.post(`/api/campaigns/${slug}/create-payment-intent`).send();
  expect(res.status).toBe(200);
  const { paymentIntentId, clientSecret } = res.body as { paymentIntentId: string; clientSecret: string };
  if (withBuyer) {
    await app.request
      .post(`/api/payments/${paymentIntentId}/buyer`)
      .send({ ...BUYER, clientSecret })
      .expect(200);
  }
  return { paymentIntentId, clientSecret };
}

const postWebhook = (app: App, payload: string, signature?: string) => {
  const req = app.request.post('/api/stripe/webhook').set('Content-Type', 'application/json');
  if (signature) req.set('Stripe-Signature', signature);
  return req.send(payload);
};

describe('Stripe provider through the real stripe package', () => {
  it('is chosen when STRIPE_SECRET_KEY is set, and reaches the API at STRIPE_API_BASE', async () => {
    const standIn = await startStripeStandIn();
    try {
      const { db } = createTestApp();
      const config = loadConfig({
        NODE_ENV: 'test',
        SESSION_SECRET: 's'.repeat(40),
        STRIPE_SECRET_KEY: 'sk_test_pick',
        STRIPE_API_BASE: standIn.url,
      });
      const provider = createPaymentProvider(config, db, createLogger('silent'));
      expect(provider.name).toBe('stripe');
      const intent = await provider.createIntent({ campaignId: 7, amount: 2000, currency: 'usd', buyer: {} });
      expect(standIn.intents.get(intent.id)?.amount).toBe(2000);
      expect(standIn.requests[0]?.authorization).toBe('Bearer sk_test_pick');
      expect(await provider.retrieveIntent('pi_unknown')).toBeNull();
    } finally {
      await standIn.close();
    }
  });

  it('create-payment-intent asks Stripe for the campaign price in usd with the campaign in the metadata', async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db, { cardPrice: 3500 });
    const res = await app.request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`).send({ amount: 50 });
    expect(res.status).toBe(200);
    const intent = app.standIn.intents.get(res.body.paymentIntentId)!;
    expect(intent).toMatchObject({ amount: 3500, currency: 'usd', metadata: { campaignId: String(campaign.id) } });
    expect(intent.automatic_payment_methods).toEqual({ enabled: true });
    expect(res.body.clientSecret).toBe(intent.client_secret);
    expect(app.db.select().from(payments).get()).toMatchObject({
      provider: 'stripe',
      amount: 3500,
      clientSecret: intent.client_secret,
    });
  });

  it('attaching the buyer writes name, e-mail and phone into the payment metadata', async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db);
    const { paymentIntentId } = await checkout(app, campaign.slug);
    expect(app.standIn.intents.get(paymentIntentId)!.metadata).toEqual({
      campaignId: String(campaign.id),
      customerName: 'Robin Stripe',
      customerEmail: 'robin@example.com',
      customerPhone: '555-222-3333',
    });
  });

  it('purchase-card waits for Stripe to say succeeded, then creates the card once', async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db);
    const { paymentIntentId } = await checkout(app, campaign.slug);
    const body = { campaignId: campaign.id, stripePaymentIntentId: paymentIntentId, ...BUYER };

    const early = await app.request.post('/api/purchase-card').send(body);
    expect(early.status).toBe(402);
    expect(counts(app.db)).toEqual({ cards: 0, cardOffers: 0, emails: 0 });

    app.standIn.succeed(paymentIntentId);
    const res = await app.request.post('/api/purchase-card').send(body);
    expect(res.status).toBe(200);
    const { card } = PurchaseCardResponseSchema.parse(res.body);
    expect(card.offers).toHaveLength(4);
    const again = await app.request.post('/api/purchase-card').send(body);
    expect(again.body.card.accessCode).toBe(card.accessCode);
    expect(counts(app.db)).toEqual({ cards: 1, cardOffers: 4, emails: 1 });
    expect(app.db.select().from(payments).get()).toMatchObject({
      status: 'succeeded',
      cardId: app.db.select().from(cards).get()!.id,
    });
  });

  it('refuses a succeeded intent for another campaign, another amount or another currency, creating nothing', async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db, { cardPrice: 2000 });
    const other = makeCampaign(app.db).campaign;
    const post = (id: string, campaignId = campaign.id) =>
      app.request.post('/api/purchase-card').send({ campaignId, stripePaymentIntentId: id, ...BUYER });

    const wrongCampaign = await checkout(app, other.slug);
    app.standIn.succeed(wrongCampaign.paymentIntentId);
    expect((await post(wrongCampaign.paymentIntentId)).status).toBe(400);

    const wrongAmount = await checkout(app, campaign.slug);
    app.standIn.patch(wrongAmount.paymentIntentId, { status: 'succeeded', amount: 1999 });
    expect((await post(wrongAmount.paymentIntentId)).body.error).toBe('The payment amount does not match the card price');

    const wrongCurrency = await checkout(app, campaign.slug);
    app.standIn.patch(wrongCurrency.paymentIntentId, { status: 'succeeded', currency: 'cad' });
    expect((await post(wrongCurrency.paymentIntentId)).status).toBe(400);

    const noCampaign = app.standIn.insert({ amount: 2000, currency: 'usd', status: 'succeeded', metadata: {} });
    expect((await post(noCampaign.id)).status).toBe(400);

    expect((await post('pi_not_at_stripe')).status).toBe(404);
    expect(counts(app.db)).toEqual({ cards: 0, cardOffers: 0, emails: 0 });
  });

  it('GET /api/config names Stripe and its publishable key; the demo confirm call is a 404', async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db);
    expect((await app.request.get('/api/config')).body).toEqual({
      paymentProvider: 'stripe',
      stripePublishableKey: 'pk_test_standin',
      outboxViewer: true,
      wallets: { apple: false, google: false },
    });
    const { paymentIntentId } = await checkout(app, campaign.slug);
    const demo = await app.request.post(`/api/demo-payments/${paymentIntentId}/confirm`).send({ cardNumber: '4242424242424242' });
    expect(demo.status).toBe(404);
    expect(app.standIn.intents.get(paymentIntentId)!.status).toBe('requires_payment_method');
  });
});

describe('POST /api/stripe/webhook', () => {
  it('payment_intent.succeeded creates the card from the metadata and queues the e-mail when the buyer never came back', async () => {
    const app = await createStripeTestApp({ PUBLIC_URL: 'https://cards.example.org' });
    const { campaign } = makeCampaign(app.db);
    const { paymentIntentId } = await checkout(app, campaign.slug);
    const intent = app.standIn.succeed(paymentIntentId);
    const { payload, signature } = signWebhook(paymentSucceededEvent(intent));

    const res = await postWebhook(app, payload, signature);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    const card = app.db.select().from(cards).get()!;
    expect(card).toMatchObject({
      customerName: 'Robin Stripe',
      customerEmail: 'robin@example.com',
      customerPhone: '555-222-3333',
      stripePaymentIntentId: paymentIntentId,
    });
    const email = app.db.select().from(emailOutbox).get()!;
    expect(email.toAddress).toBe('robin@example.com');
    expect(email.text).toContain(`https://cards.example.org/card/${card.accessCode}`);

    // Stripe delivers at least once: the same event again changes nothing.
    expect((await postWebhook(app, payload, signature)).status).toBe(200);
    expect(counts(app.db)).toEqual({ cards: 1, cardOffers: 4, emails: 1 });
    // And the success page, arriving late, gets that same card.
    const late = await app.request
      .post('/api/purchase-card')
      .send({ campaignId: campaign.id, stripePaymentIntentId: paymentIntentId, ...BUYER });
    expect(late.body.card.accessCode).toBe(card.accessCode);
  });

  it('a bad or missing signature is a 400 and creates nothing', async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db);
    const { paymentIntentId } = await checkout(app, campaign.slug);
    const intent = app.standIn.succeed(paymentIntentId);
    const forged = signWebhook(paymentSucceededEvent(intent), 'whsec_someone_else');
    const bad = await postWebhook(app, forged.payload, forged.signature);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Invalid webhook signature');
    expect((await postWebhook(app, forged.payload)).status).toBe(400);

    // A genuine signature over different bytes does not verify either.
    const genuine = signWebhook(paymentSucceededEvent(intent));
    expect(
      (await postWebhook(app, genuine.payload.replace('"livemode":false', '"livemode":true'), genuine.signature)).status,
    ).toBe(400);
    expect(counts(app.db)).toEqual({ cards: 0, cardOffers: 0, emails: 0 });
  });

  it('checks the payment with Stripe rather than trusting the event, and acknowledges what it cannot use', async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db);
    // Signed, but Stripe's own record says the payment has not succeeded.
    const unpaid = await checkout(app, campaign.slug);
    const event = paymentSucceededEvent(app.standIn.intents.get(unpaid.paymentIntentId)!);
    const first = signWebhook(event);
    expect((await postWebhook(app, first.payload, first.signature)).status).toBe(200);
    // Paid, but nobody gave a name or e-mail: the success page will create the card.
    const anonymous = await checkout(app, campaign.slug, false);
    const second = signWebhook(paymentSucceededEvent(app.standIn.succeed(anonymous.paymentIntentId)));
    expect((await postWebhook(app, second.payload, second.signature)).status).toBe(200);
    // Other event types are acknowledged and ignored.
    const other = signWebhook({ id: 'evt_other', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1' } } });
    expect((await postWebhook(app, other.payload, other.signature)).status).toBe(200);
    expect(counts(app.db)).toEqual({ cards: 0, cardOffers: 0, emails: 0 });
  });

  it('answers 500 when Stripe cannot be reached, so Stripe delivers the event again', async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db);
    const { paymentIntentId } = await checkout(app, campaign.slug);
    const { payload, signature } = signWebhook(paymentSucceededEvent(app.standIn.succeed(paymentIntentId)));
    app.standIn.failNext(3); // the first try and the client's two retries
    expect((await postWebhook(app, payload, signature)).status).toBe(500);
    expect(counts(app.db).cards).toBe(0);
    expect((await postWebhook(app, payload, signature)).status).toBe(200);
    expect(counts(app.db).cards).toBe(1);
  });

  it('refuses an oversized body with a 413 and no card', async () => {
    const app = await createStripeTestApp();
    const res = await postWebhook(app, JSON.stringify({ padding: 'x'.repeat(1_100_000) }), 't=1,v1=00');
    expect(res.status).toBe(413);
    expect(counts(app.db).cards).toBe(0);
  });

  it('is a 404 when payments are the demo provider', async () => {
    const { request } = createTestApp();
    const res = await request.post('/api/stripe/webhook').set('Content-Type', 'application/json').send('{}');
    expect(res.status).toBe(404);
  });

  it('makes the card without a phone when the metadata phone is unusable', async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db);
    const intent = app.standIn.insert({
      amount: 2000,
      currency: 'usd',
      status: 'succeeded',
      metadata: { campaignId: String(campaign.id), customerName: 'Kim', customerEmail: 'kim@example.com', customerPhone: '12' },
    });
    const { payload, signature } = signWebhook(paymentSucceededEvent(intent));
    expect((await postWebhook(app, payload, signature)).status).toBe(200);
    expect(app.db.select().from(cards).get()).toMatchObject({ customerEmail: 'kim@example.com', customerPhone: null });
  });

  it('records the payment row for an intent created outside the checkout', async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db);
    const foreign = app.standIn.insert({
      amount: 2000,
      currency: 'usd',
      status: 'succeeded',
      metadata: { campaignId: String(campaign.id), customerName: 'Sam', customerEmail: 'sam@example.com' },
    });
    const { payload, signature } = signWebhook(paymentSucceededEvent(foreign));
    expect((await postWebhook(app, payload, signature)).status).toBe(200);
    const card = app.db.select().from(cards).get()!;
    expect(app.db.select().from(payments).where(eq(payments.paymentIntentId, foreign.id)).get()).toMatchObject({
      provider: 'stripe',
      cardId: card.id,
      amount: 2000,
      status: 'succeeded',
    });
  });
});
