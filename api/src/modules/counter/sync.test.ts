import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  SCAN_NONCE_MAX_LENGTH,
  SCAN_TOKEN_MAX_LENGTH,
  SYNC_CALLS_PER_MINUTE,
  SYNC_MAX_SCANS,
  VouchersResponseSchema,
  type Voucher,
} from '@dealcard/shared';
import { cardOffers, kioskScans, redemptions } from '../../db/schema/index.ts';
import { makeCampaign, makeCard, makeLocation } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { sweep } from '../housekeeping/sweep.ts';
import { pairedTablet } from '../kiosk/kiosk-test-helpers.ts';
import { signedIn } from '../restaurants/portal-test-helpers.ts';
import { redeemOffer } from './redeem.ts';

const DAY = 86_400_000;

async function counter(ctx: TestContext, quantity = 3) {
  const { campaign, restaurantId } = makeCampaign(ctx.db, {}, [
    { name: 'Free Wings', description: 'Ten wings', quantity, retailValue: 1200 },
  ]);
  const downtown = makeLocation(ctx.db, restaurantId, { name: 'Downtown' });
  const { agent: owner } = await signedIn(ctx, 'restaurant_owner', restaurantId);
  const { tablet } = await pairedTablet(ctx, owner, downtown.id);
  const card = () => makeCard(ctx.db, campaign.id, { purchaseDate: new Date(Date.now() - 40 * DAY) });
  return { campaign, restaurantId, owner, tablet, card };
}

const vouchersOf = async (ctx: TestContext, accessCode: string): Promise<Voucher[]> =>
  VouchersResponseSchema.parse((await ctx.request.get(`/api/cards/${accessCode}/vouchers`).expect(200)).body).vouchers;

