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

/** The deployment's time zone (its `TZ`), as the process's calendar reads it: `UTC` when none is set. */
export function deploymentTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** What the wall clock of `timeZone` reads at `instant`, as if that reading were UTC (milliseconds). */
function wallClock(instant: number, timeZone: string): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The calendar day (YYYY-MM-DD) `timeZone` is in at `instant`. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/**
 * The instant the clocks of `timeZone` read `hour`:00 on `day` (YYYY-MM-DD), by the zone's offset
 * at that hour (the clocks change at night: an hour skipped or repeated is not one asked for here).
 */
export function atHourIn(day: string, hour: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wanted = Date.UTC(year, month - 1, date, hour, 0, 0, 0);
  let instant = wanted;
  // Two rounds: the offset at a first guess, then at the instant it gives (a clock change between them).
  for (let round = 0; round < 2; round++) instant = wanted - (wallClock(instant, timeZone) - instant);
  return new Date(instant);
}

/**
 * When the recipient's card e-mail goes out: at once for today (or a day already past, as when a
 * sweep makes the card late), else at GIFT_DELIVERY_HOUR on the delivery date in the deployment's
 * time zone (its `TZ`), not in UTC.
 */
export function giftDeliverAt(deliverOn: string, now: Date = new Date(), timeZone: string = deploymentTimeZone()): Date {
  if (deliverOn <= dayIn(now, timeZone)) return now;
  return atHourIn(deliverOn, GIFT_DELIVERY_HOUR, timeZone);
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
