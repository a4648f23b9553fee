import { eq } from 'drizzle-orm';
import { DateOnly, Email, GIFT_DELIVERY_HOUR, GIFT_MESSAGE_MAX, NameText, toDateOnly, type Gift } from '@dealcard/shared';
import type { Tx } from '../../db/client.ts';
import { cardGifts, paymentGifts } from '../../db/schema/index.ts';
import type { PaymentGift } from '../../payments/provider.ts';

export type CardGiftRow = typeof cardGifts.$inferSelect;

/** The checkout's gift as it travels with the payment: the delivery date defaults to today. */
export function paymentGiftOf(gift: Gift, now: Date = new Date()): PaymentGift {
  return {
    recipientName: gift.recipientName,
    recipientEmail: gift.recipientEmail,
    message: gift.message,
    deliverOn: gift.deliverOn ?? toDateOnly(now),
  };
}

/**
 * The gift a paid payment carries, checked again (the provider's record is text): a gift whose
 * recipient is not usable makes an ordinary card for the buyer rather than no card.
 */
export function usableGift(gift: PaymentGift | undefined): PaymentGift | null {
  if (!gift) return null;
  const name = NameText(120).min(1).safeParse(gift.recipientName);
  const email = Email.safeParse(gift.recipientEmail);
  if (!name.success || !email.success) return null;
  const deliverOn = DateOnly.safeParse(gift.deliverOn);
  const message = gift.message?.trim().slice(0, GIFT_MESSAGE_MAX);
  return {
    recipientName: name.data,
    recipientEmail: email.data,
    message: message || undefined,
    // A date that does not read as one delivers at once: a paid gift always arrives.
    deliverOn: deliverOn.success ? deliverOn.data : toDateOnly(new Date()),
  };
}

/**
 * When the recipient's card e-mail goes out: at once for today (or a day already past, as when a
 * sweep makes the card late), else at GIFT_DELIVERY_HOUR on the delivery date, the server's clock.
 */
export function giftDeliverAt(deliverOn: string, now: Date = new Date()): Date {
  if (deliverOn <= toDateOnly(now)) return now;
  const [year, month, day] = deliverOn.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, GIFT_DELIVERY_HOUR, 0, 0, 0);
}

/** Our record of the checkout's gift, replaced when the checkout changes it; null takes it back. */
export function savePaymentGift(tx: Tx, paymentIntentId: string, gift: PaymentGift | null): void {
  if (!gift) {
    tx.delete(paymentGifts).where(eq(paymentGifts.paymentIntentId, paymentIntentId)).run();
    return;
  }
  const values = {
    recipientName: gift.recipientName,
    recipientEmail: gift.recipientEmail,
    message: gift.message ?? null,
    deliverOn: gift.deliverOn,
  };
  tx.insert(paymentGifts)
    .values({ paymentIntentId, ...values })
    .onConflictDoUpdate({ target: paymentGifts.paymentIntentId, set: values })
    .run();
}

export function findCardGift(db: Tx, cardId: number): CardGiftRow | undefined {
  return db.select().from(cardGifts).where(eq(cardGifts.cardId, cardId)).get();
}
