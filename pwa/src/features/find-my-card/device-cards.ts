import type { FindCardsItem, FindCardsResponse } from '@dealcard/shared';
import { readCardState } from '@dealcard/shared/card-state';
import type { SavedCard } from '../../lib/saved-cards.ts';

/** A card opened on this device, in the shape of the Find My Card lists. */
export function savedCardToItem({ detail }: SavedCard, now: Date = new Date()): FindCardsItem {
  const { card, restaurant } = detail;
  // Judged as the server judges its own list: the card's state, its campaign included.
  const { state, expiresOn } = readCardState(card, now, { withCampaign: true });
  return {
    id: card.id,
    restaurantName: restaurant?.name ?? null,
    nonprofitName: card.nonprofitName,
    purchaseDate: card.purchaseDate,
    expirationDate: card.expirationDate,
    expiresOn,
    accessCode: card.accessCode,
    campaignStatus: card.campaignStatus,
    inactiveReason: state === 'active' ? null : state,
  };
}

export interface ListedCard extends FindCardsItem {
  /** Known only from this device's saved copy, not from an e-mailed link. */
  onDeviceOnly: boolean;
}

/** The e-mailed link's cards and this device's cards together, each once, newest purchase first. */
export function mergeCardLists(found: FindCardsResponse | undefined, saved: SavedCard[], now: Date = new Date()) {
  const byCode = new Map<string, { item: ListedCard; active: boolean }>();
  for (const s of saved) {
    const item = savedCardToItem(s, now);
    byCode.set(item.accessCode, { item: { ...item, onDeviceOnly: true }, active: item.inactiveReason === null });
  }
  for (const item of found?.activeCards ?? [])
    byCode.set(item.accessCode, { item: { ...item, onDeviceOnly: false }, active: true });
  for (const item of found?.inactiveCards ?? [])
    byCode.set(item.accessCode, { item: { ...item, onDeviceOnly: false }, active: false });
  const all = [...byCode.values()].sort((a, b) => b.item.purchaseDate.localeCompare(a.item.purchaseDate));
  return {
    activeCards: all.filter((c) => c.active).map((c) => c.item),
    inactiveCards: all.filter((c) => !c.active).map((c) => c.item),
  };
}
