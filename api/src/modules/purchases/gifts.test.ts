import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CardDetailResponseSchema, PurchaseCardResponseSchema, toDateOnly } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { cardGifts, cards, emailOutbox, payments } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import { createMailWorker } from '../../mail/worker.ts';
import type { MailTransport, QueuedEmail } from '../../mail/transports.ts';
import { makeCampaign } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { createStripeTestApp, paymentSucceededEvent, signWebhook } from '../../test/stripe-stand-in.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';
import { reconcilePayments } from '../reconciliation/reconcile.ts';
import { giftDeliverAt } from './gift.ts';

const BUYER = { customerName: 'Rosa Abuela', customerEmail: 'Rosa@Example.com', customerPhone: '(555) 010-2030' };
const RECIPIENT = { recipientName: 'Lucas Nieto', recipientEmail: 'Lucas@Example.com' };

const daysFromToday = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return toDateOnly(d);
};

function outbox(db: Db) {
  return db.select().from(emailOutbox).orderBy(emailOutbox.id).all();
}

/** A checkout with a gift, paid with the demo card; the demo confirm makes the card at once. */
async function buyGift(
  ctx: TestContext,
  slug: string,
  gift: Record<string, unknown>,
  options: { sellerCode?: string; language?: string } = {},
) {
  const start = await ctx.request
    .post(`/api/campaigns/${slug}/create-payment-intent`)
    .set('Accept-Language', options.language ?? 'en')
    .send({ ...BUYER, gift, ...(options.sellerCode ? { sellerCode: options.sellerCode } : {}) });
  expect(start.status).toBe(200);
  const { paymentIntentId } = start.body as { paymentIntentId: string };
  const confirm = await ctx.request
    .post(`/api/demo-payments/${paymentIntentId}/confirm`)
    .send({ cardNumber: '4242424242424242' });
  expect(confirm.status).toBe(200);
  return paymentIntentId;
}

function recordingTransport(): MailTransport & { sent: QueuedEmail[] } {
  const sent: QueuedEmail[] = [];
  return {
    name: 'file',
    sent,
    async send(email) {
      sent.push(email);
    },
  };
}

