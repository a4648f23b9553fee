import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AdminCardsResponseSchema, CashSalesResponseSchema, SELLING_MESSAGES } from '@dealcard/shared';
import { auditLog, cards, emailOutbox, ledgerEntries } from '../../db/schema/index.ts';
import { makeCampaign, makeCard } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';
import { voidCashSale } from './cash-sales.service.ts';

async function world(cardPrice = 2001) {
  const ctx = createTestApp({ env: { PUBLIC_URL: 'https://cards.example.org' } });
  const { campaign, nonprofit } = makeCampaign(ctx.db, { cardPrice });
  const { agent, user } = await signInAs(ctx, 'coordinator', null, nonprofit.id);
  const base = `/api/nonprofits/${nonprofit.id}`;
  const sell = (extra: Record<string, unknown> = {}) =>
    agent
      .post(`${base}/cash-sales`)
      .send({ campaignId: campaign.id, buyerName: 'Pat Parent', buyerEmail: 'Pat@Example.com', method: 'cash', ...extra });
  return { ctx, campaign, nonprofit, agent, user, base, sell };
}

describe('cash and check sales', () => {
  it('a cash sale makes a real card at once: e-mailed in the language chosen, credited to the seller, counted like any sale', async () => {
    const { ctx, campaign, agent, base, sell } = await world();
    const seller = await agent.post(`${base}/roster`).send({ campaignId: campaign.id, name: 'Mia Lopez', team: 'Room 12' });
    const res = await sell({ sellerCode: seller.body.seller.code.toLowerCase(), language: 'es', buyerPhone: '555-123-4567' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.card).toMatchObject({ status: 'active' });
    const card = ctx.db.select().from(cards).where(eq(cards.id, res.body.card.id)).get()!;
    expect(card).toMatchObject({
      accessCode: res.body.card.accessCode,
      customerEmail: 'pat@example.com',
      amountPaid: 2001,
      saleMethod: 'cash',
      sellerId: seller.body.seller.id,
      language: 'es',
      stripePaymentIntentId: null,
    });
    const [mail] = ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'card-confirmation')).all();
    expect(mail).toMatchObject({ toAddress: 'pat@example.com' });
    expect(mail!.text).toContain(`https://cards.example.org/card/${card.accessCode}`);
    expect(mail!.subject).toMatch(/^Tu tarjeta/);
    // The ledger: the sale's money is with the nonprofit.
    expect(ctx.db.select().from(ledgerEntries).all()).toEqual([
      expect.objectContaining({ kind: 'sale', amountCents: 2001, nonprofitCents: 1001, channel: 'cash', cardId: card.id }),
    ]);
    // The card works, and the campaign counts it.
    expect((await ctx.request.get(`/api/cards/${card.accessCode}`)).body.card).toMatchObject({
      status: 'active',
      raisedCents: 1001,
    });
    expect((await ctx.request.get(`/api/campaigns/${campaign.slug}`)).body.campaign).toMatchObject({
      raisedCents: 1001,
      cardsSold: 1,
    });
    const audit = ctx.db.select().from(auditLog).where(eq(auditLog.action, 'cash_sale_recorded')).all();
    expect(audit).toHaveLength(1);

    const check = await sell({ method: 'check', reference: '1042' });
    expect(check.status).toBe(201);
    expect(ctx.db.select().from(cards).where(eq(cards.id, check.body.card.id)).get()).toMatchObject({
      saleMethod: 'check',
      saleReference: '1042',
    });
    const listed = CashSalesResponseSchema.parse((await agent.get(`${base}/cash-sales`)).body).sales;
    expect(listed.map((s) => [s.method, s.reference, s.sellerName])).toEqual([
      ['check', '1042', null],
      ['cash', null, 'Mia Lopez'],
    ]);
    expect(listed.every((s) => s.voidableUntil !== null)).toBe(true);
  });

  it('refuses an unknown seller code (400), a campaign not on sale (409) and bad input (400), creating nothing', async () => {
    const { ctx, nonprofit, agent, base, sell } = await world();
    const unknown = await sell({ sellerCode: 'ZZZZZZ' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'unknown_seller', error: SELLING_MESSAGES.unknownSellerCode.en });
    const other = makeCampaign(ctx.db);
    const foreign = await agent.post(`${base}/roster`).send({
      campaignId: makeCampaign(ctx.db, { restaurantId: other.restaurantId, nonprofitId: nonprofit.id }).campaign.id,
      name: 'Elsewhere',
    });
    expect((await sell({ sellerCode: foreign.body.seller.code })).status).toBe(400);
    const paused = makeCampaign(ctx.db, { restaurantId: other.restaurantId, nonprofitId: nonprofit.id, isActive: 0 }).campaign;
    const notSelling = await sell({ campaignId: paused.id });
    expect(notSelling.status).toBe(409);
    expect((await sell({ method: 'bitcoin' })).status).toBe(400);
    expect((await sell({ buyerEmail: 'nope' })).status).toBe(400);
    expect((await sell({ buyerName: '' })).status).toBe(400);
    // A check needs its number; the refusal names the field and speaks the request's language.
    for (const reference of [undefined, '', '   ']) {
      const noNumber = await sell({ method: 'check', reference }).set('Accept-Language', 'es');
      expect(noNumber.status).toBe(400);
      expect(noNumber.body.issues).toEqual({ reference: [SELLING_MESSAGES.checkNumberRequired.es] });
    }
    expect(ctx.db.select().from(cards).all()).toEqual([]);
  });

  it('a void within 24 hours of an unused cash card refunds it and takes its sale back; a second, an online card, a used one or a late one is 409', async () => {
    const { ctx, campaign, agent, user, base, sell, nonprofit } = await world();
    const sale = (await sell()).body.card as { id: number; accessCode: string };
    const voided = await agent.post(`${base}/cash-sales/${sale.id}/void`).send({ reason: 'Typed the wrong e-mail' });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body).toEqual({ card: { id: sale.id, status: 'refunded' } });
    expect(ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.cardId, sale.id)).all()).toEqual([
      expect.objectContaining({ kind: 'sale', amountCents: 2001, channel: 'cash' }),
      expect.objectContaining({
        kind: 'refund',
        reference: `void:${sale.id}`,
        amountCents: -2001,
        nonprofitCents: -1001,
        channel: 'cash',
      }),
    ]);
    expect((await ctx.request.get(`/api/campaigns/${campaign.slug}`)).body.campaign).toMatchObject({
      raisedCents: 0,
      cardsSold: 0,
    });
    // The buyer hears of it in the sale's language, with the reason; the list shows the reason too.
    const told = ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'cash-sale-voided')).all();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ toAddress: 'pat@example.com' });
    expect(told[0]!.text).toContain('Typed the wrong e-mail');
    expect(told[0]!.text).toContain(sale.accessCode);
    const listed = CashSalesResponseSchema.parse((await agent.get(`${base}/cash-sales`)).body).sales;
    expect(listed[0]).toMatchObject({
      id: sale.id,
      status: 'refunded',
      voidReason: 'Typed the wrong e-mail',
      voidableUntil: null,
    });
    const again = await agent.post(`${base}/cash-sales/${sale.id}/void`).send({ reason: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(SELLING_MESSAGES.voidAlready.en);

    const online = makeCard(ctx.db, campaign.id, { paymentReference: 'pi_online_1' }).card;
    expect((await agent.post(`${base}/cash-sales/${online.id}/void`).send({ reason: 'x' })).body.error).toBe(
      SELLING_MESSAGES.voidOnlyInPerson.en,
    );

    const used = (await sell()).body.card as { id: number; accessCode: string };
    const offerId = ctx.db.$client.prepare('SELECT id FROM card_offers WHERE card_id = ? LIMIT 1').pluck().get(used.id) as number;
    await ctx.request.post(`/api/cards/${used.accessCode}/redeem`).send({ offerId }).expect(201);
    expect((await agent.post(`${base}/cash-sales/${used.id}/void`).send({ reason: 'x' })).body.error).toBe(
      SELLING_MESSAGES.voidCardUsed.en,
    );

    const late = (await sell()).body.card as { id: number };
    const tomorrow = new Date(Date.now() + 24 * 3600_000 + 60_000);
    await expect(voidCashSale(ctx.db, nonprofit, late.id, 'late', user.id, tomorrow)).rejects.toThrow(
      SELLING_MESSAGES.voidTooLate.en,
    );
    expect((await agent.post(`${base}/cash-sales/${late.id}/void`).send({ reason: '' })).status).toBe(400);
    expect(ctx.db.select().from(cards).where(eq(cards.id, late.id)).get()!.status).toBe('active');
  });

  it('a void e-mails a Spanish buyer in Spanish', async () => {
    const { ctx, agent, base, sell } = await world();
    const sale = (await sell({ language: 'es' })).body.card as { id: number };
    await agent.post(`${base}/cash-sales/${sale.id}/void`).send({ reason: 'Pagó dos veces' }).expect(200);
    const [mail] = ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'cash-sale-voided')).all();
    expect(mail!.subject).toMatch(/^Se anuló su tarjeta/);
    expect(mail!.text).toContain('Su motivo: Pagó dos veces');
  });

  it('two tabs voiding the same sale at once void it once', async () => {
    const { ctx, agent, base, sell } = await world();
    const sale = (await sell()).body.card as { id: number };
    const results = await Promise.all(
      [1, 2, 3].map(() => agent.post(`${base}/cash-sales/${sale.id}/void`).send({ reason: 'twice' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.cardId, sale.id)).all()).toHaveLength(2);
    expect(ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'cash-sale-voided')).all()).toHaveLength(1);
  });
});

