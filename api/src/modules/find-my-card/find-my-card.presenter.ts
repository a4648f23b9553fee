import type { CardInactiveReason, FindCardsItem, FindCardsResponse } from '@dealcard/shared';
import { expirationDateOf } from '../cards/card-days.ts';
import type { HolderCardRow } from './find-my-card.queries.ts';

export function presentFindCardsItem(row: HolderCardRow, reason: CardInactiveReason | null): FindCardsItem {
  return {
    id: row.id,
    restaurantName: row.restaurantName,
    nonprofitName: row.nonprofitName,
    purchaseDate: row.purchaseDate,
    expirationDate: expirationDateOf(row.expiresOn),
    expiresOn: row.expiresOn,
    accessCode: row.accessCode,
    campaignStatus: row.campaignStatus,
    inactiveReason: reason,
  };
}

/** The holder's cards split as the My Deal Card screen shows them: usable, and no longer usable with why. */
export function presentFindCards(
  cards: Array<{ row: HolderCardRow; inactiveReason: CardInactiveReason | null }>,
): FindCardsResponse {
  return {
    activeCards: cards.filter((c) => c.inactiveReason === null).map((c) => presentFindCardsItem(c.row, null)),
    inactiveCards: cards.filter((c) => c.inactiveReason !== null).map((c) => presentFindCardsItem(c.row, c.inactiveReason)),
  };
}