describe('gifts', () => {
  it('a gift delivered today: the card is the recipient’s, the buyer gets a receipt without the code, the card page says who gave it', async () => {
    const ctx = createTestApp({ env: { PUBLIC_URL: 'https://cards.example.org' } });
    const { campaign } = makeCampaign(ctx.db);
    const paymentIntentId = await buyGift(ctx, campaign.slug, {
      ...RECIPIENT,
      message: 'Feliz cumpleaños, mi amor',
      deliverOn: daysFromToday(0),
    });

    const card = ctx.db.select().from(cards).get()!;
    expect(card).toMatchObject({
      customerName: 'Lucas Nieto',
      customerEmail: 'lucas@example.com',
      customerPhone: null,
      stripePaymentIntentId: paymentIntentId,
    });
    expect(ctx.db.select().from(cardGifts).get()).toMatchObject({
      cardId: card.id,
      buyerName: 'Rosa Abuela',
      buyerEmail: 'rosa@example.com',
      message: 'Feliz cumpleaños, mi amor',
    });
    // The payment stays the buyer's.
    expect(ctx.db.select().from(payments).get()).toMatchObject({ customerEmail: 'rosa@example.com', cardId: card.id });

    const mail = outbox(ctx.db);
    expect(mail.map((m) => [m.kind, m.toAddress])).toEqual([
      ['gift-receipt', 'rosa@example.com'],
      ['card-confirmation', 'lucas@example.com'],
    ]);
    const [receipt, cardMail] = mail as [(typeof mail)[number], (typeof mail)[number]];
    expect(receipt.html + receipt.text).not.toContain(card.accessCode);
    expect(receipt.text).toContain('Lucas Nieto gets the card by e-mail at lucas@example.com today.');
    expect(receipt.text).toContain('Feliz cumpleaños, mi amor');
    expect(cardMail.subject).toBe(`Rosa sent you a deal card supporting ${campaign.nonprofitName}`);
    expect(cardMail.text).toContain('A gift from Rosa');
    expect(cardMail.html).toContain('Feliz cumpleaños, mi amor');
    expect(cardMail.text).toContain(`https://cards.example.org/card/${card.accessCode}`);
    expect(new Date(cardMail.nextAttemptAt).getTime()).toBeLessThanOrEqual(Date.now());

    const bought = await ctx.request
      .post('/api/purchase-card')
      .send({ campaignId: campaign.id, stripePaymentIntentId: paymentIntentId, ...BUYER });
    expect(bought.status).toBe(200);
    const { card: purchased } = PurchaseCardResponseSchema.parse(bought.body);
    expect(purchased.accessCode).toBeNull();
    expect(JSON.stringify(bought.body)).not.toContain(card.accessCode);
    expect(purchased).toMatchObject({
      customerEmail: 'rosa@example.com',
      gift: { recipientName: 'Lucas Nieto', deliverOn: daysFromToday(0), delivered: true },
    });

    const view = await ctx.request.get(`/api/cards/${card.accessCode}`);
    expect(view.status).toBe(200);
    const detail = CardDetailResponseSchema.parse(view.body);
    expect(detail.card.customerFirstName).toBe('Lucas');
    expect(detail.card.gift).toEqual({ fromName: 'Rosa', message: 'Feliz cumpleaños, mi amor' });
  });

  it('a card that is not a gift says so with gift: null, and its buyer sees the code as before', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db);
    const start = await ctx.request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`).send(BUYER);
    await ctx.request
      .post(`/api/demo-payments/${start.body.paymentIntentId}/confirm`)
      .send({ cardNumber: '4242424242424242' })
      .expect(200);
    const card = ctx.db.select().from(cards).get()!;
    expect(card.customerEmail).toBe('rosa@example.com');
    expect((await ctx.request.get(`/api/cards/${card.accessCode}`)).body.card.gift).toBeNull();
    expect(outbox(ctx.db).map((m) => m.kind)).toEqual(['card-confirmation']);
  });

  it('a gift for a later date waits in the outbox, across a restart, until its morning comes (the clock moves)', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db);
    const deliverOn = daysFromToday(10);
    await buyGift(ctx, campaign.slug, { ...RECIPIENT, deliverOn }, { language: 'es' });
    const cardMail = outbox(ctx.db).find((m) => m.kind === 'card-confirmation')!;
    const deliverAt = giftDeliverAt(deliverOn);
    expect(cardMail.nextAttemptAt).toBe(deliverAt.toISOString());
    expect(deliverAt.getHours()).toBe(8);
    // In the buyer's language.
    expect(cardMail.subject).toContain('te regaló una tarjeta de ofertas');

    const transport = recordingTransport();
    const logger = createLogger('silent');
    const firstRun = createMailWorker({ db: ctx.db, transport, logger, now: () => new Date() });
    expect(await firstRun.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(transport.sent.map((m) => m.kind)).toEqual(['gift-receipt']);

    // The process is gone; a new one, nine days on, still holds the card e-mail.
    const nineDaysOn = new Date(Date.now() + 9 * 86_400_000);
    const secondRun = createMailWorker({ db: ctx.db, transport, logger, now: () => nineDaysOn });
    expect(await secondRun.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    // The card is not listed to its recipient before its day.
    await ctx.request.post('/api/find-my-card').send({ email: 'lucas@example.com' }).expect(202);
    expect(outbox(ctx.db).filter((m) => m.kind === 'find-my-card')).toHaveLength(0);

    const deliveryMorning = new Date(deliverAt.getTime() + 60_000);
    const thirdRun = createMailWorker({ db: ctx.db, transport, logger, now: () => deliveryMorning });
    expect(await thirdRun.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(transport.sent.map((m) => [m.kind, m.to])).toEqual([
      ['gift-receipt', 'rosa@example.com'],
      ['card-confirmation', 'lucas@example.com'],
    ]);
    expect(await thirdRun.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('Find My Card finds a delivered gift by the recipient’s address, never by the buyer’s', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db);
    await buyGift(ctx, campaign.slug, { ...RECIPIENT });
    const card = ctx.db.select().from(cards).get()!;

    await ctx.request.post('/api/find-my-card').send({ email: 'rosa@example.com' }).expect(202);
    await ctx.request.post('/api/find-my-card').send({ phone: BUYER.customerPhone }).expect(202);
    expect(outbox(ctx.db).filter((m) => m.kind === 'find-my-card')).toHaveLength(0);

    await ctx.request.post('/api/find-my-card').send({ email: 'Lucas@example.com' }).expect(202);
    const link = outbox(ctx.db).find((m) => m.kind === 'find-my-card')!;
    expect(link.toAddress).toBe('lucas@example.com');
    const token = /find-my-card\?token=([A-Za-z0-9_-]+)/.exec(link.text)![1]!;
    const listed = await ctx.request.get(`/api/find-my-card/${token}`);
    expect(listed.body.activeCards.map((c: { accessCode: string }) => c.accessCode)).toEqual([card.accessCode]);
  });

  it('a gift bought through a seller’s share link is credited to the seller', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db);
    const seller = await ctx.request
      .post(`/api/campaigns/${campaign.slug}/sellers`)
      .send({ name: 'Sam Seller', email: 'sam@example.com', showOnLeaderboard: true });
    expect(seller.status).toBe(201);
    await buyGift(ctx, campaign.slug, { ...RECIPIENT }, { sellerCode: seller.body.seller.code });
    const card = ctx.db.select().from(cards).get()!;
    expect(card.sellerId).not.toBeNull();
    const board = await ctx.request.get(`/api/campaigns/${campaign.slug}/leaderboard`);
    expect(board.body.sellers).toEqual([expect.objectContaining({ displayName: 'Sam S.', cardsSold: 1 })]);
  });

  it('refuses a message over 300 characters, a past date and one more than 90 days ahead, and opens no payment', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db);
    const post = (gift: Record<string, unknown>) =>
      ctx.request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`).send({ ...BUYER, gift });
    const long = await post({ ...RECIPIENT, message: 'x'.repeat(301) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body.issues)).toContain('300');
    expect((await post({ ...RECIPIENT, deliverOn: daysFromToday(-3) })).status).toBe(400);
    expect((await post({ ...RECIPIENT, deliverOn: daysFromToday(93) })).status).toBe(400);
    expect((await post({ ...RECIPIENT, deliverOn: '2026-02-30' })).status).toBe(400);
    expect((await post({ recipientName: 'Lucas', recipientEmail: 'not-an-address' })).status).toBe(400);
    const spanish = await ctx.request
      .post(`/api/campaigns/${campaign.slug}/create-payment-intent`)
      .set('Accept-Language', 'es')
      .send({ ...BUYER, gift: { ...RECIPIENT, message: 'x'.repeat(301) } });
    expect(JSON.stringify(spanish.body)).toContain('300 caracteres');
    expect(ctx.db.select().from(payments).all()).toHaveLength(0);
    expect((await post({ ...RECIPIENT, message: 'x'.repeat(300), deliverOn: daysFromToday(90) })).status).toBe(200);
  });

  it('a superadmin finds a gift by its buyer’s address as well as its recipient’s', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db);
    await buyGift(ctx, campaign.slug, { ...RECIPIENT });
    const card = ctx.db.select().from(cards).get()!;
    const { agent } = await signInAs(ctx, 'superadmin');
    for (const q of ['rosa@example.com', 'lucas@example.com']) {
      const res = await agent.get('/api/admin/cards').query({ q });
      expect(res.status, q).toBe(200);
      expect(
        res.body.cards.map((c: { id: number }) => c.id),
        q,
      ).toEqual([card.id]);
    }
  });

  it('the checkout can add its gift with the buyer’s details, and take it back', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db);
    const start = await ctx.request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`).send();
    const { paymentIntentId, clientSecret } = start.body as { paymentIntentId: string; clientSecret: string };
    await ctx.request
      .post(`/api/payments/${paymentIntentId}/buyer`)
      .send({ ...BUYER, clientSecret, gift: { ...RECIPIENT } })
      .expect(200);
    await ctx.request
      .post(`/api/payments/${paymentIntentId}/buyer`)
      .send({ ...BUYER, clientSecret, gift: null })
      .expect(200);
    await ctx.request.post(`/api/demo-payments/${paymentIntentId}/confirm`).send({ cardNumber: '4242424242424242' }).expect(200);
    expect(ctx.db.select().from(cards).get()!.customerEmail).toBe('rosa@example.com');
    expect(ctx.db.select().from(cardGifts).all()).toHaveLength(0);
  });
});

describe('gifts with Stripe', () => {
  async function stripeGiftCheckout(app: Awaited<ReturnType<typeof createStripeTestApp>>, slug: string) {
    const res = await app.request.post(`/api/campaigns/${slug}/create-payment-intent`).send();
    const { paymentIntentId, clientSecret } = res.body as { paymentIntentId: string; clientSecret: string };
    await app.request
      .post(`/api/payments/${paymentIntentId}/buyer`)
      .send({ ...BUYER, clientSecret, gift: { ...RECIPIENT, message: 'Para ti', deliverOn: daysFromToday(3) } })
      .expect(200);
    return paymentIntentId;
  }

  it('the gift travels in the payment’s metadata, and the webhook delivers a gift whose buyer closed the tab', async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db);
    const paymentIntentId = await stripeGiftCheckout(app, campaign.slug);
    expect(app.standIn.intents.get(paymentIntentId)!.metadata).toMatchObject({
      giftRecipientName: 'Lucas Nieto',
      giftRecipientEmail: 'lucas@example.com',
      giftMessage: 'Para ti',
      giftDeliverOn: daysFromToday(3),
    });
    // Our own record of the gift is gone (as if another server made the card): Stripe's copy is enough.
    app.db.$client.prepare('DELETE FROM payment_gifts').run();

    const intent = app.standIn.succeed(paymentIntentId);
    const { payload, signature } = signWebhook(paymentSucceededEvent(intent));
    const res = await app.request
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload);
    expect(res.status).toBe(200);
    const card = app.db.select().from(cards).get()!;
    expect(card.customerEmail).toBe('lucas@example.com');
    const cardMail = outbox(app.db).find((m) => m.kind === 'card-confirmation')!;
    expect(cardMail.toAddress).toBe('lucas@example.com');
    expect(cardMail.nextAttemptAt).toBe(giftDeliverAt(daysFromToday(3)).toISOString());
  });

  it('the reconciliation sweep delivers a paid gift that no webhook reached', async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db);
    const paymentIntentId = await stripeGiftCheckout(app, campaign.slug);
    app.standIn.succeed(paymentIntentId);
    const result = await reconcilePayments({
      db: app.db,
      payments: app.provider,
      logger: createLogger('silent'),
      siteUrl: 'https://cards.example.org',
    });
    expect(result.recovered).toBe(1);
    const card = app.db.select().from(cards).where(eq(cards.stripePaymentIntentId, paymentIntentId)).get()!;
    expect(card.customerName).toBe('Lucas Nieto');
    expect(app.db.select().from(cardGifts).get()).toMatchObject({ buyerEmail: 'rosa@example.com', message: 'Para ti' });
    expect(
      outbox(app.db)
        .map((m) => m.kind)
        .sort(),
    ).toEqual(['card-confirmation', 'gift-receipt']);
  });
});
