import { nonprofitShareOf, type PurchasedCard } from '@dealcard/shared';
import { presentCardOffer } from '../cards/cards.presenter.ts';
import type { CardRow } from './create-card.ts';
import type { CardOfferRow } from './purchases.queries.ts';

export function presentPurchasedCard(card: CardRow, restaurantName: string | null, offers: CardOfferRow[]): PurchasedCard {
  return {
    accessCode: card.accessCode,
    nonprofitName: card.nonprofitName,
    expirationDate: card.expirationDate,
    customerEmail: card.customerEmail,
    offers: offers.map(presentCardOffer),
    restaurantName,
    raisedCents: nonprofitShareOf(card.amountPaid) - nonprofitShareOf(card.refundedCents),
  };
}
