import { z } from 'zod';
import { DateOnly, Email, NameText, NO_HIDDEN_CHARACTERS_MESSAGE, hasNoHiddenCharactersMultiline } from '../fields.ts';
import { toDateOnly } from '../dates.ts';
import { keyed } from '../messages/message.ts';
import { GIFT_DELIVERY_MAX_DAYS, GIFT_MESSAGE_MAX, GIFT_MESSAGES } from '../messages/gift-messages.ts';

export { GIFT_DELIVERY_MAX_DAYS, GIFT_MESSAGE_MAX, GIFT_MESSAGES };
/** A gift's card e-mail goes out at this hour (the server's clock) on a later delivery date. */
export const GIFT_DELIVERY_HOUR = 8;

/** Today's date and the latest delivery date, YYYY-MM-DD on the clock that asks. */
export function giftDeliveryWindow(now: Date = new Date()): { first: string; last: string } {
  const last = new Date(now);
  last.setDate(last.getDate() + GIFT_DELIVERY_MAX_DAYS);
  return { first: toDateOnly(now), last: toDateOnly(last) };
}

/**
 * Whether a delivery date is within the window. One day of slack each side: the buyer's today
 * and the server's may differ by a time zone.
 */
export function isGiftDeliveryDate(deliverOn: string, now: Date = new Date()): boolean {
  const before = new Date(now);
  before.setDate(before.getDate() - 1);
  const after = new Date(now);
  after.setDate(after.getDate() + 1);
  return deliverOn >= giftDeliveryWindow(before).first && deliverOn <= giftDeliveryWindow(after).last;
}

/**
 * The gift a checkout may carry: who receives the card, a message, and the delivery date (today
 * when left out). The card belongs to the recipient from the payment on.
 */
export const GiftSchema = z.object({
  recipientName: NameText(120).pipe(z.string().min(1, keyed(GIFT_MESSAGES.recipientNameRequired))),
  recipientEmail: z.string().trim().max(254).pipe(Email),
  message: z
    .string()
    .trim()
    .max(GIFT_MESSAGE_MAX, keyed(GIFT_MESSAGES.messageTooLong))
    .refine(hasNoHiddenCharactersMultiline, NO_HIDDEN_CHARACTERS_MESSAGE)
    .optional()
    .transform((v) => (v ? v : undefined)),
  deliverOn: DateOnly.refine((d) => isGiftDeliveryDate(d), keyed(GIFT_MESSAGES.deliverOnRange)).optional(),
});
export type Gift = z.infer<typeof GiftSchema>;
export type GiftInput = z.input<typeof GiftSchema>;

/** What a buyer's success page shows of a gift: never the card's access code. */
export const PurchasedGiftSchema = z.object({
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string().nullable(),
  deliverOn: z.string(),
  /** Whether the recipient's e-mail has been let go (the delivery date has come). */
  delivered: z.boolean(),
});
export type PurchasedGift = z.infer<typeof PurchasedGiftSchema>;

/** On the card: who gave it and what they wrote. */
export const CardGiftSchema = z.object({
  fromName: z.string(),
  message: z.string().nullable(),
});
export type CardGift = z.infer<typeof CardGiftSchema>;

/** `POST /api/unsubscribe/{token}`. */
export const UnsubscribeParamsSchema = z.object({ token: z.string().trim().min(1).max(100) });
export const UnsubscribeResponseSchema = z.object({ ok: z.literal(true), email: z.string() });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;
/** `GET /api/unsubscribe/{token}/status`: what the page shows, read without changing anything. */
export const UnsubscribeStatusResponseSchema = z.object({ email: z.string(), unsubscribed: z.boolean() });
export type UnsubscribeStatusResponse = z.infer<typeof UnsubscribeStatusResponseSchema>;
