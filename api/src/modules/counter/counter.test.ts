import { createPublicKey, verify } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  OfflineKitResponseSchema,
  PORTAL_REDEMPTIONS_PAGE,
  PortalRedemptionsResponseSchema,
  VouchersResponseSchema,
  type PortalRedemption,
  type Voucher,
} from '@dealcard/shared';
import { auditLog, cardOffers, kioskScans, redemptions, restaurantKeys, vouchers } from '../../db/schema/index.ts';
import { makeCampaign, makeCard, makeLocation, refundInFull } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { signedIn } from '../restaurants/portal-test-helpers.ts';
import { pairedTablet } from '../kiosk/kiosk-test-helpers.ts';
import { redeemOffer } from './redeem.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';

type Agent = ReturnType<typeof supertest.agent>;

const tablet = async (ctx: TestContext, owner: Agent, locationId: number): Promise<Agent> =>
  (await pairedTablet(ctx, owner, locationId)).tablet;

async function restaurantWithCard(ctx: TestContext) {
  const { campaign, restaurantId } = makeCampaign(ctx.db);
  const downtown = makeLocation(ctx.db, restaurantId, { name: 'Downtown' });
  const riverside = makeLocation(ctx.db, restaurantId, { name: 'Riverside' });
  const { agent: owner } = await signedIn(ctx, 'restaurant_owner', restaurantId);
  // Bought a day ago: an offline scan of a few minutes ago happened after the purchase.
  const { card, offers } = makeCard(ctx.db, campaign.id, {
    customerName: 'Jamie Holder',
    purchaseDate: new Date(Date.now() - 86_400_000),
  });
  return { campaign, restaurantId, downtown, riverside, owner, card, offers };
}

const vouchersOf = async (ctx: TestContext, accessCode: string): Promise<Voucher[]> =>
  VouchersResponseSchema.parse((await ctx.request.get(`/api/cards/${accessCode}/vouchers`).expect(200)).body).vouchers;

const liveUses = (ctx: TestContext, offerId: number) =>
  ctx.db
    .select({ use: redemptions.use })
    .from(redemptions)
    .where(and(eq(redemptions.offerId, offerId), isNull(redemptions.undoneAt)))
    .all()
    .map((r) => r.use)
    .sort();

describe('vouchers', () => {
  it('one per remaining use, signed once with the restaurant key (verifiable with the offline kit), never the private key', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    redeemOffer(ctx.db, mine.card.accessCode, mine.offers[0]!.id);
    const list = await vouchersOf(ctx, mine.card.accessCode);
    const total = mine.offers.reduce((n, o) => n + o.quantityTotal, 0);
    expect(list).toHaveLength(total - 1);
    // The six-digit redemption took use 1 of the first offer: its vouchers start at 2.
    expect(list.filter((v) => v.offerId === mine.offers[0]!.id).map((v) => v.use)).toEqual([2, 3]);
    const again = await vouchersOf(ctx, mine.card.accessCode);
    expect(again).toEqual(list);
    expect(ctx.db.select().from(vouchers).all()).toHaveLength(total - 1);

    const device = await tablet(ctx, mine.owner, mine.downtown.id);
    const kit = OfflineKitResponseSchema.parse((await device.get('/api/kiosk/offline-kit').expect(200)).body);
    const publicKey = createPublicKey({ key: kit.publicKeyJwk, format: 'jwk' });
    const [body, sig] = list[0]!.token.split('.');
    const bytes = Buffer.from(body!, 'base64url');
    expect(verify(null, bytes, publicKey, Buffer.from(sig!, 'base64url'))).toBe(true);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({
      v: 1,
      r: mine.restaurantId,
      c: mine.card.id,
      o: list[0]!.offerId,
      u: list[0]!.use,
      e: mine.card.expiresOn,
      n: 'Jamie',
    });
    const secret = ctx.db.select().from(restaurantKeys).get()!.privateKey;
    expect(JSON.stringify(kit)).not.toContain(secret);
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it('a refunded card has none, and the kit lists it as voided', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    refundInFull(ctx.db, mine.card.id);
    expect(await vouchersOf(ctx, mine.card.accessCode)).toEqual([]);
    const device = await tablet(ctx, mine.owner, mine.downtown.id);
    expect((await device.get('/api/kiosk/offline-kit')).body.voidedCardIds).toEqual([mine.card.id]);
    expect((await ctx.request.get('/api/cards/NOSUCHCARD/vouchers')).status).toBe(404);
  });
});

