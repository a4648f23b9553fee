import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SyncResult, VerifyResponse } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { cardOffers, cards, kioskDevices, redemptions, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { makeCampaign, makeCard, makeLocation, refundInFull } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import type { KioskDeviceAuth } from '../../types.d.ts';
import { redeemCardQr } from './card-qr.ts';
import { redeemOffer } from './redeem.ts';
import { scanVoucher } from './scan.ts';
import { syncScans } from './sync.ts';
import { undoRedemption } from './undo.ts';
import { verifyCode } from './verify.ts';
import { restaurantKey, signVoucher } from '../cards/voucher-keys.ts';

/**
 * Whatever the mix and order of the counter's paths across two tablets (the holder's codes
 * checked at either, vouchers and card QRs served online, both queued offline and synced, undo from a
 * tablet or the portal, a refund), an offer is never served more times than its quantity, an
 * undone code is never served, and a sync sent again answers exactly as the first time.
 */

type Op =
  | { kind: 'redeem'; offer: number }
  | { kind: 'verify'; tablet: number; code: number }
  | { kind: 'scan'; tablet: number; offer: number; use: number }
  | { kind: 'queue'; tablet: number; offer: number; use: number }
  | { kind: 'cardTap'; tablet: number; offer: number }
  | { kind: 'queueCard'; tablet: number; offer: number }
  | { kind: 'sync'; tablet: number }
  | { kind: 'replay'; batch: number }
  | { kind: 'undo'; redemption: number; byTablet: boolean }
  | { kind: 'refund' }
  | { kind: 'tick'; minutes: number };

const QUANTITIES = [2, 3];

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('redeem' as const), offer: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('verify' as const), tablet: fc.integer({ min: 0, max: 1 }), code: fc.nat(20) }),
  fc.record({
    kind: fc.constant('scan' as const),
    tablet: fc.integer({ min: 0, max: 1 }),
    offer: fc.integer({ min: 0, max: 1 }),
    use: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('queue' as const),
    tablet: fc.integer({ min: 0, max: 1 }),
    offer: fc.integer({ min: 0, max: 1 }),
    use: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('cardTap' as const),
    tablet: fc.integer({ min: 0, max: 1 }),
    offer: fc.integer({ min: 0, max: 1 }),
  }),
  fc.record({
    kind: fc.constant('queueCard' as const),
    tablet: fc.integer({ min: 0, max: 1 }),
    offer: fc.integer({ min: 0, max: 1 }),
  }),
  fc.record({ kind: fc.constant('sync' as const), tablet: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('replay' as const), batch: fc.nat(10) }),
  fc.record({ kind: fc.constant('undo' as const), redemption: fc.nat(20), byTablet: fc.boolean() }),
  fc.constant({ kind: 'refund' as const }),
  fc.record({ kind: fc.constant('tick' as const), minutes: fc.integer({ min: 1, max: 20 }) }),
);

function world(db: Db) {
  const { campaign, restaurantId } = makeCampaign(
    db,
    {},
    QUANTITIES.map((quantity, i) => ({ name: `Offer ${i}`, description: 'Something good', quantity, retailValue: 500 })),
  );
  const devices: KioskDeviceAuth[] = ['Downtown', 'Riverside'].map((name) => {
    const location = makeLocation(db, restaurantId, { name });
    const row = db
      .insert(kioskDevices)
      .values({ restaurantId, locationId: location.id, secretHash: 'x'.repeat(64) })
      .returning()
      .get();
    return { id: row.id, restaurantId, locationId: location.id };
  });
  const admin = db
    .insert(users)
    .values({ id: crypto.randomUUID(), email: `admin-${crypto.randomUUID()}@example.com`, role: 'superadmin' })
    .returning()
    .get();
  const start = Date.now();
  const { card, offers } = makeCard(db, campaign.id, { purchaseDate: new Date(start - 86_400_000) });
  const key = restaurantKey(db, restaurantId);
  const voucher = (offer: number, use: number) =>
    signVoucher(key, {
      v: 1,
      r: restaurantId,
      c: card.id,
      o: offers[offer]!.id,
      u: use,
      e: card.expiresOn,
      n: 'Jamie',
    });
  const cardQr = signVoucher(key, {
    v: 1,
    t: 'card',
    r: restaurantId,
    c: card.id,
    e: card.expiresOn,
    n: 'Jamie',
  });
  return { card, offers, devices, voucher, cardQr, start, admin };
}

