import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cardOffers, cards, payments, restaurants } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type CardOfferRow = typeof cardOffers.$inferSelect;

export function findCardByPaymentIntent(db: Tx, paymentIntentId: string) {
  return db.select().from(cards).where(eq(cards.stripePaymentIntentId, paymentIntentId)).get();
}

export function findPayment(db: Tx, paymentIntentId: string): PaymentRow | undefined {
  return db.select().from(payments).where(eq(payments.paymentIntentId, paymentIntentId)).get();
}

/** The card with its restaurant's name, then its offers: two queries however many offers. */
export function loadCardWithRestaurant(db: Tx, cardId: number) {
  return db
    .select({ card: cards, restaurantName: restaurants.name })
    .from(cards)
    .leftJoin(restaurants, eq(restaurants.id, cards.restaurantId))
    .where(eq(cards.id, cardId))
    .get();
}

export function listCardOffers(db: Tx, cardId: number): CardOfferRow[] {
  return db
    .select()
    .from(cardOffers)
    .where(eq(cardOffers.cardId, cardId))
    .orderBy(asc(cardOffers.sortOrder), asc(cardOffers.id))
    .all();
}
