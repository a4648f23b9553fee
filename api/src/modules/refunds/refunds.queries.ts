import { ADMIN_CARDS_MAX } from '@dealcard/shared';
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cardGifts, cards, payments, restaurants } from '../../db/schema/index.ts';

/**
 * Cards whose access code, holder's or buyer's e-mail or payment reference is exactly this; each on
 * its index. A gift's card carries its recipient's address: its buyer's is in card_gifts.
 */
export function selectCardsMatching(db: Tx, search: { accessCode: string; email: string; reference: string }) {
  return db
    .select({ card: cards, restaurantName: restaurants.name, paymentProvider: payments.provider })
    .from(cards)
    .innerJoin(restaurants, eq(restaurants.id, cards.restaurantId))
    .leftJoin(payments, eq(payments.paymentIntentId, cards.stripePaymentIntentId))
    .where(
      or(
        eq(cards.accessCode, search.accessCode),
        eq(cards.customerEmail, search.email),
        eq(cards.stripePaymentIntentId, search.reference),
        inArray(cards.id, db.select({ id: cardGifts.cardId }).from(cardGifts).where(eq(cardGifts.buyerEmail, search.email))),
      ),
    )
    .orderBy(desc(cards.purchaseDate), desc(cards.id))
    .limit(ADMIN_CARDS_MAX)
    .all();
}

export function selectCardWithPayment(db: Tx, cardId: number) {
  return db
    .select({ card: cards, paymentProvider: payments.provider })
    .from(cards)
    .leftJoin(payments, eq(payments.paymentIntentId, cards.stripePaymentIntentId))
    .where(eq(cards.id, cardId))
    .get();
}
