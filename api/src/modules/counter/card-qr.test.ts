import { createPublicKey, verify } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CardRedemptionResponseSchema,
  CardScanResponseSchema,
  CardTokenPayloadSchema,
  OfflineKitResponseSchema,
  VouchersResponseSchema,
} from '@dealcard/shared';
import { cardOffers, cardTokens, kioskScans, redemptions } from '../../db/schema/index.ts';
import { makeCampaign, makeCard, makeLocation, refundInFull } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { pairedTablet } from '../kiosk/kiosk-test-helpers.ts';
import { signedIn } from '../restaurants/portal-test-helpers.ts';
import { redeemOffer } from './redeem.ts';

async function restaurantWithCard(ctx: TestContext) {
  const { campaign, restaurantId } = makeCampaign(ctx.db);
  const downtown = makeLocation(ctx.db, restaurantId, { name: 'Downtown' });
  const riverside = makeLocation(ctx.db, restaurantId, { name: 'Riverside' });
  const { agent: owner } = await signedIn(ctx, 'restaurant_owner', restaurantId);
  const { card, offers } = makeCard(ctx.db, campaign.id, {
    customerName: 'Jamie Holder',
    purchaseDate: new Date(Date.now() - 86_400_000),
  });
  const here = (await pairedTablet(ctx, owner, downtown.id)).tablet;
  const elsewhere = (await pairedTablet(ctx, owner, riverside.id)).tablet;
  return { campaign, restaurantId, owner, card, offers, here, elsewhere };
}

const cardTokenOf = async (ctx: TestContext, accessCode: string) =>
  VouchersResponseSchema.parse((await ctx.request.get(`/api/cards/${accessCode}/vouchers`).expect(200)).body).cardToken;

const liveUses = (ctx: TestContext, offerId: number) =>
  ctx.db
    .select({ use: redemptions.use })
    .from(redemptions)
    .where(and(eq(redemptions.offerId, offerId), isNull(redemptions.undoneAt)))
    .all()
    .map((r) => r.use)
    .sort();

