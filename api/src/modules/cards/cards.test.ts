import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { cardOffers, cards, redemptions, restaurants, campaigns } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeCampaign, makeCard, makeLocation } from '../../test/factories.ts';
import { redeemOffer } from '../counter/redeem.ts';
import { addDaysTo, localZone } from '@dealcard/shared';
import { expirationDateOf, todayHere } from './card-days.ts';

function soldCard(db: Db, offers?: Parameters<typeof makeCampaign>[2]) {
  const { campaign, nonprofit, restaurantId } = makeCampaign(db, {}, offers);
  const { card, offers: cardOfferRows } = makeCard(db, campaign.id, {
    customerName: 'Jamie Q. Holder',
    customerEmail: 'jamie.holder@example.com',
    customerPhone: '(555) 867-5309',
  });
  return { campaign, nonprofit, restaurantId, card, offers: cardOfferRows };
}

function snapshot(db: Db, cardId: number) {
  return {
    offers: db.select().from(cardOffers).where(eq(cardOffers.cardId, cardId)).all(),
    redemptions: db.select().from(redemptions).where(eq(redemptions.cardId, cardId)).all(),
  };
}

describe('GET /api/cards/:accessCode', () => {
  it('gives the card, its offers, restaurant, nonprofit and locations, with the first name only', async () => {
    const { request, db } = createTestApp();
    const { card, campaign, nonprofit, restaurantId, offers } = soldCard(db);
    const main = makeLocation(db, restaurantId, {
      name: 'Main Street',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
    });
    const mall = makeLocation(db, restaurantId, { name: 'Mall' });
    const res = await request.get(`/api/cards/${card.accessCode}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.card).toEqual({
      id: card.id,
      accessCode: card.accessCode,
      campaignId: campaign.id,
      nonprofitName: nonprofit.name,
      customerFirstName: 'Jamie',
      expirationDate: expirationDateOf(card.expiresOn),
      expiresOn: card.expiresOn,
      timeZone: localZone(),
      purchaseDate: card.purchaseDate,
      productType: 'CAMPAIGN',
      campaignStatus: 'approved',
      status: 'active',
      refundedAt: null,
      raisedCents: Math.floor((card.amountPaid + 1) / 2),
      gift: null,
    });
    expect(res.body.offers.map((o: { id: number }) => o.id)).toEqual(offers.map((o) => o.id));
    expect(res.body.offers[0]).toEqual({
      id: offers[0]!.id,
      offerType: 'Free Fowl Balls',
      description: 'One order of fowl balls, free',
      quantityRemaining: 3,
      quantityTotal: 3,
      retailValue: 899,
    });
    const restaurant = db.select().from(restaurants).where(eq(restaurants.id, restaurantId)).get()!;
    expect(res.body.restaurant).toEqual({ id: restaurantId, name: restaurant.name, logoUrl: null, websiteUrl: null });
    expect(res.body.nonprofit).toEqual({ id: nonprofit.id, name: nonprofit.name, logoUrl: null, website: null });
    expect(res.body.locations.map((l: { id: number }) => l.id)).toEqual([main.id, mall.id]);
    expect(res.body.locations[0]).toMatchObject({
      name: 'Main Street',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
    });
    expect(res.body.redemptions).toEqual([]);
  });

  it('never exposes the holder e-mail, phone or full name', async () => {
    const { request, db } = createTestApp();
    const { card } = soldCard(db);
    const res = await request.get(`/api/cards/${card.accessCode}`);
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('jamie.holder@example.com');
    expect(text).not.toContain('8675309');
    expect(text).not.toContain('867-5309');
    expect(text).not.toContain('Holder');
    expect(text).not.toMatch(/customerEmail|customerPhone|customerName"/);
  });

  it('matches the access code without case, spaces or dashes', async () => {
    const { request, db } = createTestApp();
    const { card } = soldCard(db);
    const typed = `${card.accessCode.slice(0, 4).toLowerCase()}-${card.accessCode.slice(4, 9)} ${card.accessCode.slice(9).toLowerCase()}`;
    const res = await request.get(`/api/cards/${encodeURIComponent(typed)}`);
    expect(res.status).toBe(200);
    expect(res.body.card.id).toBe(card.id);
  });

  it('an unknown access code is a 404 "Card not found"', async () => {
    const { request, db } = createTestApp();
    soldCard(db);
    const res = await request.get('/api/cards/ABCDEFGHJKMNPQ');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Card not found', code: 'not_found' });
  });

  it('shows an inactive restaurant as absent and an archived campaign by its status', async () => {
    const { request, db } = createTestApp();
    const { card, restaurantId, campaign } = soldCard(db);
    db.update(restaurants).set({ isActive: 0 }).where(eq(restaurants.id, restaurantId)).run();
    db.update(campaigns).set({ status: 'archived' }).where(eq(campaigns.id, campaign.id)).run();
    const res = await request.get(`/api/cards/${card.accessCode}`);
    expect(res.status).toBe(200);
    expect(res.body.restaurant).toBeNull();
    expect(res.body.card.campaignStatus).toBe('archived');
    expect(res.body.offers).toHaveLength(4);
  });

  it('lists the card’s past redemptions, newest first, with code, offer type and verification time', async () => {
    const { request, db } = createTestApp();
    const { card, offers } = soldCard(db);
    const first = await request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: offers[0]!.id });
    const second = await request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: offers[2]!.id });
    const verifiedAt = new Date().toISOString();
    db.update(redemptions).set({ verifiedAt }).where(eq(redemptions.id, first.body.redemptionId)).run();
    // Another card's redemption must not show up here.
    const other = makeCard(db, card.campaignId);
    await request.post(`/api/cards/${other.card.accessCode}/redeem`).send({ offerId: other.offers[0]!.id }).expect(201);

    const res = await request.get(`/api/cards/${card.accessCode}`);
    expect(res.body.redemptions).toEqual([
      {
        id: second.body.redemptionId,
        offerId: offers[2]!.id,
        offerType: 'BOGO Pizza',
        code: second.body.code,
        redeemedAt: expect.any(String),
        verifiedAt: null,
        undoneAt: null,
      },
      {
        id: first.body.redemptionId,
        offerId: offers[0]!.id,
        offerType: 'Free Fowl Balls',
        code: first.body.code,
        redeemedAt: expect.any(String),
        verifiedAt,
        undoneAt: null,
      },
    ]);
    expect(res.body.offers.find((o: { id: number }) => o.id === offers[0]!.id).quantityRemaining).toBe(2);
  });
});

describe('POST /api/cards/:accessCode/redeem', () => {
  it('takes one from the offer and answers 201 with a six-digit code, the redemption and the offer', async () => {
    const { request, db } = createTestApp();
    const { card, offers } = soldCard(db);
    const offer = offers[1]!;
    const res = await request.post(`/api/cards/${card.accessCode.toLowerCase()}/redeem`).send({ offerId: offer.id });
    expect(res.status).toBe(201);
    expect(res.body.code).toMatch(/^[1-9]\d{5}$/);
    expect(res.body.offer).toEqual({
      id: offer.id,
      offerType: offer.offerType,
      description: offer.description,
      quantityRemaining: 2,
      quantityTotal: 3,
      retailValue: offer.retailValue,
    });
    const stored = db.select().from(redemptions).where(eq(redemptions.id, res.body.redemptionId)).get();
    expect(stored).toMatchObject({
      cardId: card.id,
      offerId: offer.id,
      restaurantId: card.restaurantId,
      campaignId: card.campaignId,
      code: res.body.code,
      verifiedAt: null,
    });
    expect(db.select().from(cardOffers).where(eq(cardOffers.id, offer.id)).get()!.quantityRemaining).toBe(2);
    // The other offers are untouched.
    expect(
      snapshot(db, card.id)
        .offers.filter((o) => o.id !== offer.id)
        .every((o) => o.quantityRemaining === 3),
    ).toBe(true);
  });

  it('an unknown card is a 404 and changes nothing', async () => {
    const { request, db } = createTestApp();
    const { card, offers } = soldCard(db);
    const before = snapshot(db, card.id);
    const res = await request.post('/api/cards/ZZZZZZZZZZZZZZ/redeem').send({ offerId: offers[0]!.id });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Card not found');
    expect(snapshot(db, card.id)).toEqual(before);
  });

  it('an offer that is not on this card is a 404, even when it exists on another card', async () => {
    const { request, db } = createTestApp();
    const { card, offers } = soldCard(db);
    const other = makeCard(db, card.campaignId);
    const res = await request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: other.offers[0]!.id });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Offer not found on this card', code: 'not_found' });
    expect(snapshot(db, other.card.id).offers[0]!.quantityRemaining).toBe(3);
    expect(snapshot(db, card.id).redemptions).toHaveLength(0);
    const missing = await request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: offers.at(-1)!.id + 1000 });
    expect(missing.status).toBe(404);
  });

  it('refuses a used-up offer with 409 "No remaining quantity"', async () => {
    const { request, db } = createTestApp();
    const { card, offers } = soldCard(db, [
      { name: 'Free Dessert', description: 'One dessert of your choice', quantity: 1, retailValue: 500 },
      { name: 'BOGO Pizza', description: 'Buy one pizza, get one free', quantity: 2, retailValue: 1500 },
      { name: 'Free Drink', description: 'One soft drink with a meal', quantity: 2, retailValue: 300 },
    ]);
    const offer = offers[0]!;
    await request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: offer.id }).expect(201);
    const before = snapshot(db, card.id);
    const res = await request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: offer.id });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: MESSAGES.noRemainingQuantity.en, code: 'no_remaining_quantity' });
    expect(res.body.error).toBe('No remaining quantity');
    expect(snapshot(db, card.id)).toEqual(before);
  });

  it('refuses a card past its last day with 409 and changes nothing', async () => {
    const { request, db } = createTestApp();
    const { card, offers } = soldCard(db);
    // A card is good through its last day (shared/src/counter-rules.ts): this one's was two days ago.
    db.update(cards)
      .set({ expiresOn: addDaysTo(todayHere(), -2) })
      .where(eq(cards.id, card.id))
      .run();
    const before = snapshot(db, card.id);
    const res = await request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: offers[0]!.id });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: MESSAGES.cardExpired.en, code: 'card_expired' });
    expect(snapshot(db, card.id)).toEqual(before);
    // The card itself can still be viewed.
    expect((await request.get(`/api/cards/${card.accessCode}`)).status).toBe(200);
  });

  it('rejects a missing or malformed offerId with 400', async () => {
    const { request, db } = createTestApp();
    const { card } = soldCard(db);
    expect((await request.post(`/api/cards/${card.accessCode}/redeem`).send({})).status).toBe(400);
    expect((await request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: 'abc' })).status).toBe(400);
    expect(snapshot(db, card.id).redemptions).toHaveLength(0);
  });

  it('a code already used in the restaurant is replaced by a fresh one in the same transaction', () => {
    const { db } = createTestApp();
    const { card, offers } = soldCard(db);
    const taken = redeemOffer(db, card.accessCode, offers[0]!.id, new Date(), () => '123456');
    expect(taken.code).toBe('123456');
    const codes = ['123456', '123456', '654321'];
    const next = redeemOffer(db, card.accessCode, offers[1]!.id, new Date(), () => codes.shift()!);
    expect(next.code).toBe('654321');
    expect(codes).toEqual([]);
    const rows = snapshot(db, card.id);
    expect(rows.redemptions.map((r) => r.code).sort()).toEqual(['123456', '654321']);
    expect(rows.offers.find((o) => o.id === offers[1]!.id)!.quantityRemaining).toBe(2);
  });

  it('gives up after repeated clashes and rolls the whole redemption back', () => {
    const { db } = createTestApp();
    const { card, offers } = soldCard(db);
    redeemOffer(db, card.accessCode, offers[0]!.id, new Date(), () => '222222');
    expect(() => redeemOffer(db, card.accessCode, offers[1]!.id, new Date(), () => '222222')).toThrow(/UNIQUE constraint failed/);
    const rows = snapshot(db, card.id);
    expect(rows.redemptions).toHaveLength(1);
    expect(rows.offers.find((o) => o.id === offers[1]!.id)!.quantityRemaining).toBe(3);
  });
});

describe('rate limits', () => {
  it('a burst of wrong access codes is a 429, and then even a right one waits', async () => {
    const { request, db } = createTestApp({ env: { RATE_LIMIT: 'on' } });
    const { card } = soldCard(db);
    // Successful look-ups do not count: a holder reopening a card is never limited.
    for (let i = 0; i < 5; i++) await request.get(`/api/cards/${card.accessCode}`).expect(200);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await request.get(`/api/cards/WRONGCODE${String(i).padStart(5, 'A')}`)).status);
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
    const blocked = await request.get(`/api/cards/${card.accessCode}`);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Too many card look-ups/);
  });

  it('too many redemption calls are a 429', async () => {
    const { request, db } = createTestApp({ env: { RATE_LIMIT: 'on' } });
    const { card, offers } = soldCard(db);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: offers[0]!.id })).status);
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    expect(statuses.slice(3, 30).every((s) => s === 409)).toBe(true);
    expect(statuses[30]).toBe(429);
    const res = await request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: offers[1]!.id });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(/Too many redemption attempts/);
    expect(snapshot(db, card.id).redemptions).toHaveLength(3);
  });
});
