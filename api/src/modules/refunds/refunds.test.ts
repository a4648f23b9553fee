import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AdminCardsResponseSchema, MONEY_MESSAGES } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { auditLog, cards, emailOutbox, ledgerEntries } from '../../db/schema/index.ts';
import { makeCampaign, makeCard } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { chargeRefundedEvent, createStripeTestApp, disputeEvent, signWebhook } from '../../test/stripe-stand-in.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';

const BUYER = { customerName: 'Robin Refund', customerEmail: 'robin@example.com', customerPhone: '555-222-3333' };

type StripeApp = Awaited<ReturnType<typeof createStripeTestApp>>;

/** A card bought through the demo provider, as a buyer's browser does it. */
async function buyDemoCard(ctx: TestContext, slug: string) {
  const intent = await ctx.request.post(`/api/campaigns/${slug}/create-payment-intent`).send({});
  const { paymentIntentId, clientSecret } = intent.body as { paymentIntentId: string; clientSecret: string };
  await ctx.request
    .post(`/api/payments/${paymentIntentId}/buyer`)
    .send({ ...BUYER, clientSecret })
    .expect(200);
  await ctx.request.post(`/api/demo-payments/${paymentIntentId}/confirm`).send({ cardNumber: '4242424242424242' }).expect(200);
  const card = ctx.db.select().from(cards).where(eq(cards.stripePaymentIntentId, paymentIntentId)).get()!;
  return { paymentIntentId, card };
}

/** A card bought through Stripe (the stand-in), its payment succeeded and its card made. */
async function buyStripeCard(app: StripeApp, slug: string, campaignId: number) {
  const res = await app.request.post(`/api/campaigns/${slug}/create-payment-intent`).send({});
  const { paymentIntentId, clientSecret } = res.body as { paymentIntentId: string; clientSecret: string };
  await app.request
    .post(`/api/payments/${paymentIntentId}/buyer`)
    .send({ ...BUYER, clientSecret })
    .expect(200);
  app.standIn.succeed(paymentIntentId);
  await app.request
    .post('/api/purchase-card')
    .send({ campaignId, stripePaymentIntentId: paymentIntentId, ...BUYER })
    .expect(200);
  const card = app.db.select().from(cards).where(eq(cards.stripePaymentIntentId, paymentIntentId)).get()!;
  return { paymentIntentId, card };
}

const ledgerOf = (db: Db, cardId: number) =>
  db
    .select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents, nonprofitCents: ledgerEntries.nonprofitCents })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.cardId, cardId))
    .orderBy(ledgerEntries.id)
    .all();

const postWebhook = (app: StripeApp, event: Record<string, unknown>) => {
  const { payload, signature } = signWebhook(event);
  return app.request
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload);
};

describe('GET /api/admin/cards?q=', () => {
  it('finds a card by access code (however typed), buyer e-mail or payment reference', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db);
    const { card, paymentIntentId } = await buyDemoCard(ctx, campaign.slug);
    makeCard(ctx.db, campaign.id); // someone else's card, never in the answers
    const { agent } = await signInAs(ctx, 'superadmin');
    const spaced = `${card.accessCode.slice(0, 4).toLowerCase()} ${card.accessCode.slice(4)}`;
    for (const q of [card.accessCode, spaced, 'ROBIN@example.com', paymentIntentId]) {
      const res = await agent.get('/api/admin/cards').query({ q });
      expect(res.status, q).toBe(200);
      const body = AdminCardsResponseSchema.parse(res.body);
      expect(body.cards.map((c) => c.id)).toEqual([card.id]);
      expect(body.cards[0]).toMatchObject({
        accessCode: card.accessCode,
        customerEmail: 'robin@example.com',
        campaignId: campaign.id,
        amountCents: campaign.cardPrice,
        status: 'active',
        paymentProvider: 'demo',
      });
    }
    expect((await agent.get('/api/admin/cards').query({ q: 'nobody@example.com' })).body.cards).toEqual([]);
    expect((await agent.get('/api/admin/cards')).status).toBe(400);
  });

  it('is for superadmins only: 401 signed out, 403 for an owner or a customer', async () => {
    const ctx = createTestApp();
    const { campaign, restaurantId } = makeCampaign(ctx.db);
    const { card } = makeCard(ctx.db, campaign.id);
    expect((await ctx.request.get('/api/admin/cards').query({ q: 'x' })).status).toBe(401);
    const owner = await signInAs(ctx, 'restaurant_owner', restaurantId);
    const customer = await signInAs(ctx, 'customer');
    for (const { agent } of [owner, customer]) {
      expect((await agent.get('/api/admin/cards').query({ q: card.accessCode })).status).toBe(403);
      expect((await agent.post(`/api/admin/cards/${card.id}/refund`).send({ reason: 'x' })).status).toBe(403);
      expect((await agent.get('/api/admin/payouts')).status).toBe(403);
      expect((await agent.post('/api/admin/payouts').send({})).status).toBe(403);
    }
    expect(ctx.db.select().from(cards).where(eq(cards.id, card.id)).get()!.status).toBe('active');
  });
});