async function run(ops: Op[]) {
  const { db } = createTestApp();
  const { card, offers, devices, voucher, cardQr, start, admin } = world(db);
  let now = start;
  const codes: Array<{ code: string; redemptionId: number }> = [];
  const made: number[] = [];
  const served = new Map<number, number>(); // redemption id -> offer id, each served use
  type Scan = { token: string; scannedAt: string; nonce: string; campaignOfferId?: number };
  const queues: Scan[][] = [[], []];
  const batches: Array<{
    tablet: number;
    scans: Scan[];
    results: SyncResult[];
  }> = [];
  let nonce = 0;
  let refunded = false;
  const isUndone = (id: number) => db.select().from(redemptions).where(eq(redemptions.id, id)).get()?.undoneAt != null;
  const serve = (id: number, what: string) => {
    // A use is served once; an undone one is never served again under the same redemption.
    expect(isUndone(id), `${what} served an undone redemption`).toBe(false);
    expect(refunded, `${what} served a refunded card`).toBe(false);
    served.set(id, db.select().from(redemptions).where(eq(redemptions.id, id)).get()!.offerId);
  };

  for (const o of ops) {
    const at = new Date(now);
    switch (o.kind) {
      case 'redeem':
        try {
          const r = redeemOffer(db, card.accessCode, offers[o.offer]!.id, at);
          codes.push(r);
          made.push(r.redemptionId);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
        }
        break;
      case 'verify': {
        const code = codes[o.code % Math.max(codes.length, 1)];
        if (!code) break;
        const answer: VerifyResponse = verifyCode(db, devices[o.tablet]!, code.code, at);
        if (answer.status === 'valid') serve(code.redemptionId, 'a typed code');
        if (isUndone(code.redemptionId)) expect(answer.status).toBe('voided');
        break;
      }
      case 'scan': {
        const answer = await scanVoucher(db, devices[o.tablet]!, voucher(o.offer, o.use), at);
        if (answer.status === 'valid') {
          serve(answer.redemptionId!, 'a voucher');
          made.push(answer.redemptionId!);
        }
        break;
      }
      case 'queue':
        queues[o.tablet]!.push({
          token: voucher(o.offer, o.use),
          scannedAt: new Date(now - 30_000).toISOString(),
          nonce: `tablet-${o.tablet}-scan-${++nonce}`,
        });
        break;
      case 'cardTap': {
        const answer = await redeemCardQr(db, devices[o.tablet]!, cardQr, offers[o.offer]!.id, at);
        if (answer.status === 'valid') {
          serve(answer.redemptionId!, 'a card QR');
          made.push(answer.redemptionId!);
        }
        break;
      }
      case 'queueCard':
        queues[o.tablet]!.push({
          token: cardQr,
          campaignOfferId: offers[o.offer]!.campaignOfferId!,
          scannedAt: new Date(now - 30_000).toISOString(),
          nonce: `tablet-${o.tablet}-card-${++nonce}`,
        });
        break;
      case 'sync': {
        const scans = queues[o.tablet]!.splice(0);
        if (!scans.length) break;
        const { results } = await syncScans(db, devices[o.tablet]!, scans, undefined, at);
        batches.push({ tablet: o.tablet, scans, results });
        for (const r of results) {
          if (r.status === 'applied') {
            serve(r.redemptionId!, 'a synced scan');
            made.push(r.redemptionId!);
          }
        }
        break;
      }
      case 'replay': {
        const batch = batches[o.batch % Math.max(batches.length, 1)];
        if (!batch) break;
        expect((await syncScans(db, devices[batch.tablet]!, batch.scans, undefined, at)).results).toEqual(batch.results);
        break;
      }
      case 'undo': {
        const id = made[o.redemption % Math.max(made.length, 1)];
        if (id === undefined) break;
        try {
          await undoRedemption(
            db,
            id,
            o.byTablet
              ? { kind: 'device', device: devices[0]! }
              : {
                  kind: 'user',
                  user: { id: admin.id, email: admin.email, role: 'superadmin', restaurantId: null, nonprofitId: null },
                },
            'Wrong offer',
            at,
          );
          served.delete(id);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
        }
        break;
      }
      case 'refund':
        if (!refunded) {
          refundInFull(db, card.id);
          refunded = true;
        }
        break;
      case 'tick':
        now += o.minutes * 60_000;
        break;
    }

    // After every step: the database and what was served agree with the quantities.
    for (const [i, offer] of offers.entries()) {
      const live = db
        .select({ id: redemptions.id, undoneAt: redemptions.undoneAt })
        .from(redemptions)
        .where(eq(redemptions.offerId, offer.id))
        .all()
        .filter((r) => r.undoneAt === null).length;
      const row = db.select().from(cardOffers).where(eq(cardOffers.id, offer.id)).get()!;
      expect(live).toBeLessThanOrEqual(QUANTITIES[i]!);
      expect(row.quantityRemaining).toBe(QUANTITIES[i]! - live);
      const servedHere = [...served.values()].filter((id) => id === offer.id).length;
      expect(servedHere, `offer ${i} served beyond its quantity`).toBeLessThanOrEqual(QUANTITIES[i]!);
    }
  }

  // Every sync sent again at the end answers exactly as the first time.
  for (const batch of batches) {
    expect((await syncScans(db, devices[batch.tablet]!, batch.scans, undefined, new Date(now))).results).toEqual(batch.results);
  }
  expect(db.select().from(cards).where(eq(cards.id, card.id)).get()!.status).toBe(refunded ? 'refunded' : 'active');
}

describe('the counter under random interleavings of every path across two tablets', () => {
  it('never serves an offer beyond its quantity nor an undone code, and a sync replays identically', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 60 }), (ops) => run(ops)),
      { numRuns: 150 },
    );
    // 150 random runs of up to 60 steps each, every path a real transaction: on a busy shared
    // machine this takes far longer than one ordinary test may.
  }, 180_000);
});