describe('POST /api/kiosk/sync limits', () => {
  it(`takes at most ${SYNC_MAX_SCANS} scans a call: one more is a 400 and changes nothing`, async () => {
    const ctx = createTestApp();
    const { tablet, card } = await counter(ctx);
    const [voucher] = await vouchersOf(ctx, card().card.accessCode);
    const at = new Date(Date.now() - 60_000).toISOString();
    const scans = Array.from({ length: SYNC_MAX_SCANS + 1 }, (_, i) => ({
      token: voucher!.token,
      scannedAt: at,
      nonce: `too-many-${i}-nonce`,
    }));
    const res = await tablet.post('/api/kiosk/sync').send({ scans });
    expect(res.status).toBe(400);
    expect(ctx.db.select().from(kioskScans).all()).toEqual([]);
    expect(ctx.db.select().from(redemptions).all()).toEqual([]);
  });

  it(`${SYNC_MAX_SCANS} scans of the longest token and nonce fit the 100 KB body limit`, async () => {
    const ctx = createTestApp();
    const { tablet } = await counter(ctx);
    const token = `${'A'.repeat(SCAN_TOKEN_MAX_LENGTH - 87)}.${'B'.repeat(86)}`;
    expect(token).toHaveLength(SCAN_TOKEN_MAX_LENGTH);
    const scans = Array.from({ length: SYNC_MAX_SCANS }, (_, i) => ({
      token,
      scannedAt: new Date(Date.now() - 60_000).toISOString(),
      nonce: `${String(i).padStart(4, '0')}${'n'.repeat(SCAN_NONCE_MAX_LENGTH - 4)}`,
    }));
    expect(Buffer.byteLength(JSON.stringify({ scans }))).toBeLessThan(100 * 1024);
    const res = await tablet.post('/api/kiosk/sync').send({ scans });
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(SYNC_MAX_SCANS);
    expect(new Set(res.body.results.map((r: { status: string }) => r.status))).toEqual(new Set(['invalid']));
  });

  it('answers each scan on its own: a broken one is invalid and its neighbours are applied', async () => {
    const ctx = createTestApp();
    const { tablet, card } = await counter(ctx);
    const list = await vouchersOf(ctx, card().card.accessCode);
    const at = new Date(Date.now() - 60_000).toISOString();
    const res = await tablet.post('/api/kiosk/sync').send({
      scans: [
        { token: list[0]!.token, scannedAt: at, nonce: 'good-one-0001' },
        { token: list[1]!.token, scannedAt: 'yesterday', nonce: 'broken-0002' },
        { token: 42, scannedAt: at, nonce: 'broken-0003' },
        { token: list[1]!.token, scannedAt: at, nonce: `bidi\u202e-0004` },
        'not a scan',
        { token: list[2]!.token, scannedAt: at, nonce: 'good-one-0006' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { nonce: string; status: string }) => [r.nonce, r.status])).toEqual([
      ['good-one-0001', 'applied'],
      ['broken-0002', 'invalid'],
      ['broken-0003', 'invalid'],
      [`bidi\u202e-0004`, 'invalid'],
      ['', 'invalid'],
      ['good-one-0006', 'applied'],
    ]);
    expect(ctx.db.select().from(redemptions).all()).toHaveLength(2);
  });

  it(`is limited to ${SYNC_CALLS_PER_MINUTE} calls a minute per tablet, whatever the answers; typed codes are not`, async () => {
    const ctx = createTestApp({ env: { RATE_LIMIT: 'on' } });
    const { tablet, card } = await counter(ctx);
    const { card: c, offers } = card();
    const { code } = redeemOffer(ctx.db, c.accessCode, offers[0]!.id);
    const at = new Date(Date.now() - 60_000).toISOString();
    for (let i = 0; i < SYNC_CALLS_PER_MINUTE; i++) {
      const res = await tablet
        .post('/api/kiosk/sync')
        .send({ scans: [{ token: 'AAAA.BBBB', scannedAt: at, nonce: `call-${i}-nonce` }] });
      expect(res.status).toBe(200);
    }
    const over = await tablet
      .post('/api/kiosk/sync')
      .send({ scans: [{ token: 'AAAA.BBBB', scannedAt: at, nonce: 'one-too-many' }] });
    expect(over.status).toBe(429);
    expect((await tablet.post('/api/kiosk/verify').send({ code })).body.status).toBe('valid');
  });
});

describe('QR scans and typed codes are limited apart', () => {
  it('twenty junk QR codes lock the scanner for a minute, never the keypad', async () => {
    const ctx = createTestApp({ env: { RATE_LIMIT: 'on' } });
    const { tablet, card } = await counter(ctx);
    const { card: c, offers } = card();
    const { code } = redeemOffer(ctx.db, c.accessCode, offers[0]!.id);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await tablet.post('/api/kiosk/vouchers').send({ token: `JUNK${i}.QRCODE` })).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    const typed = await tablet.post('/api/kiosk/verify').send({ code });
    expect(typed.status).toBe(200);
    expect(typed.body.status).toBe('valid');
  });
});