describe('POST /api/kiosk/vouchers', () => {
  it('applies a valid voucher once; again it is already used with when and where; forged, foreign and refunded ones are refused', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const other = await restaurantWithCard(ctx);
    const [first, second] = await vouchersOf(ctx, mine.card.accessCode);
    const downtown = await tablet(ctx, mine.owner, mine.downtown.id);
    const riverside = await tablet(ctx, mine.owner, mine.riverside.id);

    const ok = await downtown.post('/api/kiosk/vouchers').send({ token: first!.token });
    expect(ok.body).toMatchObject({
      status: 'valid',
      holderFirstName: 'Jamie',
      locationName: 'Downtown',
      redemptionId: expect.any(Number),
    });
    const again = await riverside.post('/api/kiosk/vouchers').send({ token: first!.token });
    expect(again.body).toMatchObject({ status: 'already_used', locationName: 'Downtown', usedAt: ok.body.usedAt });
    expect(ctx.db.select().from(cardOffers).where(eq(cardOffers.id, first!.offerId)).get()!.quantityRemaining).toBe(
      mine.offers.find((o) => o.id === first!.offerId)!.quantityTotal - 1,
    );

    // A six-digit redemption now takes the lowest use not taken: the voucher's use is skipped.
    const code = redeemOffer(ctx.db, mine.card.accessCode, first!.offerId);
    expect(liveUses(ctx, first!.offerId)).toEqual([1, 2]);
    expect(code.offer.quantityRemaining).toBe(mine.offers.find((o) => o.id === first!.offerId)!.quantityTotal - 2);

    const [body] = second!.token.split('.');
    const forged = `${body}.${Buffer.alloc(64, 7).toString('base64url')}`;
    expect((await downtown.post('/api/kiosk/vouchers').send({ token: forged })).body.status).toBe('not_found');
    const foreign = (await vouchersOf(ctx, other.card.accessCode))[0]!;
    expect((await downtown.post('/api/kiosk/vouchers').send({ token: foreign.token })).body.status).toBe('not_found');
    expect((await downtown.post('/api/kiosk/vouchers').send({ token: 'not a voucher' })).status).toBe(400);

    refundInFull(ctx.db, mine.card.id);
    expect((await downtown.post('/api/kiosk/vouchers').send({ token: second!.token })).body.status).toBe('voided');
    expect((await ctx.request.post('/api/kiosk/vouchers').send({ token: second!.token })).status).toBe(401);
  });

  it('the same voucher scanned on two tablets at once applies once', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const [voucher] = await vouchersOf(ctx, mine.card.accessCode);
    const a = await tablet(ctx, mine.owner, mine.downtown.id);
    const b = await tablet(ctx, mine.owner, mine.riverside.id);
    const answers = await Promise.all([a, b, a, b].map((t) => t.post('/api/kiosk/vouchers').send({ token: voucher!.token })));
    expect(answers.map((r) => r.body.status).sort()).toEqual(['already_used', 'already_used', 'already_used', 'valid']);
    expect(liveUses(ctx, voucher!.offerId)).toEqual([voucher!.use]);
  });
});

