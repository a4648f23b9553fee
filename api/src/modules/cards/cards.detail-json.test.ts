import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asc, desc, eq } from 'drizzle-orm';
import { CardDetailResponseSchema, nonprofitShareOf, type CardDetailResponse } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import {
  campaigns,
  cardGifts,
  cardOffers,
  cards,
  locations,
  nonprofits,
  redemptions,
  restaurants,
} from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeCampaign, makeCard, makeLocation } from '../../test/factories.ts';
import { findCardDetailJson } from './cards.queries.ts';
import { redeemOffer } from '../counter/redeem.ts';
import { localZone } from '@dealcard/shared';
import { expirationDateOf } from './card-days.ts';

/**
 * The card view's JSON is written by SQLite (cards.queries.ts), not by a typed presenter, so this
 * is where drift from the contract would show: the text must parse to exactly what the shared
 * schema allows (no extra keys: the holder's e-mail and phone must never ride along), and its
 * values must be the rows', read here the plain way.
 */
function expectedDetail(db: Db, cardId: number): CardDetailResponse {
  const card = db.select().from(cards).where(eq(cards.id, cardId)).get()!;
  const campaign = db.select().from(campaigns).where(eq(campaigns.id, card.campaignId)).get();
  const restaurant = db.select().from(restaurants).where(eq(restaurants.id, card.restaurantId)).get();
  const nonprofit = campaign && db.select().from(nonprofits).where(eq(nonprofits.id, campaign.nonprofitId)).get();
  const offers = db
    .select()
    .from(cardOffers)
    .where(eq(cardOffers.cardId, cardId))
    .orderBy(asc(cardOffers.sortOrder), asc(cardOffers.id))
    .all();
  const offerType = new Map(offers.map((o) => [o.id, o.offerType]));
  const gift = db.select().from(cardGifts).where(eq(cardGifts.cardId, cardId)).get();
  return {
    card: {
      id: card.id,
      accessCode: card.accessCode,
      campaignId: card.campaignId,
      nonprofitName: card.nonprofitName,
      customerFirstName: card.customerName.trim().split(/\s+/)[0] ?? '',
      expirationDate: expirationDateOf(card.expiresOn),
      expiresOn: card.expiresOn,
      timeZone: localZone(),
      purchaseDate: card.purchaseDate,
      productType: campaign?.productType ?? 'CAMPAIGN',
      campaignStatus: campaign?.status ?? null,
      status: card.status,
      refundedAt: card.refundedAt,
      raisedCents: nonprofitShareOf(card.amountPaid) - nonprofitShareOf(card.refundedCents),
      gift: gift ? { fromName: gift.buyerName.trim().split(/\s+/)[0] ?? '', message: gift.message } : null,
    },
    offers: offers.map((o) => ({
      id: o.id,
      offerType: o.offerType,
      description: o.description,
      quantityRemaining: o.quantityRemaining,
      quantityTotal: o.quantityTotal,
      retailValue: o.retailValue,
    })),
    restaurant:
      restaurant?.isActive === 1
        ? { id: restaurant.id, name: restaurant.name, logoUrl: restaurant.logoUrl, websiteUrl: restaurant.websiteUrl }
        : null,
    nonprofit: nonprofit
      ? { id: nonprofit.id, name: nonprofit.name, logoUrl: nonprofit.logoUrl, website: nonprofit.website }
      : null,
    locations: db
      .select()
      .from(locations)
      .where(eq(locations.restaurantId, card.restaurantId))
      .orderBy(asc(locations.id))
      .all()
      .map((l) => ({
        id: l.id,
        restaurantId: l.restaurantId,
        name: l.name,
        address: l.address,
        city: l.city,
        state: l.state,
        zipCode: l.zipCode,
        createdAt: l.createdAt,
      })),
    redemptions: db
      .select()
      .from(redemptions)
      .where(eq(redemptions.cardId, cardId))
      .orderBy(desc(redemptions.id))
      .all()
      .map((r) => ({
        id: r.id,
        offerId: r.offerId,
        offerType: offerType.get(r.offerId)!,
        code: r.code,
        redeemedAt: r.redeemedAt,
        verifiedAt: r.verifiedAt,
        undoneAt: r.undoneAt,
      })),
  };
}

