import { and, eq, gt, sql } from 'drizzle-orm';
import { MESSAGES, type CardOffer } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { cardOffers, cards, redemptions } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { generateRedemptionCode, normalizeAccessCode } from './codes.ts';

export interface RedeemResult {
  code: string;
  redemptionId: number;
  offer: CardOffer;
}

/**
 * Takes one from an offer, makes the six-digit code and stores the redemption, all in one
 * transaction. The decrement carries its own guard (quantity_remaining > 0), so concurrent
 * requests can never take an offer below zero.
 */
export function redeemOffer(db: Db, accessCode: string, offerId: number, now: Date = new Date()): RedeemResult {
  return db.transaction((tx) => {
    const card = tx
      .select({
        id: cards.id,
        restaurantId: cards.restaurantId,
        campaignId: cards.campaignId,
        customerName: cards.customerName,
        expirationDate: cards.expirationDate,
      })
      .from(cards)
      .where(eq(cards.accessCode, normalizeAccessCode(accessCode)))
      .get();
    if (!card) throw new AppError(404, 'Card not found');
    if (new Date(card.expirationDate).getTime() < now.getTime()) {
      throw new AppError(409, MESSAGES.cardExpired, 'card_expired');
    }
    const offer = tx
      .update(cardOffers)
      .set({ quantityRemaining: sql`${cardOffers.quantityRemaining} - 1` })
      .where(and(eq(cardOffers.id, offerId), eq(cardOffers.cardId, card.id), gt(cardOffers.quantityRemaining, 0)))
      .returning()
      .get();
    if (!offer) {
      const exists = tx
        .select({ id: cardOffers.id })
        .from(cardOffers)
        .where(and(eq(cardOffers.id, offerId), eq(cardOffers.cardId, card.id)))
        .get();
      if (!exists) throw new AppError(404, 'Offer not found on this card');
      throw new AppError(409, MESSAGES.noRemainingQuantity, 'no_remaining_quantity');
    }
    // Codes are unique within a restaurant, so the kiosk finds exactly one redemption by code.
    for (let attempt = 0; ; attempt++) {
      const code = generateRedemptionCode();
      try {
        const row = tx
          .insert(redemptions)
          .values({
            cardId: card.id,
            offerId: offer.id,
            restaurantId: card.restaurantId,
            campaignId: card.campaignId,
            code,
            customerName: card.customerName,
            redeemedAt: now.toISOString(),
          })
          .returning({ id: redemptions.id })
          .get();
        return {
          code,
          redemptionId: row.id,
          offer: {
            id: offer.id,
            offerType: offer.offerType,
            description: offer.description,
            quantityRemaining: offer.quantityRemaining,
            quantityTotal: offer.quantityTotal,
            retailValue: offer.retailValue,
          },
        };
      } catch (err) {
        const clash = err instanceof Error && /UNIQUE constraint failed: redemptions\.restaurant_id, redemptions\.code/.test(err.message);
        if (!clash || attempt >= 20) throw err;
      }
    }
  });
}
