import { desc, eq, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cards, payments, restaurants } from '../../db/schema/index.ts';

/** Cards whose access code, buyer e-mail or payment reference is exactly this; each on its index. */
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
      ),
    )
    .orderBy(desc(cards.purchaseDate), desc(cards.id))
    .limit(50)
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
