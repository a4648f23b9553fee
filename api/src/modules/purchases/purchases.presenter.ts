import type { CardOffer, PurchasedCard } from '@dealcard/shared';
import type { CardRow } from './create-card.ts';
import type { CardOfferRow } from './purchases.queries.ts';

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

export function presentPurchasedCard(card: CardRow, restaurantName: string | null, offers: CardOfferRow[]): PurchasedCard {
  return {
    accessCode: card.accessCode,
    nonprofitName: card.nonprofitName,
    expirationDate: card.expirationDate,
    customerEmail: card.customerEmail,
    offers: offers.map(presentCardOffer),
    restaurantName,
  };
}
