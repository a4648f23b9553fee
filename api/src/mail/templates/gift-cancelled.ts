import { catalogueIn, type Language } from '@dealcard/shared';
import { emailPage } from '../email-layout.ts';
import { escapeHtml } from '../escape-html.ts';
import type { OutgoingEmail } from '../outbox.ts';
import { MAIL_MESSAGES } from '../mail-messages.ts';

export interface GiftCancelledInput {
  cardId: number;
  recipientName: string;
  recipientEmail: string;
  buyerName: string;
  nonprofitName: string;
  accessCode: string;
  /** The gift's language (its buyer's at checkout, as its card e-mail was written). */
  language: Language;
}

/** The recipient of a gift is told once that it was cancelled. */
export const giftCancelledDedupeKey = (cardId: number) => `gift-cancelled:${cardId}`;

/** To a gift's recipient who already had its card e-mail: the gift was refunded to its buyer and no longer redeems. */
export function giftCancelledEmail(input: GiftCancelledInput): OutgoingEmail {
  const w = catalogueIn(MAIL_MESSAGES.giftCancelled, input.language);
  const firstName = input.recipientName.trim().split(/\s+/)[0] || input.recipientName;
  const from = input.buyerName.trim().split(/\s+/)[0] || input.buyerName;
  const subject = w.subject(from);
  const text = [w.hi(firstName), '', w.cancelled(from, input.nonprofitName, input.accessCode), '', w.footer].join('\n');
  const e = escapeHtml;
  const html = emailPage(
    subject,
    `
      <h1 style="margin:0 0 16px;font-size:22px">${e(w.heading)}</h1>
      <p style="margin:0 0 8px">${e(w.hi(firstName))}</p>
      <p style="margin:0 0 16px">${e(w.cancelled(from, input.nonprofitName, input.accessCode))}</p>
      <p style="margin:0;color:#78716c;font-size:13px">${e(w.footer)}</p>
`,
    input.language,
  );
  return {
    kind: 'gift-cancelled',
    to: input.recipientEmail,
    subject,
    html,
    text,
    dedupeKey: giftCancelledDedupeKey(input.cardId),
  };
}