describe('POST /api/kiosk/sync', () => {
  it('applies offline scans once by nonce, reports a voucher used elsewhere as a duplicate with both places, and never goes below zero', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const list = await vouchersOf(ctx, mine.card.accessCode);
    const downtown = await tablet(ctx, mine.owner, mine.downtown.id);
    const riverside = await tablet(ctx, mine.owner, mine.riverside.id);
    const earlier = new Date(Date.now() - 60_000).toISOString();

    // Riverside used voucher 0 online; Downtown had scanned it offline too.
    await riverside.post('/api/kiosk/vouchers').send({ token: list[0]!.token }).expect(200);
    const scans = [
      { token: list[0]!.token, scannedAt: earlier, nonce: 'downtown-0001' },
      { token: list[1]!.token, scannedAt: earlier, nonce: 'downtown-0002' },
      { token: 'AAAA.BBBB', scannedAt: earlier, nonce: 'downtown-0003' },
    ];
    const res = await downtown.post('/api/kiosk/sync').send({ scans });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      {
        nonce: 'downtown-0001',
        status: 'duplicate',
        redemptionId: expect.any(Number),
        usedAt: expect.any(String),
        locationName: 'Riverside',
        offerType: mine.offers.find((o) => o.id === list[0]!.offerId)!.offerType,
      },
      { nonce: 'downtown-0002', status: 'applied', redemptionId: expect.any(Number) },
      { nonce: 'downtown-0003', status: 'invalid' },
    ]);
    // The same sync again: the same answers, nothing applied twice.
    const again = await downtown.post('/api/kiosk/sync').send({ scans });
    expect(again.body).toEqual(res.body);
    expect(ctx.db.select().from(redemptions).where(isNull(redemptions.undoneAt)).all()).toHaveLength(2);
    expect(ctx.db.select().from(kioskScans).where(eq(kioskScans.status, 'duplicate')).all()).toHaveLength(1);
    // The applied one was served when it was scanned, at Downtown, and recorded when the server got it.
    const applied = ctx.db.select().from(redemptions).where(eq(redemptions.id, res.body.results[1].redemptionId)).get()!;
    expect(applied.verifiedAt).toBe(earlier);
    expect(applied.redeemedAt > earlier).toBe(true);
    expect(applied.verifiedLocationId).toBe(mine.downtown.id);
    for (const o of ctx.db.select().from(cardOffers).where(eq(cardOffers.cardId, mine.card.id)).all())
      expect(o.quantityRemaining).toBeGreaterThanOrEqual(0);
  });

  it("another restaurant's tablet cannot apply my voucher by sync, nor answer for another tablet's nonce", async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const other = await restaurantWithCard(ctx);
    const [voucher] = await vouchersOf(ctx, mine.card.accessCode);
    const myTablet = await tablet(ctx, mine.owner, mine.downtown.id);
    const theirTablet = await tablet(ctx, other.owner, other.downtown.id);
    const scannedAt = new Date(Date.now() - 60_000).toISOString();

    const foreign = await theirTablet
      .post('/api/kiosk/sync')
      .send({ scans: [{ token: voucher!.token, scannedAt, nonce: 'their-0001' }] });
    expect(foreign.status).toBe(200);
    expect(foreign.body.results).toEqual([{ nonce: 'their-0001', status: 'invalid' }]);
    expect(ctx.db.select().from(redemptions).all()).toHaveLength(0);

    // My tablet applies it; their tablet resending my nonce learns nothing about it and changes nothing.
    const mineSync = await myTablet
      .post('/api/kiosk/sync')
      .send({ scans: [{ token: voucher!.token, scannedAt, nonce: 'mine-0001' }] });
    expect(mineSync.body.results).toEqual([{ nonce: 'mine-0001', status: 'applied', redemptionId: expect.any(Number) }]);
    const replay = await theirTablet
      .post('/api/kiosk/sync')
      .send({ scans: [{ token: voucher!.token, scannedAt, nonce: 'mine-0001' }] });
    expect(replay.body.results).toEqual([{ nonce: 'mine-0001', status: 'invalid' }]);
    expect(ctx.db.select().from(redemptions).all()).toHaveLength(1);
  });

  it('sync nonces are scoped to the tablet that sent them: the same nonce from two tablets is two scans', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const [first, second] = await vouchersOf(ctx, mine.card.accessCode);
    const a = await tablet(ctx, mine.owner, mine.downtown.id);
    const b = await tablet(ctx, mine.owner, mine.riverside.id);
    const scannedAt = new Date(Date.now() - 60_000).toISOString();
    const fromA = await a.post('/api/kiosk/sync').send({ scans: [{ token: first!.token, scannedAt, nonce: 'tablet-0001' }] });
    expect(fromA.body.results).toEqual([{ nonce: 'tablet-0001', status: 'applied', redemptionId: expect.any(Number) }]);
    // Tablet B happens to use the same nonce for another voucher: its own scan, applied, not A's answer.
    const fromB = await b.post('/api/kiosk/sync').send({ scans: [{ token: second!.token, scannedAt, nonce: 'tablet-0001' }] });
    expect(fromB.body.results).toEqual([{ nonce: 'tablet-0001', status: 'applied', redemptionId: expect.any(Number) }]);
    expect(fromB.body.results[0].redemptionId).not.toBe(fromA.body.results[0].redemptionId);
    // Each tablet resending its nonce gets its own first answer back, and nothing applies twice.
    const againA = await a.post('/api/kiosk/sync').send({ scans: [{ token: first!.token, scannedAt, nonce: 'tablet-0001' }] });
    expect(againA.body.results).toEqual(fromA.body.results);
    const againB = await b.post('/api/kiosk/sync').send({ scans: [{ token: second!.token, scannedAt, nonce: 'tablet-0001' }] });
    expect(againB.body.results).toEqual(fromB.body.results);
    expect(ctx.db.select().from(redemptions).all()).toHaveLength(2);
  });

  it('a sync racing an online scan of the same voucher applies once and reports one duplicate', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const [voucher] = await vouchersOf(ctx, mine.card.accessCode);
    const a = await tablet(ctx, mine.owner, mine.downtown.id);
    const b = await tablet(ctx, mine.owner, mine.riverside.id);
    const [online, sync] = await Promise.all([
      a.post('/api/kiosk/vouchers').send({ token: voucher!.token }),
      b
        .post('/api/kiosk/sync')
        .send({ scans: [{ token: voucher!.token, scannedAt: new Date().toISOString(), nonce: 'race-nonce-1' }] }),
    ]);
    const outcomes = [online.body.status, sync.body.results[0].status].sort();
    expect(outcomes).toEqual(online.body.status === 'valid' ? ['duplicate', 'valid'] : ['already_used', 'applied']);
    expect(liveUses(ctx, voucher!.offerId)).toEqual([voucher!.use]);
  });
});

