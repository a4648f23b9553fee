import { describe, expect, it } from 'vitest';
import { CardScanResponseSchema, VouchersResponseSchema } from '@dealcard/shared';
import { makeCampaign, makeCard, makeLocation } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { pairedTablet } from '../kiosk/kiosk-test-helpers.ts';
import { signedIn } from '../restaurants/portal-test-helpers.ts';

/** PRODUCT.md, "Safety, tightened again": junk QR scans never block the tap that follows a genuine scan. */
describe('junk QR scans at a tablet', () => {
  it('are refused past 20 a minute, while a genuine card QR still scans and its tap still serves', async () => {
    const ctx = createTestApp({ env: { RATE_LIMIT: 'on' } });
    const { campaign, restaurantId } = makeCampaign(ctx.db);
    const downtown = makeLocation(ctx.db, restaurantId, { name: 'Downtown' });
    const { agent: owner } = await signedIn(ctx, 'restaurant_owner', restaurantId);
    const { card } = makeCard(ctx.db, campaign.id, { purchaseDate: new Date(Date.now() - 86_400_000) });
    const tablet = (await pairedTablet(ctx, owner, downtown.id)).tablet;
    const token = VouchersResponseSchema.parse(
      (await ctx.request.get(`/api/cards/${card.accessCode}/vouchers`).expect(200)).body,
    ).cardToken!;
    // Another restaurant's genuine-looking QR is junk here too.
    const other = makeCampaign(ctx.db);
    const foreign = makeCard(ctx.db, other.campaign.id);
    const foreignToken = VouchersResponseSchema.parse(
      (await ctx.request.get(`/api/cards/${foreign.card.accessCode}/vouchers`).expect(200)).body,
    ).cardToken!;

    const junk = [`${token.slice(0, -4)}AAAA`, 'not-a-token', foreignToken];
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await tablet.post('/api/kiosk/card-scans').send({ token: junk[i % 3] })).status);
    // Each is answered (not_found, or 400 for what is no token at all) and counted.
    expect(statuses.slice(0, 20).filter((s) => s !== 200 && s !== 400)).toEqual([]);
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    // The junk is refused also on the tap route.
    expect((await tablet.post('/api/kiosk/card-redemptions').send({ token: junk[0], offerId: 1 })).status).toBe(429);

    const scan = await tablet.post('/api/kiosk/card-scans').send({ token });
    expect(scan.status, JSON.stringify(scan.body)).toBe(200);
    const scanned = CardScanResponseSchema.parse(scan.body);
    expect(scanned.status).toBe('valid');
    const offer = (scanned as { offers: Array<{ offerId: number }> }).offers[0]!;
    const tap = await tablet.post('/api/kiosk/card-redemptions').send({ token, offerId: offer.offerId });
    expect(tap.status, JSON.stringify(tap.body)).toBe(200);
    expect(tap.body).toMatchObject({ status: 'valid', offer: { offerId: offer.offerId } });
    // And junk is still refused after it.
    expect((await tablet.post('/api/kiosk/card-scans').send({ token: foreignToken })).status).toBe(429);
  });
});
