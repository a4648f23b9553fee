import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AdminCardHistoryResponseSchema } from '@dealcard/shared';
import { cards } from '../../db/schema/index.ts';
import { makeCampaign, makeCard, makeLocation } from '../../test/factories.ts';
import { recordMoneyBack, setDisputeHold } from '../refunds/card-money.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';

const BUYER = { customerName: 'Hana History', customerEmail: 'hana@example.com', customerPhone: '555-222-3333' };

/** A card bought through the demo provider from a seller's share link, as a buyer's browser does it. */
async function buyThroughSeller(ctx: TestContext, slug: string, sellerCode: string) {
  const intent = await ctx.request.post(`/api/campaigns/${slug}/create-payment-intent`).send({ sellerCode });
  const { paymentIntentId, clientSecret } = intent.body as { paymentIntentId: string; clientSecret: string };
  await ctx.request
    .post(`/api/payments/${paymentIntentId}/buyer`)
    .send({ ...BUYER, clientSecret })
    .expect(200);
  await ctx.request.post(`/api/demo-payments/${paymentIntentId}/confirm`).send({ cardNumber: '4242424242424242' }).expect(200);
  return ctx.db.select().from(cards).where(eq(cards.stripePaymentIntentId, paymentIntentId)).get()!;
}

describe('GET /api/admin/cards/{id}', () => {
  it('lists how the card was bought, each redemption, verification and undo, the refund with its actor and reason, and the e-mails', async () => {
    const ctx = createTestApp();
    const { campaign, restaurantId } = makeCampaign(ctx.db);
    const location = makeLocation(ctx.db, restaurantId, { name: 'Riverside' });
    const seller = await ctx.request
      .post(`/api/campaigns/${campaign.slug}/sellers`)
      .send({ name: 'Sam Seller', email: 'sam@example.com', showOnLeaderboard: true })
      .expect(201);
    const card = await buyThroughSeller(ctx, campaign.slug, seller.body.seller.code);

    // Two redemptions: one verified at the counter, the other undone by the owner.
    const read = await ctx.request.get(`/api/cards/${card.accessCode}`).expect(200);
    const offerId = read.body.offers[0].id as number;
    const first = await ctx.request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId }).expect(201);
    const second = await ctx.request
      .post(`/api/cards/${card.accessCode}/redeem`)
      .send({ offerId: read.body.offers[1].id })
      .expect(201);
    const { agent: owner, user: ownerUser } = await signInAs(ctx, 'restaurant_owner', restaurantId);
    const pairing = await owner.post('/api/kiosk/pairing-codes').send({ locationId: location.id }).expect(201);
    const tablet = ctx.agent();
    const paired = await tablet.post('/api/kiosk/pair').send({ pairingCode: pairing.body.pairingCode }).expect(201);
    await tablet.post('/api/kiosk/verify').send({ code: first.body.code }).expect(200);
    await owner.post(`/api/redemptions/${second.body.redemptionId}/undo`).send({ reason: 'Rang up by mistake' }).expect(200);

    const { agent: admin, user: adminUser } = await signInAs(ctx, 'superadmin');
    await admin.post(`/api/admin/cards/${card.id}/refund`).send({ reason: 'Bought twice by accident' }).expect(200);

    const res = await admin.get(`/api/admin/cards/${card.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = AdminCardHistoryResponseSchema.parse(res.body);
    expect(body.card).toMatchObject({ id: card.id, accessCode: card.accessCode, status: 'refunded', paymentProvider: 'demo' });
    const kinds = body.history.map((h) => h.kind);
    expect(kinds[0]).toBe('bought');
    expect(kinds.filter((k) => k !== 'email')).toEqual(['bought', 'redeemed', 'redeemed', 'verified', 'undone', 'refunded']);
    expect(body.history[0]).toEqual({
      at: card.purchaseDate,
      kind: 'bought',
      actor: 'Hana History <hana@example.com>',
      detail: { method: 'demo', amountCents: campaign.cardPrice, reference: card.stripePaymentIntentId, seller: 'Sam Seller' },
    });
    expect(body.history.find((h) => h.kind === 'verified')).toMatchObject({
      detail: { code: first.body.code, location: 'Riverside', device: paired.body.device.id },
    });
    expect(body.history.find((h) => h.kind === 'undone')).toMatchObject({
      actor: ownerUser.email,
      reason: 'Rang up by mistake',
      detail: { code: second.body.code },
    });
    expect(body.history.find((h) => h.kind === 'refunded')).toMatchObject({
      actor: adminUser.email,
      reason: 'Bought twice by accident',
      detail: { amountCents: campaign.cardPrice },
    });
    const emails = body.history.filter((h) => h.kind === 'email').map((h) => h.detail);
    expect(emails).toEqual([
      { email: 'card-confirmation', to: 'hana@example.com', status: 'pending' },
      { email: 'card-refunded', to: 'hana@example.com', status: 'pending' },
    ]);
    // Oldest first.
    const times = body.history.map((h) => h.at);
    expect([...times].sort()).toEqual(times);
  });

  it('a dispute opened and lost is in the history; a card made without a payment says so', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db);
    const { agent: admin } = await signInAs(ctx, 'superadmin');
    const { card } = makeCard(ctx.db, campaign.id);
    ctx.db.transaction((tx) => {
      const held = setDisputeHold(tx, card, true, 'dp_test_1');
      recordMoneyBack(tx, held, {
        kind: 'dispute_lost',
        reference: 'dp_test_1',
        amount: card.amountPaid,
        reason: 'fraudulent',
        actorUserId: null,
        endsCard: true,
      });
    });
    const res = await admin.get(`/api/admin/cards/${card.id}`).expect(200);
    const history = AdminCardHistoryResponseSchema.parse(res.body).history;
    expect(history.map((h) => h.kind)).toEqual(['bought', 'dispute_opened', 'dispute_lost', 'email']);
    expect(history[0]).toMatchObject({ kind: 'bought', detail: { method: 'none', amountCents: card.amountPaid } });
    expect(history[1]).toMatchObject({ kind: 'dispute_opened', detail: { reference: 'dp_test_1' } });
    expect(history[1]!.actor).toBeUndefined();
    expect(history[2]).toMatchObject({ kind: 'dispute_lost', reason: 'fraudulent', detail: { amountCents: card.amountPaid } });
  });

  it('is for superadmins only, and an unknown or malformed id is refused', async () => {
    const ctx = createTestApp();
    const { campaign, restaurantId } = makeCampaign(ctx.db);
    const { card } = makeCard(ctx.db, campaign.id);
    expect((await ctx.request.get(`/api/admin/cards/${card.id}`)).status).toBe(401);
    const { agent: owner } = await signInAs(ctx, 'restaurant_owner', restaurantId);
    expect((await owner.get(`/api/admin/cards/${card.id}`)).status).toBe(403);
    const { agent: admin } = await signInAs(ctx, 'superadmin');
    expect((await admin.get('/api/admin/cards/999999')).status).toBe(404);
    for (const bad of ['1.5', '+1', '%201', '0x1', 'abc'])
      expect((await admin.get(`/api/admin/cards/${bad}`)).status, bad).toBe(400);
  });
});