describe('the card QR', () => {
  it('is signed once with the restaurant key, stored, and given with the vouchers (first call and every later one)', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const first = await cardTokenOf(ctx, mine.card.accessCode);
    expect(first).toBeTruthy();
    // The second read is the stored JSON (no signing): the same token.
    expect(await cardTokenOf(ctx, mine.card.accessCode)).toBe(first);
    expect(ctx.db.select().from(cardTokens).all()).toEqual([{ cardId: mine.card.id, token: first }]);

    const [body, signature] = first!.split('.');
    const payload = CardTokenPayloadSchema.parse(JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')));
    expect(payload).toEqual({ v: 1, t: 'card', r: mine.restaurantId, c: mine.card.id, e: expect.any(String), n: 'Jamie' });
    const kit = OfflineKitResponseSchema.parse((await mine.here.get('/api/kiosk/offline-kit').expect(200)).body);
    const publicKey = createPublicKey({ key: { ...kit.publicKeyJwk }, format: 'jwk' });
    expect(verify(null, Buffer.from(body!, 'base64url'), publicKey, Buffer.from(signature!, 'base64url'))).toBe(true);

    // A card whose uses are all taken still has its QR (the counter says what is left).
    for (const o of mine.offers) {
      for (let i = 0; i < o.quantityTotal; i++) redeemOffer(ctx.db, mine.card.accessCode, o.id);
    }
    const emptied = VouchersResponseSchema.parse((await ctx.request.get(`/api/cards/${mine.card.accessCode}/vouchers`)).body);
    expect(emptied).toEqual({ vouchers: [], cardToken: first });

    // A refunded card has none.
    refundInFull(ctx.db, mine.card.id);
    expect((await ctx.request.get(`/api/cards/${mine.card.accessCode}/vouchers`)).body).toEqual({ vouchers: [] });
  });

  it('scanned online lists the card’s offers with what is left; a tap serves the next free use, down to none left', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const token = (await cardTokenOf(ctx, mine.card.accessCode))!;
    const offer = mine.offers[0]!;
    // The holder took use 1 with a six-digit code.
    await ctx.request.post(`/api/cards/${mine.card.accessCode}/redeem`).send({ offerId: offer.id }).expect(201);

    const scan = CardScanResponseSchema.parse((await mine.here.post('/api/kiosk/card-scans').send({ token }).expect(200)).body);
    expect(scan.status).toBe('valid');
    expect(scan.holderFirstName).toBe('Jamie');
    expect(scan.offers).toEqual(
      mine.offers.map((o) => ({
        offerId: o.id,
        offerType: o.offerType,
        description: o.description,
        remaining: o.id === offer.id ? o.quantityTotal - 1 : o.quantityTotal,
      })),
    );

    // A Spanish reader gets the restaurant's Spanish name where it gave one.
    ctx.db.update(cardOffers).set({ offerTypeEs: 'Bolas gratis' }).where(eq(cardOffers.id, offer.id)).run();
    const inSpanish = await mine.here.post('/api/kiosk/card-scans').set('Accept-Language', 'es').send({ token }).expect(200);
    expect(inSpanish.body.offers[0]).toMatchObject({
      offerId: offer.id,
      offerType: 'Bolas gratis',
      description: offer.description,
    });

    const tap = () => mine.here.post('/api/kiosk/card-redemptions').send({ token, offerId: offer.id }).expect(200);
    const second = CardRedemptionResponseSchema.parse((await tap()).body);
    expect(second).toMatchObject({ status: 'valid', holderFirstName: 'Jamie', offer: { offerId: offer.id, remaining: 1 } });
    const third = CardRedemptionResponseSchema.parse((await tap()).body);
    expect(third).toMatchObject({ status: 'valid', offer: { remaining: 0 } });
    expect((await tap()).body).toMatchObject({ status: 'none_left', offer: { remaining: 0 } });
    expect(liveUses(ctx, offer.id)).toEqual([1, 2, 3]);

    // Served at this tablet, now: checked already, so its code is never valid at the keypad.
    const row = ctx.db.select().from(redemptions).where(eq(redemptions.id, second.redemptionId!)).get()!;
    expect(row.verifiedAt).not.toBeNull();
    expect((await mine.elsewhere.post('/api/kiosk/verify').send({ code: row.code })).body.status).toBe('already_verified');

    // Undone: the use is free again and the next tap takes it.
    await mine.owner.post(`/api/redemptions/${second.redemptionId}/undo`).send({ reason: 'Wrong offer' }).expect(200);
    expect((await tap()).body).toMatchObject({ status: 'valid', offer: { remaining: 0 } });
    expect(liveUses(ctx, offer.id)).toEqual([1, 2, 3]);
  });

  it('is not a voucher, and a voucher is not a card QR; an offer of another card is not found', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const token = (await cardTokenOf(ctx, mine.card.accessCode))!;
    const voucher = VouchersResponseSchema.parse((await ctx.request.get(`/api/cards/${mine.card.accessCode}/vouchers`)).body)
      .vouchers[0]!.token;
    expect((await mine.here.post('/api/kiosk/vouchers').send({ token })).body.status).toBe('not_found');
    expect((await mine.here.post('/api/kiosk/card-scans').send({ token: voucher })).body).toEqual({ status: 'not_found' });
    const other = makeCard(ctx.db, mine.campaign.id);
    expect((await mine.here.post('/api/kiosk/card-redemptions').send({ token, offerId: other.offers[0]!.id })).body).toEqual({
      status: 'not_found',
    });
    expect(ctx.db.select().from(redemptions).all()).toHaveLength(0);
  });

  it('another restaurant’s tablet cannot see or serve the card, online or by sync', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const theirs = await restaurantWithCard(ctx);
    const token = (await cardTokenOf(ctx, mine.card.accessCode))!;
    expect((await theirs.here.post('/api/kiosk/card-scans').send({ token })).body).toEqual({ status: 'not_found' });
    expect((await theirs.here.post('/api/kiosk/card-redemptions').send({ token, offerId: mine.offers[0]!.id })).body).toEqual({
      status: 'not_found',
    });
    const sync = await theirs.here.post('/api/kiosk/sync').send({
      scans: [
        {
          token,
          campaignOfferId: mine.offers[0]!.campaignOfferId,
          scannedAt: new Date(Date.now() - 60_000).toISOString(),
          nonce: 'their-tablet-card-1',
        },
      ],
    });
    expect(sync.body.results).toEqual([{ nonce: 'their-tablet-card-1', status: 'invalid' }]);
    expect(ctx.db.select().from(redemptions).all()).toHaveLength(0);
  });

  it('offline: the kit lists the restaurant’s offers; a synced scan finds the card’s own offer, applies once per nonce, and is a duplicate when nothing is left', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const token = (await cardTokenOf(ctx, mine.card.accessCode))!;
    const kit = OfflineKitResponseSchema.parse((await mine.here.get('/api/kiosk/offline-kit').expect(200)).body);
    const offer = mine.offers[1]!;
    const picked = kit.offers.find((o) => o.campaignOfferId === offer.campaignOfferId)!;
    expect(picked).toEqual({
      campaignOfferId: offer.campaignOfferId,
      campaignId: mine.campaign.id,
      offerType: offer.offerType,
      description: offer.description,
    });
    // Another restaurant's offers are not in this kit.
    const theirs = makeCampaign(ctx.db);
    makeCard(ctx.db, theirs.campaign.id);
    const again = OfflineKitResponseSchema.parse((await mine.here.get('/api/kiosk/offline-kit').expect(200)).body);
    expect(again.offers.every((o) => o.campaignId === mine.campaign.id)).toBe(true);

    const scannedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const scans = Array.from({ length: offer.quantityTotal + 1 }, (_, i) => ({
      token,
      campaignOfferId: picked.campaignOfferId,
      scannedAt,
      nonce: `card-offline-${i}`,
    }));
    const first = await mine.here.post('/api/kiosk/sync').send({ scans }).expect(200);
    expect(first.body.results.map((r: { status: string }) => r.status)).toEqual([
      ...Array.from({ length: offer.quantityTotal }, () => 'applied'),
      'duplicate',
    ]);
    // The same nonces again: the same answers, nothing applied twice.
    const second = await mine.here.post('/api/kiosk/sync').send({ scans }).expect(200);
    expect(second.body.results).toEqual(first.body.results);
    expect(liveUses(ctx, offer.id)).toEqual(Array.from({ length: offer.quantityTotal }, (_, i) => i + 1));
    const served = ctx.db.select().from(redemptions).where(eq(redemptions.offerId, offer.id)).all();
    expect(served.every((r) => r.verifiedAt === scannedAt)).toBe(true);
    expect(ctx.db.select().from(kioskScans).where(eq(kioskScans.status, 'duplicate')).all()).toHaveLength(1);
    // The duplicate says which use it ran into, when and where: the portal lists it with both places.
    const duplicate = first.body.results.at(-1);
    expect(duplicate).toMatchObject({ status: 'duplicate', usedAt: scannedAt, locationName: 'Downtown' });
    expect(served.map((r) => r.id)).toContain(duplicate.redemptionId);
    const report = await mine.owner.get('/api/restaurants/reports').expect(200);
    expect(report.body.offlineConflicts).toEqual([
      expect.objectContaining({ offerType: offer.offerType, scannedAtLocation: 'Downtown', usedAtLocation: 'Downtown' }),
    ]);

    // A card QR scan without the picked offer is invalid on its own; its neighbour still applies.
    const other = mine.offers[0]!;
    const mixed = await mine.here.post('/api/kiosk/sync').send({
      scans: [
        { token, scannedAt, nonce: 'card-no-offer-1' },
        { token, campaignOfferId: other.campaignOfferId, scannedAt, nonce: 'card-with-offer-1' },
      ],
    });
    expect(mixed.body.results.map((r: { status: string }) => r.status)).toEqual(['invalid', 'applied']);
  });

  it('offline, the same offer picked from another campaign of the restaurant is the card’s own; another offer is invalid', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const token = (await cardTokenOf(ctx, mine.card.accessCode))!;
    // Next year's campaign of the restaurant, with the same offers and one more.
    const next = makeCampaign(ctx.db, { restaurantId: mine.restaurantId }, [
      ...mine.offers.map((o) => ({ name: o.offerType, description: o.description, quantity: 3, retailValue: 500 })),
      { name: 'Free Dessert', description: 'Only next year', quantity: 1, retailValue: 500 },
    ]);
    const nextOffers = makeCard(ctx.db, next.campaign.id).offers;
    const same = nextOffers.find((o) => o.offerType === mine.offers[1]!.offerType)!;
    const other = nextOffers.find((o) => o.offerType === 'Free Dessert')!;
    const scannedAt = new Date(Date.now() - 60_000).toISOString();
    const res = await mine.here.post('/api/kiosk/sync').send({
      scans: [
        { token, campaignOfferId: same.campaignOfferId, scannedAt, nonce: 'card-same-offer-1' },
        { token, campaignOfferId: other.campaignOfferId, scannedAt, nonce: 'card-other-offer-1' },
      ],
    });
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'invalid']);
    expect(liveUses(ctx, mine.offers[1]!.id)).toEqual([1]);
    expect(liveUses(ctx, same.id)).toEqual([]);
  });

  it('codes, vouchers, card QR taps and card QR syncs all at once never serve an offer past its quantity', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const token = (await cardTokenOf(ctx, mine.card.accessCode))!;
    const offer = mine.offers[0]!;
    expect(offer.quantityTotal).toBe(3);
    const vouchers = VouchersResponseSchema.parse(
      (await ctx.request.get(`/api/cards/${mine.card.accessCode}/vouchers`)).body,
    ).vouchers.filter((v) => v.offerId === offer.id);
    const scannedAt = new Date(Date.now() - 60_000).toISOString();
    const calls = [
      ...Array.from({ length: 6 }, () => mine.here.post('/api/kiosk/card-redemptions').send({ token, offerId: offer.id })),
      ...Array.from({ length: 6 }, () => mine.elsewhere.post('/api/kiosk/card-redemptions').send({ token, offerId: offer.id })),
      ...Array.from({ length: 4 }, () =>
        ctx.request.post(`/api/cards/${mine.card.accessCode}/redeem`).send({ offerId: offer.id }),
      ),
      ...vouchers.map((v) => mine.elsewhere.post('/api/kiosk/vouchers').send({ token: v.token })),
      ...Array.from({ length: 4 }, (_, i) =>
        mine.here
          .post('/api/kiosk/sync')
          .send({ scans: [{ token, campaignOfferId: offer.campaignOfferId, scannedAt, nonce: `card-race-${i}` }] }),
      ),
    ];
    const responses = await Promise.all(calls);
    expect(responses.every((r) => r.status === 200 || r.status === 201 || r.status === 409)).toBe(true);
    expect(ctx.db.select().from(cardOffers).where(eq(cardOffers.id, offer.id)).get()!.quantityRemaining).toBe(0);
    expect(liveUses(ctx, offer.id)).toEqual([1, 2, 3]);
  });
});
