import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NonprofitMoneyResponseSchema,
  PayoutsResponseSchema,
  RestaurantMoneyResponseSchema,
  SELLING_MESSAGES,
  nonprofitShareOf,
} from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { auditLog, cards, nonprofits } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { makeCampaign, makeCard, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';
import { recordCashSale, voidCashSale } from '../cash-sales/cash-sales.service.ts';
import { recordMoneyBack } from '../refunds/card-money.ts';
import { recordPayout, recordRemittance } from './payouts.service.ts';

/** What the ledger itself says, summed row by row: the reads (running totals) must agree with it. */
function ledgerSums(db: Db, nonprofitId: number, restaurantId: number) {
  return db.get<{
    earned: number;
    cash: number;
    paid: number;
    received: number;
    restaurantEarned: number;
    restaurantPaid: number;
  }>(sql`
    SELECT
      coalesce((SELECT sum(nonprofit_cents) FROM ledger_entries WHERE nonprofit_id = ${nonprofitId}), 0) AS earned,
      coalesce((SELECT sum(amount_cents) FROM ledger_entries WHERE nonprofit_id = ${nonprofitId} AND channel = 'cash'
                  AND kind IN ('sale', 'refund', 'dispute_lost')), 0) AS cash,
      coalesce((SELECT -sum(amount_cents) FROM ledger_entries WHERE nonprofit_id = ${nonprofitId} AND kind = 'payout'), 0) AS paid,
      coalesce((SELECT sum(amount_cents) FROM ledger_entries WHERE nonprofit_id = ${nonprofitId} AND kind = 'remittance'), 0) AS received,
      coalesce((SELECT sum(amount_cents - nonprofit_cents) FROM ledger_entries WHERE restaurant_id = ${restaurantId}
                  AND kind IN ('sale', 'refund', 'dispute_lost')), 0) AS restaurantEarned,
      coalesce((SELECT -sum(amount_cents) FROM ledger_entries WHERE restaurant_id = ${restaurantId} AND kind = 'restaurant_payout'), 0) AS restaurantPaid`);
}

describe('one ledger for three parties', () => {
  it('an online sale leaves the money with the platform, a cash sale with the nonprofit: who owes whom, to the cent', async () => {
    const ctx = createTestApp();
    const { campaign, nonprofit, restaurantId } = makeCampaign(ctx.db, { cardPrice: 2001 });
    const admin = await signInAs(ctx, 'superadmin');
    const coordinator = await signInAs(ctx, 'coordinator', null, nonprofit.id);
    const owner = await signInAs(ctx, 'restaurant_owner', restaurantId);
    makeCard(ctx.db, campaign.id, { paymentReference: 'pi_online_1' });
    for (let i = 0; i < 3; i++)
      await coordinator.agent
        .post(`/api/nonprofits/${nonprofit.id}/cash-sales`)
        .send({ campaignId: campaign.id, buyerName: 'Pat Parent', buyerEmail: 'pat@example.com', method: 'cash' })
        .expect(201);
    // Earned: 4 x 1001. Cash held: 3 x 2001. Due: 4004 - 6003 = -1999 (the nonprofit owes the restaurant's share of its cash sales, less its share online).
    const line = async () => PayoutsResponseSchema.parse((await admin.agent.get('/api/admin/payouts')).body);
    expect((await line()).nonprofits.find((n) => n.nonprofitId === nonprofit.id)).toMatchObject({
      earnedCents: 4004,
      cashHeldCents: 6003,
      paidCents: 0,
      receivedCents: 0,
      dueCents: -1999,
    });
    expect((await line()).restaurants.find((r) => r.restaurantId === restaurantId)).toEqual({
      restaurantId,
      restaurantName: expect.any(String),
      earnedCents: 4000,
      paidCents: 0,
      dueCents: 4000,
    });
    // Nothing can be paid to a nonprofit that owes; it can remit at most what it owes.
    const payNonprofit = (amountCents: number) =>
      admin.agent
        .post('/api/admin/payouts')
        .send({ nonprofitId: nonprofit.id, amountCents, paidOn: '2026-11-20', reference: 'x' });
    expect((await payNonprofit(1)).status).toBe(400);
    const remit = (amountCents: number, reference = 'Check 311') =>
      admin.agent
        .post('/api/admin/remittances')
        .send({ nonprofitId: nonprofit.id, amountCents, receivedOn: '2026-11-21', reference });
    const tooMuch = await remit(2000);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({
      code: 'remittance_exceeds_owed',
      issues: { amountCents: [SELLING_MESSAGES.remittanceMoreThanOwed.en] },
    });
    expect((await remit(1999)).status).toBe(201);
    // The restaurant is paid its share, never more.
    const payRestaurant = (amountCents: number) =>
      admin.agent.post('/api/admin/payouts').send({ restaurantId, amountCents, paidOn: '2026-11-22', reference: 'ACH 88' });
    expect((await payRestaurant(4001)).status).toBe(400);
    expect((await payRestaurant(4000)).status).toBe(201);
    expect(
      (await admin.agent.post('/api/admin/payouts').send({ amountCents: 1, paidOn: '2026-11-22', reference: 'x' })).status,
    ).toBe(400);

    const after = await line();
    expect(after.nonprofits.find((n) => n.nonprofitId === nonprofit.id)).toMatchObject({ receivedCents: 1999, dueCents: 0 });
    expect(after.restaurants.find((r) => r.restaurantId === restaurantId)).toMatchObject({ paidCents: 4000, dueCents: 0 });
    expect(after.payouts[0]).toMatchObject({ restaurantId, nonprofitId: null, amountCents: 4000, reference: 'ACH 88' });
    expect(after.remittances[0]).toMatchObject({ nonprofitId: nonprofit.id, amountCents: 1999, reference: 'Check 311' });

    // Each party sees its own line with every movement, to match against the bank statement.
    const mine = NonprofitMoneyResponseSchema.parse((await coordinator.agent.get(`/api/nonprofits/${nonprofit.id}/money`)).body);
    expect(mine).toMatchObject({ earnedCents: 4004, cashHeldCents: 6003, receivedCents: 1999, dueCents: 0, payouts: [] });
    expect(mine.remittances).toEqual([expect.objectContaining({ amountCents: 1999, on: '2026-11-21', reference: 'Check 311' })]);
    const ours = RestaurantMoneyResponseSchema.parse((await owner.agent.get('/api/restaurants/money')).body);
    expect(ours).toMatchObject({ restaurantId, earnedCents: 4000, paidCents: 4000, dueCents: 0 });
    expect(ours.payouts).toEqual([expect.objectContaining({ amountCents: 4000, on: '2026-11-22', reference: 'ACH 88' })]);
    expect((await admin.agent.get(`/api/restaurants/money?restaurantId=${restaurantId}`)).body.earnedCents).toBe(4000);
    expect(ctx.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityType, 'remittance')).all()).toEqual([
      { action: 'remittance_recorded' },
    ]);
  });

  it('two tabs recording payouts and remittances at once never pay or take more than is due or owed', async () => {
    const ctx = createTestApp();
    const online = makeCampaign(ctx.db, { cardPrice: 2000 });
    const { nonprofit, restaurantId } = online;
    for (let i = 0; i < 2; i++) makeCard(ctx.db, online.campaign.id, { paymentReference: `pi_race_${i}` });
    const admin = await signInAs(ctx, 'superadmin');
    const tab = () => ctx.agent();
    const tabs = [admin.agent, tab()];
    await tabs[1]!.post('/api/auth/login').send({ email: admin.user.email, password: admin.user.password }).expect(200);
    // Due to the restaurant: 2000; to the nonprofit: 2000. Each tab pays 1500 to each, at once.
    const payouts = await Promise.all(
      tabs.flatMap((t) => [
        t.post('/api/admin/payouts').send({ restaurantId, amountCents: 1500, paidOn: '2026-11-20', reference: 'r' }),
        t.post('/api/admin/payouts').send({ nonprofitId: nonprofit.id, amountCents: 1500, paidOn: '2026-11-20', reference: 'n' }),
      ]),
    );
    expect(payouts.map((r) => r.status).sort()).toEqual([201, 201, 400, 400]);
    // Now cash sales make the nonprofit owe 2 x 2000 - 2 x 1000 + (2000 - 1500) = ... whatever the ledger says; two tabs remit it all at once.
    const coordinator = await makeUser(ctx.db, 'coordinator', null, 'password-123', nonprofit.id);
    const np = ctx.db.select().from(nonprofits).where(eq(nonprofits.id, nonprofit.id)).get()!;
    for (let i = 0; i < 3; i++)
      await recordCashSale(
        ctx.db,
        np,
        {
          campaignId: online.campaign.id,
          buyerName: 'Pat',
          buyerEmail: 'p@example.com',
          buyerPhone: null,
          method: 'cash',
          reference: null,
          sellerCode: null,
        },
        coordinator.id,
        'http://x',
      );
    const owed = -PayoutsResponseSchema.parse((await admin.agent.get('/api/admin/payouts')).body).nonprofits[0]!.dueCents;
    expect(owed).toBe(3 * 2000 - (2000 + 3 * 1000 - 1500));
    const remits = await Promise.all(
      tabs.map((t) =>
        t
          .post('/api/admin/remittances')
          .send({ nonprofitId: nonprofit.id, amountCents: owed, receivedOn: '2026-11-21', reference: 'c' }),
      ),
    );
    expect(remits.map((r) => r.status).sort()).toEqual([201, 400]);
    const final = PayoutsResponseSchema.parse((await admin.agent.get('/api/admin/payouts')).body);
    expect(final.nonprofits[0]!.dueCents).toBe(0);
    expect(final.restaurants.find((r) => r.restaurantId === restaurantId)!.dueCents).toBe(2000 + 3 * 1000 - 1500);
  });

  it('after any sequence of online and cash sales, refunds, voids, payouts and remittances, every balance adds up to the cent', async () => {
    type Op =
      | { kind: 'online'; np: number }
      | { kind: 'cash'; np: number }
      | { kind: 'refund'; pick: number; part: number }
      | { kind: 'void'; pick: number }
      | { kind: 'payNonprofit'; np: number; amount: number }
      | { kind: 'remit'; np: number; amount: number }
      | { kind: 'payRestaurant'; amount: number };
    const amount = fc.integer({ min: 1, max: 4000 });
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('online' as const), np: fc.nat(1) }),
      fc.record({ kind: fc.constant('cash' as const), np: fc.nat(1) }),
      fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(50), part: fc.integer({ min: 1, max: 2001 }) }),
      fc.record({ kind: fc.constant('void' as const), pick: fc.nat(50) }),
      fc.record({ kind: fc.constant('payNonprofit' as const), np: fc.nat(1), amount }),
      fc.record({ kind: fc.constant('remit' as const), np: fc.nat(1), amount }),
      fc.record({ kind: fc.constant('payRestaurant' as const), amount }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 30 }), async (ops) => {
        const ctx = createTestApp();
        // One restaurant, two nonprofits, prices with odd cents so every share rounds.
        const first = makeCampaign(ctx.db, { cardPrice: 2001 });
        const second = makeCampaign(ctx.db, { restaurantId: first.restaurantId, cardPrice: 1999 });
        const parties = [first, second];
        const actor = await makeUser(ctx.db, 'superadmin');
        const model = parties.map((p) => ({ price: p.campaign.cardPrice, earned: 0, cash: 0, paid: 0, received: 0 }));
        const restaurant = { earned: 0, paid: 0 };
        const sold: Array<{ id: number; np: number; cash: boolean; price: number; refunded: number; live: boolean }> = [];
        const due = (m: (typeof model)[number]) => m.earned - m.paid - m.cash + m.received;
        const refused = async (fn: () => Promise<unknown>) => {
          try {
            await fn();
            return false;
          } catch (err) {
            if (err instanceof AppError && err.status === 400) return true;
            throw err;
          }
        };

        for (const o of ops) {
          if (o.kind === 'online' || o.kind === 'cash') {
            const m = model[o.np]!;
            const party = parties[o.np]!;
            const card =
              o.kind === 'online'
                ? makeCard(ctx.db, party.campaign.id, { paymentReference: `pi_${randomBytes(6).toString('hex')}` }).card
                : await recordCashSale(
                    ctx.db,
                    party.nonprofit,
                    {
                      campaignId: party.campaign.id,
                      buyerName: 'Pat',
                      buyerEmail: 'p@example.com',
                      buyerPhone: null,
                      method: 'cash',
                      reference: null,
                      sellerCode: null,
                    },
                    actor.id,
                    'http://x',
                  );
            sold.push({ id: card.id, np: o.np, cash: o.kind === 'cash', price: m.price, refunded: 0, live: true });
            m.earned += nonprofitShareOf(m.price);
            restaurant.earned += m.price - nonprofitShareOf(m.price);
            if (o.kind === 'cash') m.cash += m.price;
          } else if (o.kind === 'refund') {
            const candidates = sold.filter((c) => !c.cash && c.live);
            if (candidates.length === 0) continue;
            const c = candidates[o.pick % candidates.length]!;
            const amount = Math.min(o.part, c.price - c.refunded);
            const row = ctx.db.select().from(cards).where(eq(cards.id, c.id)).get()!;
            ctx.db.transaction((tx) =>
              recordMoneyBack(tx, row, {
                kind: 'refund',
                reference: `re_${randomBytes(6).toString('hex')}`,
                amount,
                reason: null,
                actorUserId: null,
                endsCard: false,
              }),
            );
            const before = nonprofitShareOf(c.refunded);
            c.refunded += amount;
            const back = nonprofitShareOf(c.refunded) - before;
            model[c.np]!.earned -= back;
            restaurant.earned -= amount - back;
            if (c.refunded >= c.price) c.live = false;
          } else if (o.kind === 'void') {
            const candidates = sold.filter((c) => c.cash && c.live);
            if (candidates.length === 0) continue;
            const c = candidates[o.pick % candidates.length]!;
            await voidCashSale(ctx.db, parties[c.np]!.nonprofit, c.id, 'mistake', actor.id);
            c.live = false;
            const m = model[c.np]!;
            m.earned -= nonprofitShareOf(c.price);
            m.cash -= c.price;
            restaurant.earned -= c.price - nonprofitShareOf(c.price);
          } else if (o.kind === 'payNonprofit') {
            const m = model[o.np]!;
            const no = await refused(() =>
              recordPayout(
                ctx.db,
                {
                  nonprofitId: parties[o.np]!.nonprofit.id,
                  amountCents: o.amount,
                  paidOn: '2026-11-20',
                  reference: `p_${randomBytes(6).toString('hex')}`,
                },
                actor.id,
              ),
            );
            expect(no).toBe(o.amount > due(m));
            if (!no) m.paid += o.amount;
          } else if (o.kind === 'remit') {
            const m = model[o.np]!;
            const no = await refused(() =>
              recordRemittance(
                ctx.db,
                {
                  nonprofitId: parties[o.np]!.nonprofit.id,
                  amountCents: o.amount,
                  receivedOn: '2026-11-20',
                  reference: `r_${randomBytes(6).toString('hex')}`,
                },
                actor.id,
              ),
            );
            expect(no).toBe(o.amount > -due(m));
            if (!no) m.received += o.amount;
          } else {
            const no = await refused(() =>
              recordPayout(
                ctx.db,
                {
                  restaurantId: first.restaurantId,
                  amountCents: o.amount,
                  paidOn: '2026-11-20',
                  reference: `p_${randomBytes(6).toString('hex')}`,
                },
                actor.id,
              ),
            );
            expect(no).toBe(o.amount > restaurant.earned - restaurant.paid);
            if (!no) restaurant.paid += o.amount;
          }
        }

        const { agent } = await signInAs(ctx, 'superadmin');
        const read = PayoutsResponseSchema.parse((await agent.get('/api/admin/payouts')).body);
        parties.forEach((p, i) => {
          const m = model[i]!;
          const expected = {
            earnedCents: m.earned,
            cashHeldCents: m.cash,
            paidCents: m.paid,
            receivedCents: m.received,
            dueCents: due(m),
          };
          expect(read.nonprofits.find((n) => n.nonprofitId === p.nonprofit.id)).toMatchObject(expected);
          const sums = ledgerSums(ctx.db, p.nonprofit.id, first.restaurantId);
          expect({ earned: sums.earned, cash: sums.cash, paid: sums.paid, received: sums.received }).toEqual({
            earned: m.earned,
            cash: m.cash,
            paid: m.paid,
            received: m.received,
          });
        });
        const sums = ledgerSums(ctx.db, first.nonprofit.id, first.restaurantId);
        expect({ earned: sums.restaurantEarned, paid: sums.restaurantPaid }).toEqual(restaurant);
        expect(read.restaurants.find((r) => r.restaurantId === first.restaurantId)).toMatchObject({
          earnedCents: restaurant.earned,
          paidCents: restaurant.paid,
          dueCents: restaurant.earned - restaurant.paid,
        });
        // Every sale's money is somewhere: what the buyers paid, net, is the nonprofits' and the restaurant's earnings together.
        const net = sold.reduce((sum, c) => sum + (c.cash && !c.live ? 0 : c.price - c.refunded), 0);
        expect(model.reduce((s, m) => s + m.earned, 0) + restaurant.earned).toBe(net);
      }),
      { numRuns: 25 },
    );
  });
});