describe('undo', () => {
  it('the kiosk undoes within 15 minutes: the use returns, the record stays with who and why; twice is 409, too late is 409', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const device = await tablet(ctx, mine.owner, mine.downtown.id);
    const offer = mine.offers[0]!;
    const { redemptionId } = redeemOffer(ctx.db, mine.card.accessCode, offer.id);
    const res = await device.post(`/api/kiosk/redemptions/${redemptionId}/undo`).send({ reason: 'Wrong offer tapped' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ redemption: { id: redemptionId, undoneAt: expect.any(String) } });
    const row = ctx.db.select().from(redemptions).where(eq(redemptions.id, redemptionId)).get()!;
    expect(row).toMatchObject({ undoReason: 'Wrong offer tapped', undoneByDeviceId: expect.any(Number) });
    expect(ctx.db.select().from(cardOffers).where(eq(cardOffers.id, offer.id)).get()!.quantityRemaining).toBe(
      offer.quantityTotal,
    );
    expect(ctx.db.select().from(auditLog).where(eq(auditLog.action, 'redemption_undone')).all()).toHaveLength(1);
    const twice = await device.post(`/api/kiosk/redemptions/${redemptionId}/undo`).send({ reason: 'again' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('already_undone');
    // The use is free again: the next redemption takes it.
    redeemOffer(ctx.db, mine.card.accessCode, offer.id);
    expect(liveUses(ctx, offer.id)).toEqual([1]);

    const old = redeemOffer(ctx.db, mine.card.accessCode, offer.id, new Date(Date.now() - 16 * 60_000));
    const late = await device.post(`/api/kiosk/redemptions/${old.redemptionId}/undo`).send({ reason: 'late' });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('undo_too_late');
    // The owner still may, within 7 days.
    await mine.owner.post(`/api/redemptions/${old.redemptionId}/undo`).send({ reason: 'Guest changed their mind' }).expect(200);
    const card = await ctx.request.get(`/api/cards/${mine.card.accessCode}`);
    expect(card.body.redemptions.find((r: { id: number }) => r.id === old.redemptionId).undoneAt).toEqual(expect.any(String));
  });

  it("another restaurant's redemption is 404 from its kiosk and its owner; a customer is 403; an admin may", async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const other = await restaurantWithCard(ctx);
    const { redemptionId } = redeemOffer(ctx.db, mine.card.accessCode, mine.offers[0]!.id);
    const otherTablet = await tablet(ctx, other.owner, other.downtown.id);
    expect((await otherTablet.post(`/api/kiosk/redemptions/${redemptionId}/undo`).send({ reason: 'x' })).status).toBe(404);
    expect((await other.owner.post(`/api/redemptions/${redemptionId}/undo`).send({ reason: 'x' })).status).toBe(404);
    const customer = await signInAs(ctx, 'customer');
    expect((await customer.agent.post(`/api/redemptions/${redemptionId}/undo`).send({ reason: 'x' })).status).toBe(403);
    expect((await mine.owner.post(`/api/redemptions/${redemptionId}/undo`).send({ reason: ' ' })).status).toBe(400);
    expect(ctx.db.select().from(redemptions).where(eq(redemptions.id, redemptionId)).get()!.undoneAt).toBeNull();
    const admin = await signInAs(ctx, 'superadmin');
    await admin.agent.post(`/api/redemptions/${redemptionId}/undo`).send({ reason: 'Support ticket 12' }).expect(200);
  });
});