describe('POST /api/admin/cards/:id/refund (demo provider)', () => {
  it('refunds in full: the card, its ledger row, the audit row and the e-mail change together, and everything reads it', async () => {
    const ctx = createTestApp();
    const { campaign, restaurantId } = makeCampaign(ctx.db, { cardPrice: 2001 });
    const { card } = await buyDemoCard(ctx, campaign.slug);
    const kept = makeCard(ctx.db, campaign.id, { amountPaid: 2001 }).card;
    // A code made before the refund, not yet shown at the counter.
    const offerId = ctx.db.$client.prepare('SELECT id FROM card_offers WHERE card_id = ? LIMIT 1').pluck().get(card.id);
    await ctx.request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId }).expect(201);
    const { agent, user } = await signInAs(ctx, 'superadmin');

    const res = await agent.post(`/api/admin/cards/${card.id}/refund`).send({ reason: 'Parent asked, bought two' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ card: { id: card.id, status: 'refunded', refundedAt: expect.any(String) } });

    expect(ctx.db.select().from(cards).where(eq(cards.id, card.id)).get()).toMatchObject({
      status: 'refunded',
      refundedCents: 2001,
    });
    // Half of $20.01 rounded half up is $10.01 earned, and exactly that goes back.
    expect(ledgerOf(ctx.db, card.id)).toEqual([
      { kind: 'sale', amountCents: 2001, nonprofitCents: 1001 },
      { kind: 'refund', amountCents: -2001, nonprofitCents: -1001 },
    ]);
    const audit = ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'card'), eq(auditLog.entityId, card.id)))
      .all();
    expect(audit).toMatchObject([
      { action: 'card_refunded', actorUserId: user.id, beforeStatus: 'active', afterStatus: 'refunded' },
    ]);
    expect(audit[0]!.details).toMatchObject({ reason: 'Parent asked, bought two', amountCents: 2001 });
    const mail = ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'card-refunded')).all();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ toAddress: 'robin@example.com' });
    expect(mail[0]!.text).toContain('$20.01');

    // The card says so; redeeming is a 409 a holder understands.
    const view = await ctx.request.get(`/api/cards/${card.accessCode}`);
    expect(view.body.card).toMatchObject({ status: 'refunded', refundedAt: res.body.card.refundedAt, raisedCents: 0 });
    const redeem = await ctx.request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId });
    expect(redeem.status).toBe(409);
    expect(redeem.body).toMatchObject({ error: MONEY_MESSAGES.cardRefunded.en, code: 'card_refunded' });

    // Reports are net: one card of two sold, half its money raised.
    const owner = await signInAs(ctx, 'restaurant_owner', restaurantId);
    const report = await owner.agent.get('/api/restaurants/reports');
    expect(report.body).toMatchObject({ totalCardsSold: 1, totalRevenue: 2001 });
    expect(report.body.campaignStats[0]).toMatchObject({
      cardsSold: 1,
      totalRevenue: 2001,
      refundedCents: 2001,
      raisedCents: 1001,
    });
    expect(report.body.recentPurchases.find((p: { id: number }) => p.id === card.id)).toMatchObject({ status: 'refunded' });
    const admin = await agent.get('/api/admin/reports');
    expect(admin.body.restaurantStats.find((r: { restaurantId: number }) => r.restaurantId === restaurantId)).toMatchObject({
      cardsSold: 1,
      revenue: 2001,
      raisedCents: 1001,
    });
    expect(ctx.db.select().from(cards).where(eq(cards.id, kept.id)).get()!.status).toBe('active');

    // A second refund is refused and changes nothing.
    const again = await agent.post(`/api/admin/cards/${card.id}/refund`).send({ reason: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('not_refundable');
    expect(ledgerOf(ctx.db, card.id)).toHaveLength(2);
  });

  it('two tabs refunding at once refund once: the other is a 409, the provider is asked once', async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db);
    const { card } = await buyStripeCard(app, campaign.slug, campaign.id);
    const { agent } = await signInAs(app, 'superadmin');
    // Stripe takes its time: the second tab asks while the first is still waiting for it.
    app.standIn.delay(400);
    const [a, b] = await Promise.all([
      agent.post(`/api/admin/cards/${card.id}/refund`).send({ reason: 'tab one' }),
      agent.post(`/api/admin/cards/${card.id}/refund`).send({ reason: 'tab two' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a.body.code, b.body.code]).toContain('refund_in_progress');
    expect(app.standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds')).toHaveLength(1);
    expect(ledgerOf(app.db, card.id).filter((l) => l.kind === 'refund')).toHaveLength(1);
  });

  it('refuses a card with no payment, and a card paid with the other provider, with a clear 409', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db);
    const { card: unpaid } = makeCard(ctx.db, campaign.id);
    const { agent } = await signInAs(ctx, 'superadmin');
    const none = await agent.post(`/api/admin/cards/${unpaid.id}/refund`).send({ reason: 'x' });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('not_refundable');
    expect((await agent.post('/api/admin/cards/999999/refund').send({ reason: 'x' })).status).toBe(404);
    expect((await agent.post(`/api/admin/cards/${unpaid.id}/refund`).send({ reason: '  ' })).body.issues.reason).toEqual([
      MONEY_MESSAGES.refundReasonRequired.en,
    ]);

    // The same data, served by a server now on Stripe: a demo payment cannot be refunded there.
    const { card: demoCard } = await buyDemoCard(ctx, campaign.slug);
    const stripeApp = await createStripeTestApp();
    const c2 = makeCampaign(stripeApp.db).campaign;
    const { card: stripeCard } = await buyStripeCard(stripeApp, c2.slug, c2.id);
    stripeApp.db.$client
      .prepare("UPDATE payments SET provider = 'demo' WHERE payment_intent_id = ?")
      .run(stripeCard.stripePaymentIntentId);
    const admin2 = await signInAs(stripeApp, 'superadmin');
    const mismatch = await admin2.agent.post(`/api/admin/cards/${stripeCard.id}/refund`).send({ reason: 'x' });
    expect(mismatch.status).toBe(409);
    expect(mismatch.body).toMatchObject({ code: 'provider_mismatch' });
    expect(mismatch.body.error).toMatch(/demo/);
    // And the reverse: a Stripe payment on a server running the demo provider.
    ctx.db.$client.prepare("UPDATE payments SET provider = 'stripe' WHERE card_id = ?").run(demoCard.id);
    const reverse = await agent.post(`/api/admin/cards/${demoCard.id}/refund`).send({ reason: 'x' });
    expect(reverse.status).toBe(409);
    expect(reverse.body.code).toBe('provider_mismatch');
    expect(stripeApp.standIn.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(0);
  });
});

