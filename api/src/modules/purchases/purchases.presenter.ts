import { nonprofitShareOf, offerIn, type PurchasedCard } from '@dealcard/shared';
import { presentCardOffer } from '../cards/cards.presenter.ts';
import type { CardRow } from '../cards/make-card.ts';
import type { CardGiftRow } from './gift.ts';
import { expirationDateOf } from '../cards/card-days.ts';
import type { CardOfferRow } from './purchases.queries.ts';

/**
 * What the buyer's success page shows. A gift's card is the recipient's: the buyer sees what was
 * bought and when it arrives, never the access code; `customerEmail` is where their receipt went.
 */
export function presentPurchasedCard(
  card: CardRow,
  restaurantName: string | null,
  offers: CardOfferRow[],
  gift: CardGiftRow | null = null,
  now: Date = new Date(),
): PurchasedCard {
  return {
    accessCode: gift ? null : card.accessCode,
    nonprofitName: card.nonprofitName,
    expirationDate: expirationDateOf(card.expiresOn),
    expiresOn: card.expiresOn,
    customerEmail: gift ? gift.buyerEmail : card.customerEmail,
    // In the buyer's language, as their e-mail: the restaurant's Spanish where it gave one.
    offers: offers.map((o) => presentCardOffer(offerIn(o, card.language))),
    restaurantName,
    raisedCents: nonprofitShareOf(card.amountPaid) - nonprofitShareOf(card.refundedCents),
    ...(gift
      ? {
          gift: {
            recipientName: card.customerName,
            recipientEmail: card.customerEmail,
            message: gift.message,
            deliverOn: gift.deliverOn,
            delivered: gift.deliverAt <= now.toISOString(),
          },
        }
      : {}),
  };
}
