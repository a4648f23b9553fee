import type { Card, CardDetailResponse, CardOffer, Location, Redemption } from '@dealcard/shared';
import type { cardOffers, locations } from '../../db/schema/index.ts';
import type { CardDetailRow, listCardRedemptions } from './cards.queries.ts';

/** Only the first name: the card view is public to anyone holding the code. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

type CardOfferRow = Pick<typeof cardOffers.$inferSelect, 'id' | 'offerType' | 'description' | 'quantityRemaining' | 'quantityTotal' | 'retailValue'>;

export function presentCardOffer(row: CardOfferRow): CardOffer {
  return {
    id: row.id,
    offerType: row.offerType,
    description: row.description,
    quantityRemaining: row.quantityRemaining,
    quantityTotal: row.quantityTotal,
    retailValue: row.retailValue,
  };
}

export function presentLocation(row: typeof locations.$inferSelect): Location {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    createdAt: row.createdAt,
  };
}

export function presentCard(row: CardDetailRow): Card {
  const { card, campaign } = row;
  return {
    id: card.id,
    accessCode: card.accessCode,
    campaignId: card.campaignId,
    nonprofitName: card.nonprofitName,
    customerFirstName: firstNameOf(card.customerName),
    expirationDate: card.expirationDate,
    purchaseDate: card.purchaseDate,
    productType: campaign?.productType ?? 'CAMPAIGN',
    campaignStatus: campaign?.status ?? null,
  };
}

/**
 * The card view's whole payload. The holder's e-mail, phone and full name never leave the server
 * here: the access code is a bearer credential and may be shared with a friend at the table.
 */
export function presentCardDetail(
  row: CardDetailRow,
  offers: CardOfferRow[],
  locationRows: Array<typeof locations.$inferSelect>,
  redemptionRows: ReturnType<typeof listCardRedemptions>,
): CardDetailResponse {
  const { restaurant, nonprofit } = row;
  return {
    card: presentCard(row),
    offers: offers.map(presentCardOffer),
    // An inactive restaurant is shown as absent: the card then says the campaign is no longer active.
    restaurant:
      restaurant && restaurant.isActive === 1
        ? { id: restaurant.id, name: restaurant.name, logoUrl: restaurant.logoUrl, websiteUrl: restaurant.websiteUrl }
        : null,
    nonprofit: nonprofit ? { id: nonprofit.id, name: nonprofit.name, logoUrl: nonprofit.logoUrl, website: nonprofit.website } : null,
    locations: locationRows.map(presentLocation),
    redemptions: redemptionRows.map(
      (r): Redemption => ({
        id: r.id,
        offerId: r.offerId,
        offerType: r.offerType,
        code: r.code,
        redeemedAt: r.redeemedAt,
        verifiedAt: r.verifiedAt,
      }),
    ),
  };
}