function parsedDetail(db: Db, accessCode: string): unknown {
  const json = findCardDetailJson(db, accessCode);
  expect(json).toBeDefined();
  return JSON.parse(json!);
}

/** Text as people type it, and as an attacker would: quotes, backslashes, control characters, emoji, RTL. */
const text = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }),
  fc.constantFrom(
    'O\'Brien "Bo"',
    'back\\slash',
    'tab\there',
    'line\nbreak',
    '\u0000nul',
    'zero\u200Bwidth',
    'עברית',
    '😀 emoji',
    '</script>',
  ),
);
const optionalText = fc.option(text, { nil: null });

describe('the card view JSON built by SQLite', () => {
  it('matches the shared contract and the rows, whatever the text in them', () => {
    const { db } = createTestApp();
    fc.assert(
      fc.property(
        fc.record({
          customerName: text.filter((s) => s.trim().length > 0),
          restaurantName: text,
          restaurantActive: fc.boolean(),
          websiteUrl: optionalText,
          nonprofitName: text,
          offerTypes: fc.array(text, { minLength: 1, maxLength: 6 }),
          locations: fc.array(fc.record({ name: text, address: optionalText, city: optionalText }), { maxLength: 3 }),
          redeem: fc.array(fc.nat(5), { maxLength: 4 }),
          verifyFirst: fc.boolean(),
          status: fc.constantFrom('approved', 'pending', 'archived', 'rejected'),
          gift: fc.option(fc.record({ buyerName: text.filter((s) => s.trim().length > 0), message: optionalText })),
        }),
        (input) => {
          const { campaign, restaurantId } = makeCampaign(
            db,
            { status: input.status as 'approved', nonprofitName: input.nonprofitName },
            input.offerTypes.map((name, i) => ({ name, description: `${name} ${i}`, quantity: 2, retailValue: 100 * i })),
          );
          db.update(restaurants)
            .set({ name: input.restaurantName, websiteUrl: input.websiteUrl, isActive: input.restaurantActive ? 1 : 0 })
            .where(eq(restaurants.id, restaurantId))
            .run();
          for (const l of input.locations) makeLocation(db, restaurantId, l);
          const { card, offers } = makeCard(db, campaign.id, { customerName: input.customerName });
          if (input.gift)
            db.insert(cardGifts)
              .values({
                cardId: card.id,
                buyerName: input.gift.buyerName,
                buyerEmail: 'giver@example.com',
                message: input.gift.message,
                deliverOn: '2026-01-01',
                deliverAt: '2026-01-01T08:00:00.000Z',
              })
              .run();
          for (const i of input.redeem) {
            const offer = offers[i % offers.length]!;
            if (db.select().from(cardOffers).where(eq(cardOffers.id, offer.id)).get()!.quantityRemaining > 0) {
              redeemOffer(db, card.accessCode, offer.id);
            }
          }
          if (input.verifyFirst)
            db.update(redemptions).set({ verifiedAt: new Date().toISOString() }).where(eq(redemptions.cardId, card.id)).run();

          const parsed = parsedDetail(db, card.accessCode);
          // Parsing strips unknown keys: equality means the text carries nothing the contract doesn't name.
          expect(parsed).toEqual(CardDetailResponseSchema.parse(parsed));
          expect(parsed).toEqual(expectedDetail(db, card.id));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives empty lists, not null, for a card without locations or redemptions', () => {
    const { db } = createTestApp();
    const { card } = makeCard(db, makeCampaign(db).campaign.id);
    const parsed = parsedDetail(db, card.accessCode) as CardDetailResponse;
    expect(parsed.locations).toEqual([]);
    expect(parsed.redemptions).toEqual([]);
    expect(parsed.offers).toHaveLength(4);
  });

  it('is undefined for an unknown access code', () => {
    const { db } = createTestApp();
    makeCard(db, makeCampaign(db).campaign.id);
    expect(findCardDetailJson(db, 'ABCDEFGHJKMNPQ')).toBeUndefined();
  });
});
