import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PayoutsResponseSchema, MONEY_MESSAGES } from '@dealcard/shared';
import { auditLog, ledgerEntries } from '../../db/schema/index.ts';
import { makeCampaign, makeCard, refundInFull } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';

function fixture(ctx: ReturnType<typeof createTestApp>) {
  // Two campaigns of one nonprofit ($20.01 and $30 cards) and another nonprofit's campaign.
  const first = makeCampaign(ctx.db, { cardPrice: 2001 });
  const second = makeCampaign(ctx.db, { restaurantId: first.restaurantId, nonprofitId: first.nonprofit.id, cardPrice: 3000 });
  const other = makeCampaign(ctx.db, { cardPrice: 2000 });
  makeCard(ctx.db, first.campaign.id);
  makeCard(ctx.db, first.campaign.id);
  const refunded = makeCard(ctx.db, second.campaign.id).card;
  makeCard(ctx.db, second.campaign.id);
  makeCard(ctx.db, other.campaign.id);
  refundInFull(ctx.db, refunded.id);
  return { first, second, other };
}

describe('admin payouts', () => {
  it('lists per nonprofit what it earned net of refunds, what it was paid and what is due', async () => {
    const ctx = createTestApp();
    const { first, other } = fixture(ctx);
    const { agent } = await signInAs(ctx, 'superadmin');
    const res = await agent.get('/api/admin/payouts');
    expect(res.status).toBe(200);
    const body = PayoutsResponseSchema.parse(res.body);
    // 2 x 1001 + 1500 (the refunded $30 card earns nothing) for the first; 1000 for the other.
    expect(body.nonprofits.find((n) => n.nonprofitId === first.nonprofit.id)).toEqual({
      nonprofitId: first.nonprofit.id,
      nonprofitName: first.nonprofit.name,
      restaurantName: expect.any(String),
      earnedCents: 3502,
      paidCents: 0,
      dueCents: 3502,
    });
    expect(body.nonprofits.find((n) => n.nonprofitId === other.nonprofit.id)).toMatchObject({
      earnedCents: 1000,
      dueCents: 1000,
    });
    expect(body.payouts).toEqual([]);
  });

  it('records a payout with its ledger and audit rows, never more than is due', async () => {
    const ctx = createTestApp();
    const { first, second } = fixture(ctx);
    const { agent, user } = await signInAs(ctx, 'superadmin');
    const pay = (amountCents: number, reference = 'Check 1042') =>
      agent.post('/api/admin/payouts').send({ nonprofitId: first.nonprofit.id, amountCents, paidOn: '2026-11-20', reference });

    const tooMuch = await pay(3503);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({
      code: 'payout_exceeds_due',
      issues: { amountCents: [MONEY_MESSAGES.payoutMoreThanDue.en] },
    });

    const res = await pay(3000);
    expect(res.status).toBe(201);
    expect(res.body.payout).toMatchObject({
      nonprofitId: first.nonprofit.id,
      amountCents: 3000,
      paidOn: '2026-11-20',
      reference: 'Check 1042',
    });
    expect((await pay(503)).status).toBe(400);
    expect((await pay(502, 'Check 1043')).status).toBe(201);
    const listed = PayoutsResponseSchema.parse((await agent.get('/api/admin/payouts')).body);
    expect(listed.nonprofits.find((n) => n.nonprofitId === first.nonprofit.id)).toMatchObject({
      earnedCents: 3502,
      paidCents: 3502,
      dueCents: 0,
    });
    expect(listed.payouts.map((p) => p.reference)).toEqual(['Check 1043', 'Check 1042']);
    expect(ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'payout')).all()).toHaveLength(2);
    const audit = ctx.db.select().from(auditLog).where(eq(auditLog.action, 'payout_recorded')).all();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorUserId: user.id, entityType: 'payout' });

    // The restaurant's report says per campaign how much of what it raised was paid: oldest first.
    const owner = await signInAs(ctx, 'restaurant_owner', first.restaurantId);
    const report = await owner.agent.get('/api/restaurants/reports');
    const stat = (id: number) => report.body.campaignStats.find((c: { campaignId: number }) => c.campaignId === id);
    expect(stat(first.campaign.id)).toMatchObject({ raisedCents: 2002, paidOutCents: 2002 });
    expect(stat(second.campaign.id)).toMatchObject({ raisedCents: 1500, paidOutCents: 1500 });
  });

  it('two payouts at once never pay more than is due between them', async () => {
    const ctx = createTestApp();
    const { first } = fixture(ctx);
    const { agent } = await signInAs(ctx, 'superadmin');
    const body = { nonprofitId: first.nonprofit.id, amountCents: 2000, paidOn: '2026-11-21', reference: 'ACH' };
    const results = await Promise.all([1, 2, 3].map(() => agent.post('/api/admin/payouts').send(body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
  });

  it('refuses an unknown nonprofit, a bad date and a missing reference', async () => {
    const ctx = createTestApp();
    const { first } = fixture(ctx);
    const { agent } = await signInAs(ctx, 'superadmin');
    const post = (body: Record<string, unknown>) =>
      agent
        .post('/api/admin/payouts')
        .send({ nonprofitId: first.nonprofit.id, amountCents: 100, paidOn: '2026-11-20', reference: 'x', ...body });
    expect((await post({ nonprofitId: 99999 })).status).toBe(404);
    expect((await post({ paidOn: '2026-02-30' })).status).toBe(400);
    expect((await post({ amountCents: 0 })).status).toBe(400);
    expect((await post({ amountCents: 10.5 })).status).toBe(400);
    const missing = await post({ reference: ' ' });
    expect(missing.body.issues.reference).toEqual([MONEY_MESSAGES.payoutReferenceRequired.en]);
    expect(ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'payout')).all()).toEqual([]);
  });
});
