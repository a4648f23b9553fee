import { FIND_CARDS_MAX, type CardInactiveReason, type FindCardsItem, type FindCardsResponse } from '@dealcard/shared';
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

/**
 * The holder's cards split as the My Deal Card screen shows them: usable, and no longer usable with
 * why; the newest FIND_CARDS_MAX of each (the rows come newest first).
 */
export function presentFindCards(
  cards: Array<{ row: HolderCardRow; inactiveReason: CardInactiveReason | null }>,
): FindCardsResponse {
  const active = cards.filter((c) => c.inactiveReason === null).slice(0, FIND_CARDS_MAX);
  const inactive = cards.filter((c) => c.inactiveReason !== null).slice(0, FIND_CARDS_MAX);
  return {
    activeCards: active.map((c) => presentFindCardsItem(c.row, null)),
    inactiveCards: inactive.map((c) => presentFindCardsItem(c.row, c.inactiveReason)),
  };
}