describe("the admin's refund of an in-person card", () => {
  it('voids a cash card through the cash-sale void path, past 24 hours and used: ledger, status, e-mail and money agree; twice is 409', async () => {
    const { ctx, nonprofit, sell } = await world();
    const sale = (await sell({ method: 'check', reference: '77' })).body.card as { id: number; accessCode: string };
    const offerId = ctx.db.$client.prepare('SELECT id FROM card_offers WHERE card_id = ? LIMIT 1').pluck().get(sale.id) as number;
    await ctx.request.post(`/api/cards/${sale.accessCode}/redeem`).send({ offerId }).expect(201);
    // Two days old: the coordinator could no longer void it.
    ctx.db.$client
      .prepare('UPDATE cards SET purchase_date = ? WHERE id = ?')
      .run(new Date(Date.now() - 48 * 3600_000).toISOString(), sale.id);
    const admin = await signInAs(ctx, 'superadmin');
    const found = AdminCardsResponseSchema.parse((await admin.agent.get(`/api/admin/cards?q=${sale.accessCode}`)).body).cards;
    expect(found[0]).toMatchObject({ id: sale.id, saleMethod: 'check', paymentProvider: null });

    const refunded = await admin.agent.post(`/api/admin/cards/${sale.id}/refund`).send({ reason: 'Check bounced' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.card).toMatchObject({ id: sale.id, status: 'refunded' });
    expect(ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.cardId, sale.id)).all()).toEqual([
      expect.objectContaining({ kind: 'sale', amountCents: 2001, channel: 'cash' }),
      expect.objectContaining({
        kind: 'refund',
        reference: `void:${sale.id}`,
        amountCents: -2001,
        nonprofitCents: -1001,
        channel: 'cash',
        reason: 'Check bounced',
      }),
    ]);
    const mail = ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'cash-sale-voided')).all();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Check bounced');
    const money = (await admin.agent.get(`/api/nonprofits/${nonprofit.id}/money`)).body;
    expect(money).toMatchObject({ earnedCents: 0, cashHeldCents: 0, cashShareCents: 0, dueCents: 0 });
    expect(ctx.db.select().from(auditLog).where(eq(auditLog.action, 'cash_sale_voided_by_admin')).all()).toHaveLength(1);

    const again = await admin.agent.post(`/api/admin/cards/${sale.id}/refund`).send({ reason: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(SELLING_MESSAGES.voidAlready.en);
  });
});