describe('Stripe refunds and disputes', () => {
  it('refunds.create is called with an idempotency key, and the charge.refunded that follows adds nothing, however often it comes', async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db);
    const { card, paymentIntentId } = await buyStripeCard(app, campaign.slug, campaign.id);
    const { agent } = await signInAs(app, 'superadmin');
    await agent.post(`/api/admin/cards/${card.id}/refund`).send({ reason: 'asked' }).expect(200);
    const call = app.standIn.requests.find((r) => r.path === '/v1/refunds' && r.method === 'POST')!;
    expect(call.idempotencyKey).toBe(`refund-card-${card.id}`);
    expect(call.body).toMatchObject({ payment_intent: paymentIntentId, amount: String(campaign.cardPrice) });

    const intent = app.standIn.intents.get(paymentIntentId)!;
    for (let i = 0; i < 3; i++) expect((await postWebhook(app, chargeRefundedEvent(intent, intent.amount))).status).toBe(200);
    expect(ledgerOf(app.db, card.id)).toHaveLength(2);
    expect(app.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'card-refunded')).all()).toHaveLength(1);
  });

  it("a refund made in Stripe's dashboard refunds the card once; a partial one is recorded and leaves it active", async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db, { cardPrice: 2000 });
    const full = await buyStripeCard(app, campaign.slug, campaign.id);
    const partial = await buyStripeCard(app, campaign.slug, campaign.id);

    const fullIntent = app.standIn.intents.get(full.paymentIntentId)!;
    app.standIn.refundOutside(full.paymentIntentId, 2000);
    await postWebhook(app, chargeRefundedEvent(fullIntent, 2000)).expect(200);
    await postWebhook(app, chargeRefundedEvent(fullIntent, 2000)).expect(200);
    expect(app.db.select().from(cards).where(eq(cards.id, full.card.id)).get()).toMatchObject({
      status: 'refunded',
      refundedCents: 2000,
    });
    expect(ledgerOf(app.db, full.card.id)).toEqual([
      { kind: 'sale', amountCents: 2000, nonprofitCents: 1000 },
      { kind: 'refund', amountCents: -2000, nonprofitCents: -1000 },
    ]);

    const partIntent = app.standIn.intents.get(partial.paymentIntentId)!;
    app.standIn.refundOutside(partial.paymentIntentId, 501);
    await postWebhook(app, chargeRefundedEvent(partIntent, 501)).expect(200);
    app.standIn.refundOutside(partial.paymentIntentId, 500);
    await postWebhook(app, chargeRefundedEvent(partIntent, 1001)).expect(200);
    expect(app.db.select().from(cards).where(eq(cards.id, partial.card.id)).get()).toMatchObject({
      status: 'active',
      refundedCents: 1001,
    });
    // The share goes back by what those cents had earned: 251 (of 501), then 250 more (of 1001 in all).
    expect(ledgerOf(app.db, partial.card.id).map((l) => l.nonprofitCents)).toEqual([1000, -251, -250]);
    expect((await app.request.get(`/api/cards/${partial.card.accessCode}`)).body.card.raisedCents).toBe(1000 - 501);
  });

  it('a dispute holds the card; won makes it active again, lost refunds it with its ledger row', async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db);
    const won = await buyStripeCard(app, campaign.slug, campaign.id);
    const lost = await buyStripeCard(app, campaign.slug, campaign.id);
    const offerOf = (cardId: number) =>
      app.db.$client.prepare('SELECT id FROM card_offers WHERE card_id = ? LIMIT 1').pluck().get(cardId) as number;

    for (const { paymentIntentId } of [won, lost]) {
      const intent = app.standIn.intents.get(paymentIntentId)!;
      await postWebhook(app, disputeEvent('charge.dispute.created', intent, `dp_${paymentIntentId}`, 'needs_response')).expect(
        200,
      );
    }
    const view = await app.request.get(`/api/cards/${won.card.accessCode}`);
    expect(view.body.card.status).toBe('on_hold');
    const held = await app.request.post(`/api/cards/${won.card.accessCode}/redeem`).send({ offerId: offerOf(won.card.id) });
    expect(held.status).toBe(409);
    expect(held.body).toMatchObject({ code: 'card_on_hold', error: MONEY_MESSAGES.cardOnHold.en });
    const { agent } = await signInAs(app, 'superadmin');
    expect((await agent.post(`/api/admin/cards/${won.card.id}/refund`).send({ reason: 'x' })).status).toBe(409);

    const wonIntent = app.standIn.intents.get(won.paymentIntentId)!;
    await postWebhook(app, disputeEvent('charge.dispute.closed', wonIntent, `dp_${won.paymentIntentId}`, 'won')).expect(200);
    expect(app.db.select().from(cards).where(eq(cards.id, won.card.id)).get()!.status).toBe('active');
    await app.request
      .post(`/api/cards/${won.card.accessCode}/redeem`)
      .send({ offerId: offerOf(won.card.id) })
      .expect(201);

    const lostIntent = app.standIn.intents.get(lost.paymentIntentId)!;
    const closed = disputeEvent('charge.dispute.closed', lostIntent, `dp_${lost.paymentIntentId}`, 'lost');
    await postWebhook(app, closed).expect(200);
    await postWebhook(app, closed).expect(200);
    expect(app.db.select().from(cards).where(eq(cards.id, lost.card.id)).get()).toMatchObject({ status: 'refunded' });
    expect(ledgerOf(app.db, lost.card.id).map((l) => l.kind)).toEqual(['sale', 'dispute_lost']);
    const audit = app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityType, 'card')).all();
    expect(audit.map((a) => a.action).sort()).toEqual(['dispute_lost', 'dispute_opened', 'dispute_opened', 'dispute_won']);
  });

  it('a provider that refuses the refund leaves the card as it was, and the admin can try again', async () => {
    const app = await createStripeTestApp();
    const { campaign } = makeCampaign(app.db);
    const { card } = await buyStripeCard(app, campaign.slug, campaign.id);
    const { agent } = await signInAs(app, 'superadmin');
    app.standIn.failNext(3); // the client's own retries included
    const failed = await agent.post(`/api/admin/cards/${card.id}/refund`).send({ reason: 'asked' });
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe('refund_failed');
    expect(app.db.select().from(cards).where(eq(cards.id, card.id)).get()!.status).toBe('active');
    expect(ledgerOf(app.db, card.id)).toHaveLength(1);
    await agent.post(`/api/admin/cards/${card.id}/refund`).send({ reason: 'asked' }).expect(200);
    expect(app.standIn.refunds.size).toBe(1);
  });
});
