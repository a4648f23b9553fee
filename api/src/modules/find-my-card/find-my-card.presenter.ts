import type { FindCardsItem } from '@dealcard/shared';
import type { HolderCardRow } from './find-my-card.queries.ts';

export function presentFindCardsItem(row: HolderCardRow, reason: string | null): FindCardsItem {
  return {
    id: row.id,
    restaurantName: row.restaurantName,
    nonprofitName: row.nonprofitName,
    purchaseDate: row.purchaseDate,
    expirationDate: row.expirationDate,
    accessCode: row.accessCode,
    campaignStatus: row.campaignStatus,
    inactiveReason: reason,
  };
}
