import { describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES, moneyDateMax } from '@dealcard/shared';
import { payouts, remittances } from '../../db/schema/index.ts';
import { makeCampaign, makeCard } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';

/** PRODUCT.md, "Safety, tightened again": one check is one payout, and its date is sane. */
async function world() {
  const ctx = createTestApp();
  const { campaign, nonprofit, restaurantId } = makeCampaign(ctx.db, { cardPrice: 2000 });
  const other = makeCampaign(ctx.db, { cardPrice: 2000 });
  for (let i = 0; i < 10; i++) makeCard(ctx.db, campaign.id);
  makeCard(ctx.db, other.campaign.id);
  const admin = await signInAs(ctx, 'superadmin');
  const coordinator = await signInAs(ctx, 'coordinator', null, nonprofit.id);
  const pay = (body: Record<string, unknown>) =>
    admin.agent.post('/api/admin/payouts').send({ amountCents: 100, paidOn: '2026-11-20', reference: 'Check 1042', ...body });
  const remit = (body: Record<string, unknown>) =>
    admin.agent
      .post('/api/admin/remittances')
      .send({ amountCents: 100, receivedOn: '2026-11-21', reference: 'Check 311', ...body });
  return { ctx, campaign, nonprofit, restaurantId, other, admin, coordinator, pay, remit };
}

describe('payouts and remittances', () => {
  it('the same payee and reference twice is a 409 (en/es), one row; another payee may use the same reference', async () => {
    const w = await world();
    expect((await w.pay({ nonprofitId: w.nonprofit.id })).status).toBe(201);
    const again = await w.pay({ nonprofitId: w.nonprofit.id, amountCents: 200 }).set('Accept-Language', 'es');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'duplicate_reference', error: SAFETY_MESSAGES.duplicatePaymentReference.es });
    expect((await w.pay({ nonprofitId: w.nonprofit.id, reference: 'Check 1043' })).status).toBe(201);
    expect((await w.pay({ nonprofitId: w.other.nonprofit.id })).status).toBe(201);
    // A restaurant is its own payee.
    expect((await w.pay({ restaurantId: w.restaurantId })).status).toBe(201);
    expect((await w.pay({ restaurantId: w.restaurantId })).status).toBe(409);
    expect(w.ctx.db.select().from(payouts).all()).toHaveLength(4);
  });

  it('posted at once, the same payout is recorded once (the unique index and the immediate transaction hold)', async () => {
    const w = await world();
    const answers = await Promise.all(Array.from({ length: 8 }, () => w.pay({ nonprofitId: w.nonprofit.id, amountCents: 50 })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(w.ctx.db.select().from(payouts).all()).toHaveLength(1);
    // The index itself refuses a second row written around the service.
    expect(() =>
      w.ctx.db.$client
        .prepare(`INSERT INTO payouts (nonprofit_id, amount_cents, paid_on, reference) VALUES (?, 1, '2026-11-20', 'Check 1042')`)
        .run(w.nonprofit.id),
    ).toThrow(/UNIQUE/);
  });

  it('a remittance with the same nonprofit and reference is 409, also when posted at once', async () => {
    const w = await world();
    // The other nonprofit sells three cards for cash: it holds the restaurant's half, so it owes.
    const seller = await signInAs(w.ctx, 'coordinator', null, w.other.nonprofit.id);
    for (let i = 0; i < 3; i++)
      await seller.agent
        .post(`/api/nonprofits/${w.other.nonprofit.id}/cash-sales`)
        .send({ campaignId: w.other.campaign.id, buyerName: 'Pat Parent', buyerEmail: 'pat@example.com', method: 'cash' })
        .expect(201);
    const answers = await Promise.all(Array.from({ length: 6 }, () => w.remit({ nonprofitId: w.other.nonprofit.id })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(w.ctx.db.select().from(remittances).all()).toHaveLength(1);
    expect((await w.remit({ nonprofitId: w.other.nonprofit.id, reference: 'Check 312' })).status).toBe(201);
  });

  it('a date before 2000-01-01 or more than a year ahead is refused; the edges are taken', async () => {
    const w = await world();
    const bad = await w.pay({ nonprofitId: w.nonprofit.id, paidOn: '1999-12-31' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.issues)).toContain(SAFETY_MESSAGES.moneyDateOutOfRange.en);
    const max = moneyDateMax();
    const after = new Date(`${max}T00:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    expect((await w.pay({ nonprofitId: w.nonprofit.id, paidOn: after.toISOString().slice(0, 10) })).status).toBe(400);
    expect((await w.pay({ nonprofitId: w.nonprofit.id, paidOn: '9999-01-01', reference: 'far' })).status).toBe(400);
    expect((await w.pay({ nonprofitId: w.nonprofit.id, paidOn: '2000-01-01', reference: 'a' })).status).toBe(201);
    expect((await w.pay({ nonprofitId: w.nonprofit.id, paidOn: max, reference: 'b' })).status).toBe(201);
    const remit = await w.remit({ nonprofitId: w.nonprofit.id, receivedOn: '1970-01-01' });
    expect(remit.status).toBe(400);
    expect(JSON.stringify(remit.body.issues)).toContain(SAFETY_MESSAGES.moneyDateOutOfRange.en);
  });
});
