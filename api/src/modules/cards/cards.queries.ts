import { asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { campaigns, cardOffers, cards, locations, nonprofits, redemptions, restaurants } from '../../db/schema/index.ts';

/**
 * The card with its campaign, restaurant and nonprofit in one statement, found by the unique
 * access-code index; each join is by primary key. The campaign, restaurant and nonprofit may be
 * missing (left joins), which the presenter turns into nulls.
 */
export function findCardByAccessCode(db: Tx, accessCode: string) {
  return db
    .select({
      card: cards,
      campaign: {
        id: campaigns.id,
        status: campaigns.status,
        productType: campaigns.productType,
      },
      restaurant: {
        id: restaurants.id,
        name: restaurants.name,
        logoUrl: restaurants.logoUrl,
        websiteUrl: restaurants.websiteUrl,
        isActive: restaurants.isActive,
      },
      nonprofit: {
        id: nonprofits.id,
        name: nonprofits.name,
        logoUrl: nonprofits.logoUrl,
        website: nonprofits.website,
      },
    })
    .from(cards)
    .leftJoin(campaigns, eq(campaigns.id, cards.campaignId))
    .leftJoin(restaurants, eq(restaurants.id, cards.restaurantId))
    .leftJoin(nonprofits, eq(nonprofits.id, campaigns.nonprofitId))
    .where(eq(cards.accessCode, accessCode))
    .get();
}

export type CardDetailRow = NonNullable<ReturnType<typeof findCardByAccessCode>>;

/** The card's offers in the campaign's order (card_offers_card_idx). */
export function listCardOffers(db: Tx, cardId: number) {
  return db
    .select()
    .from(cardOffers)
    .where(eq(cardOffers.cardId, cardId))
    .orderBy(asc(cardOffers.sortOrder), asc(cardOffers.id))
    .all();
}

/** The restaurant's locations (locations_restaurant_idx). */
export function listRestaurantLocations(db: Tx, restaurantId: number) {
  return db.select().from(locations).where(eq(locations.restaurantId, restaurantId)).orderBy(asc(locations.id)).all();
}

/** The card's past redemptions, newest first, with the offer's type (redemptions_card_idx). */
export function listCardRedemptions(db: Tx, cardId: number) {
  return db
    .select({
      id: redemptions.id,
      offerId: redemptions.offerId,
      offerType: cardOffers.offerType,
      code: redemptions.code,
      redeemedAt: redemptions.redeemedAt,
      verifiedAt: redemptions.verifiedAt,
    })
    .from(redemptions)
    .innerJoin(cardOffers, eq(cardOffers.id, redemptions.offerId))
    .where(eq(redemptions.cardId, cardId))
    .orderBy(desc(redemptions.id))
    .all();
}
