import type { CardOffer } from '@dealcard/shared';
import type { cardOffers } from '../../db/schema/index.ts';

/**
 * Only the first name: the card view is public to anyone holding the code, and the counter needs
 * to greet the guest, not know their surname.
 */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

type CardOfferRow = Pick<
  typeof cardOffers.$inferSelect,
  'id' | 'offerType' | 'description' | 'quantityRemaining' | 'quantityTotal' | 'retailValue'
>;

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
