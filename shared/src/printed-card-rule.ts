import { formatLongDate } from './dates.ts';
import type { Language } from './language.ts';
import { messageText } from './messages/message.ts';
import { PRINTED_CARD_TEXT } from './messages/printed-messages.ts';

/**
 * What a printed card says about how long it lasts: counted from activation (it has no purchase
 * date when printed), and never past the campaign's last card day when it has one; the rule of
 * "Dates and expiry", not the campaign's last day of sale.
 */
export function printedCardLasts(
  batch: { expirationMonths: number; cardExpirationDate: string | null },
  language: Language,
): string {
  return messageText(
    batch.cardExpirationDate
      ? PRINTED_CARD_TEXT.lastsMonthsUntil(batch.expirationMonths, formatLongDate(batch.cardExpirationDate, language))
      : PRINTED_CARD_TEXT.lastsMonths(batch.expirationMonths),
    language,
  );
}
