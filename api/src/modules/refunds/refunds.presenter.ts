import type { AdminCard, RefundResponse } from '@dealcard/shared';
import type { CardRow } from '../cards/make-card.ts';

export function presentAdminCard(card: CardRow, restaurantName: string, paymentProvider: 'stripe' | 'demo' | null): AdminCard {
  return {
    id: card.id,
    accessCode: card.accessCode,
    customerName: card.customerName,
    customerEmail: card.customerEmail,
    campaignId: card.campaignId,
    nonprofitName: card.nonprofitName,
    restaurantName,
    purchaseDate: card.purchaseDate,
    amountCents: card.amountPaid,
    status: card.status,
    refundedCents: card.refundedCents,
    refundedAt: card.refundedAt,
    paymentProvider,
    saleMethod: card.saleMethod,
  };
}

/** A card just refunded in full. */
export function presentRefundedCard(card: CardRow): RefundResponse {
  return { card: { id: card.id, status: 'refunded', refundedAt: card.refundedAt ?? new Date().toISOString() } };
}