describe('a synced scan keeps two times', () => {
  it('a scan eight days old is listed in the portal and undone there, counted from when the server recorded it', async () => {
    const ctx = createTestApp();
    const { tablet, owner, card } = await counter(ctx);
    const [voucher] = await vouchersOf(ctx, card().card.accessCode);
    const scannedAt = new Date(Date.now() - 8 * DAY).toISOString();
    const res = await tablet
      .post('/api/kiosk/sync')
      .send({ scans: [{ token: voucher!.token, scannedAt, nonce: 'eight-days-old' }] });
    expect(res.body.results[0]).toMatchObject({ status: 'applied' });
    const id = res.body.results[0].redemptionId as number;
    const row = ctx.db.select().from(redemptions).where(eq(redemptions.id, id)).get()!;
    expect(row.verifiedAt).toBe(scannedAt);
    expect(Date.now() - new Date(row.redeemedAt).getTime()).toBeLessThan(DAY);

    const list = await owner.get('/api/redemptions').expect(200);
    expect(list.body.redemptions.map((r: { id: number }) => r.id)).toContain(id);
    // The tablet that synced it may undo it within 15 minutes of the sync, the owner within 7 days.
    await tablet.post(`/api/kiosk/redemptions/${id}/undo`).send({ reason: 'Wrong offer' }).expect(200);
    const offer = ctx.db.select().from(cardOffers).where(eq(cardOffers.id, voucher!.offerId)).get()!;
    expect(offer.quantityRemaining).toBe(offer.quantityTotal);
  });

  it('invalid scans are kept 30 days, then swept; applied ones stay', async () => {
    const ctx = createTestApp();
    const { tablet, card } = await counter(ctx);
    const [voucher] = await vouchersOf(ctx, card().card.accessCode);
    const at = new Date(Date.now() - 60_000).toISOString();
    await tablet
      .post('/api/kiosk/sync')
      .send({
        scans: [
          { token: voucher!.token, scannedAt: at, nonce: 'applied-0001' },
          { token: 'AAAA.BBBB', scannedAt: at, nonce: 'invalid-0002' },
        ],
      })
      .expect(200);
    expect((await sweep(ctx.db, ctx.config.uploadsDir, new Date(Date.now() + 29 * DAY))).invalidScans).toBe(0);
    expect((await sweep(ctx.db, ctx.config.uploadsDir, new Date(Date.now() + 31 * DAY))).invalidScans).toBe(1);
    expect(ctx.db.select({ nonce: kioskScans.nonce }).from(kioskScans).all()).toEqual([{ nonce: 'applied-0001' }]);
  });

  it('a resent nonce gets its first answer back, even after the use it ran into is checked at a tablet', async () => {
    const ctx = createTestApp();
    const { tablet, card } = await counter(ctx);
    const { card: held, offers } = card();
    const vouchers = await vouchersOf(ctx, held.accessCode);
    // The holder takes use 1 by code; offline, the tablet had scanned use 1's voucher.
    const { code } = redeemOffer(ctx.db, held.accessCode, offers[0]!.id);
    const voucher = vouchers.find((v) => v.use === 1)!;
    const scans = [{ token: voucher.token, scannedAt: new Date(Date.now() - 60_000).toISOString(), nonce: 'late-tablet-0001' }];
    const first = (await tablet.post('/api/kiosk/sync').send({ scans }).expect(200)).body;
    expect(first.results).toEqual([
      {
        nonce: 'late-tablet-0001',
        status: 'duplicate',
        redemptionId: expect.any(Number),
        usedAt: expect.any(String),
        offerType: offers[0]!.offerType,
      },
    ]);
    // The code is then checked at the counter: the redemption now has a place and a later time.
    expect((await tablet.post('/api/kiosk/verify').send({ code }).expect(200)).body.status).toBe('valid');
    const again = (await tablet.post('/api/kiosk/sync').send({ scans }).expect(200)).body;
    expect(again).toEqual(first);
  });

  it('a conflict with a typed code says when the code was used and where it was checked, not when', async () => {
    const ctx = createTestApp();
    const { tablet, card, owner } = await counter(ctx);
    const { card: held, offers } = card();
    const vouchers = await vouchersOf(ctx, held.accessCode);
    // The holder shows a code 20 minutes ago; staff check it at the tablet only now. Meanwhile,
    // offline, the tablet had scanned the voucher of the same use, 10 minutes ago.
    const usedAt = new Date(Date.now() - 20 * 60_000);
    const { code } = redeemOffer(ctx.db, held.accessCode, offers[0]!.id, usedAt);
    expect((await tablet.post('/api/kiosk/verify').send({ code }).expect(200)).body.status).toBe('valid');
    const scannedAt = new Date(Date.now() - 10 * 60_000).toISOString();
    const token = vouchers.find((v) => v.use === 1)!.token;
    const synced = (
      await tablet
        .post('/api/kiosk/sync')
        .send({ scans: [{ token, scannedAt, nonce: 'code-first-0001' }] })
        .expect(200)
    ).body;
    expect(synced.results).toEqual([
      expect.objectContaining({ status: 'duplicate', usedAt: usedAt.toISOString(), locationName: 'Downtown' }),
    ]);
    const report = (await owner.get('/api/restaurants/reports').expect(200)).body;
    expect(report.offlineConflicts).toEqual([
      expect.objectContaining({
        scannedAt,
        scannedAtLocation: 'Downtown',
        usedAt: usedAt.toISOString(),
        usedAtLocation: 'Downtown',
      }),
    ]);
  });
});
