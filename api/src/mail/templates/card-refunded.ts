import { formatCents, formatLongDate, type Language, catalogueIn } from '@dealcard/shared';
import { emailPage } from '../email-layout.ts';
import { escapeHtml } from '../escape-html.ts';
import type { OutgoingEmail } from '../outbox.ts';
import { MAIL_MESSAGES } from '../mail-messages.ts';

export interface CardRefundedInput {
  cardId: number;
  customerName: string;
  customerEmail: string;
  nonprofitName: string;
  accessCode: string;
  refundedCents: number;
  refundedAt: string;
  /** A lost dispute: the bank took the money back, we did not send it. */
  byDispute: boolean;
  /** The buyer's language at purchase. */
  language?: Language;
  /** A gift's line for its buyer: whether its recipient was told or never got it. */
  giftNote?: string;
}

/** The buyer is told once that their card was refunded and no longer redeems. */
export const cardRefundedDedupeKey = (cardId: number) => `card-refunded:${cardId}`;

export function cardRefundedEmail(input: CardRefundedInput): OutgoingEmail {
  const language = input.language ?? 'en';
  const firstName = input.customerName.trim().split(/\s+/)[0] || input.customerName;
  const amount = formatCents(input.refundedCents);
  const when = formatLongDate(input.refundedAt, language);
  const w = catalogueIn(MAIL_MESSAGES.cardRefunded, language);
  const subject = w.subject(input.nonprofitName);
  const paid = input.byDispute ? w.byBank(amount, when) : w.byUs(amount, when);
  const how = input.giftNote ? `${paid} ${input.giftNote}` : paid;
  // A gift's buyer never had the card's access code (it is the recipient's): the e-mail leaves it out.
  const giftLine = input.giftNote
    ? catalogueIn(MAIL_MESSAGES.giftCancelled, language).buyerRefunded(input.nonprofitName, how)
    : null;
  const text = [w.hi(firstName), '', giftLine ?? w.refunded(input.nonprofitName, input.accessCode, how), '', w.footer].join('\n');
  const e = escapeHtml;
  const code = `<span style="font-family:'Courier New',monospace">${e(input.accessCode)}</span>`;
  const body = giftLine
    ? `${e(w.hi(firstName))} ${e(giftLine)}`
    : w.refundedHtml(e(firstName), `<strong>${e(input.nonprofitName)}</strong>`, code, e(how));
  const html = emailPage(
    subject,
    `
      <h1 style="margin:0 0 16px;font-size:22px">${e(w.heading)}</h1>
      <p style="margin:0 0 16px">${body}</p>
      <p style="margin:0;color:#78716c;font-size:13px">${e(w.footer)}</p>
`,
    language,
  );
  return { kind: 'card-refunded', to: input.customerEmail, subject, html, text, dedupeKey: cardRefundedDedupeKey(input.cardId) };
}
