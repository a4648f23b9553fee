import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { campaigns, cardOffers, cards, locations, nonprofits, redemptions, restaurants } from '../../db/schema/index.ts';

/**
 * The card view's four statements, prepared once per database handle (db/prepared.ts): the
 * hottest public read must not rebuild and recompile its SQL on every call.
 */
const statements = preparedPerDb((db) => ({
  /**
   * The card with its campaign, restaurant and nonprofit in one statement, found by the unique
   * access-code index; each join is by primary key. The campaign, restaurant and nonprofit may be
   * missing (left joins), which the presenter turns into nulls.
   */
  cardByAccessCode: db
    .select({
      // Only what the card view shows: the holder's e-mail, phone and payment never leave the row.
      card: {
        id: cards.id,
        accessCode: cards.accessCode,
        campaignId: cards.campaignId,
        restaurantId: cards.restaurantId,
        nonprofitName: cards.nonprofitName,
        customerName: cards.customerName,
        expirationDate: cards.expirationDate,
        purchaseDate: cards.purchaseDate,
      },
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
    .where(eq(cards.accessCode, sql.placeholder('accessCode')))
    .prepare(),
  /** The card's offers in the campaign's order (card_offers_card_idx). */
  cardOffers: db
    .select({
      id: cardOffers.id,
      offerType: cardOffers.offerType,
      description: cardOffers.description,
      quantityRemaining: cardOffers.quantityRemaining,
      quantityTotal: cardOffers.quantityTotal,
      retailValue: cardOffers.retailValue,
    })
    .from(cardOffers)
    .where(eq(cardOffers.cardId, sql.placeholder('cardId')))
    .orderBy(asc(cardOffers.sortOrder), asc(cardOffers.id))
    .prepare(),
  /** The restaurant's locations (locations_restaurant_idx). */
  restaurantLocations: db
    .select()
    .from(locations)
    .where(eq(locations.restaurantId, sql.placeholder('restaurantId')))
    .orderBy(asc(locations.id))
    .prepare(),
  /** The card's past redemptions, newest first, with the offer's type (redemptions_card_idx). */
  cardRedemptions: db
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
    .where(eq(redemptions.cardId, sql.placeholder('cardId')))
    .orderBy(desc(redemptions.id))
    .prepare(),
}));

export function findCardByAccessCode(db: Db, accessCode: string) {
  return statements(db).cardByAccessCode.get({ accessCode });
}

export type CardDetailRow = NonNullable<ReturnType<typeof findCardByAccessCode>>;

export function listCardOffers(db: Db, cardId: number) {
  return statements(db).cardOffers.all({ cardId });
}

export function listRestaurantLocations(db: Db, restaurantId: number) {
  return statements(db).restaurantLocations.all({ restaurantId });
}

export function listCardRedemptions(db: Db, cardId: number) {
  return statements(db).cardRedemptions.all({ cardId });
}