describe("the portal's list of redemptions", () => {
  const listOf = async (agent: Agent, query: Record<string, string | number> = {}) => {
    const res = await agent.get('/api/redemptions').query(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return PortalRedemptionsResponseSchema.parse(res.body);
  };

  it('lists the last 7 days newest first with place, offer, holder and use; undone ones say who, when and why', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const day = 24 * 60 * 60_000;
    const tooOld = redeemOffer(ctx.db, mine.card.accessCode, mine.offers[2]!.id, new Date(Date.now() - 8 * day));
    const older = redeemOffer(ctx.db, mine.card.accessCode, mine.offers[0]!.id, new Date(Date.now() - 2 * day));
    const device = await tablet(ctx, mine.owner, mine.riverside.id);
    const [voucher] = (await vouchersOf(ctx, mine.card.accessCode)).filter((v) => v.offerId === mine.offers[1]!.id);
    const scanned = await device.post('/api/kiosk/vouchers').send({ token: voucher!.token }).expect(200);
    const byTablet = redeemOffer(ctx.db, mine.card.accessCode, mine.offers[3]!.id);
    await device.post(`/api/kiosk/redemptions/${byTablet.redemptionId}/undo`).send({ reason: 'Tapped twice' }).expect(200);
    await mine.owner.post(`/api/redemptions/${older.redemptionId}/undo`).send({ reason: 'Wrong card' }).expect(200);

    const { redemptions: list, nextCursor } = await listOf(mine.owner);
    expect(nextCursor).toBeNull();
    expect(list.map((r) => r.id)).toEqual([byTablet.redemptionId, scanned.body.redemptionId, older.redemptionId]);
    expect(list.map((r) => r.id)).not.toContain(tooOld.redemptionId);
    const [undoneByTablet, live, undoneByOwner] = list as [PortalRedemption, PortalRedemption, PortalRedemption];
    expect(live).toEqual({
      id: scanned.body.redemptionId,
      redeemedAt: expect.any(String),
      verifiedAt: expect.any(String),
      locationName: 'Riverside',
      offerType: mine.offers[1]!.offerType,
      holderFirstName: 'Jamie',
      use: voucher!.use,
      undone: null,
    });
    expect(undoneByTablet.undone).toEqual({
      at: expect.any(String),
      by: 'the kiosk tablet at Riverside',
      reason: 'Tapped twice',
    });
    // In the Spanish portal, the server's words for who undid it are Spanish too.
    const spanish = PortalRedemptionsResponseSchema.parse(
      (await mine.owner.get('/api/redemptions').set('Accept-Language', 'es')).body,
    );
    expect(spanish.redemptions[0]!.undone?.by).toBe('la tableta del kiosco en Riverside');
    expect(undoneByOwner.undone).toEqual({
      at: expect.any(String),
      by: expect.stringMatching(/^restaurant_owner-.*@example\.com$/),
      reason: 'Wrong card',
    });
    expect(undoneByOwner.use).toBe(1);
    // Nothing of the card beyond the holder's first name.
    expect(JSON.stringify(list)).not.toContain('Holder');
    expect(JSON.stringify(list)).not.toContain(mine.card.accessCode);
  });

  it('pages 50 at a time by a cursor: no row twice, none missed, even when many share a time', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const sameTime = new Date(Date.now() - 60_000);
    const made: number[] = [];
    for (let i = 0; made.length < PORTAL_REDEMPTIONS_PAGE + 12; i++) {
      const { card, offers } = makeCard(ctx.db, mine.campaign.id, { customerName: `Guest ${i}` });
      for (const offer of offers)
        made.push(
          redeemOffer(ctx.db, card.accessCode, offer.id, i % 2 ? sameTime : new Date(sameTime.getTime() - i * 1000)).redemptionId,
        );
    }
    const first = await listOf(mine.owner);
    expect(first.redemptions).toHaveLength(PORTAL_REDEMPTIONS_PAGE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listOf(mine.owner, { before: first.nextCursor! });
    expect(second.nextCursor).toBeNull();
    const seen = [...first.redemptions, ...second.redemptions];
    expect(seen.map((r) => r.id).sort((a, b) => a - b)).toEqual([...made].sort((a, b) => a - b));
    const order = seen.map((r) => `${r.redeemedAt}_${String(r.id).padStart(9, '0')}`);
    expect(order).toEqual([...order].sort().reverse());
  });

  it('an admin names the restaurant like the report; a customer is 403, anyone signed out 401, a bad cursor 400', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const { redemptionId } = redeemOffer(ctx.db, mine.card.accessCode, mine.offers[0]!.id);
    const admin = await signInAs(ctx, 'superadmin');
    const missing = await admin.agent.get('/api/redemptions');
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('restaurant_required');
    expect((await listOf(admin.agent, { restaurantId: mine.restaurantId })).redemptions.map((r) => r.id)).toEqual([redemptionId]);
    expect((await admin.agent.get('/api/redemptions').query({ restaurantId: 99_999 })).status).toBe(404);
    const customer = await signInAs(ctx, 'customer');
    expect((await customer.agent.get('/api/redemptions')).status).toBe(403);
    expect((await ctx.request.get('/api/redemptions')).status).toBe(401);
    for (const before of ['yesterday', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z_x', "1' OR 1=1 --"]) {
      const res = await mine.owner.get('/api/redemptions').query({ before });
      expect(res.status, before).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });
});

describe('redemption analytics in the restaurant report', () => {
  it('counts live redemptions by location, by day and by offer, and lists offline conflicts with both times and places', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const list = await vouchersOf(ctx, mine.card.accessCode);
    const downtown = await tablet(ctx, mine.owner, mine.downtown.id);
    const riverside = await tablet(ctx, mine.owner, mine.riverside.id);
    await riverside.post('/api/kiosk/vouchers').send({ token: list[0]!.token }).expect(200);
    await downtown.post('/api/kiosk/vouchers').send({ token: list[1]!.token }).expect(200);
    await downtown
      .post('/api/kiosk/sync')
      .send({ scans: [{ token: list[0]!.token, scannedAt: new Date().toISOString(), nonce: 'conflict-0001' }] })
      .expect(200);
    const undone = redeemOffer(ctx.db, mine.card.accessCode, mine.offers[1]!.id);
    await mine.owner.post(`/api/redemptions/${undone.redemptionId}/undo`).send({ reason: 'test' }).expect(200);

    const report = (await mine.owner.get('/api/restaurants/reports').expect(200)).body;
    expect(report.redemptionsByLocation).toEqual(
      expect.arrayContaining([
        { locationName: 'Riverside', count: 1 },
        { locationName: 'Downtown', count: 1 },
      ]),
    );
    expect(report.redemptionsByDay).toEqual([{ day: new Date().toISOString().slice(0, 10), count: 2 }]);
    expect(report.redemptionsByOffer.reduce((n: number, o: { count: number }) => n + o.count, 0)).toBe(2);
    expect(report.offlineConflicts).toEqual([
      expect.objectContaining({ holderFirstName: 'Jamie', scannedAtLocation: 'Downtown', usedAtLocation: 'Riverside' }),
    ]);
    expect(report.totalRedemptions).toBe(2);
  });
});
