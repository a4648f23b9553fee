import { formatCents, formatLongDate, toDateOnly, offerIn, type Language, type OfferWords, catalogueIn } from '@dealcard/shared';
import { emailPage } from '../email-layout.ts';
import { escapeHtml } from '../escape-html.ts';
import { MAIL_MESSAGES } from '../mail-messages.ts';
import type { OutgoingEmail } from '../outbox.ts';

export interface GiftReceiptInput {
  cardId: number;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  /** YYYY-MM-DD. */
  deliverOn: string;
  nonprofitName: string;
  restaurantName: string | null;
  amountPaid: number;
  /** The card's last day (YYYY-MM-DD). */
  expiresOn: string;
  /** As stored: each is shown in the e-mail's language (offerIn). */
  offers: Array<OfferWords & { quantityTotal: number }>;
  raisedCents: number;
  language?: Language;
  now?: Date;
}

export const giftReceiptDedupeKey = (cardId: number) => `gift-receipt:${cardId}`;

/**
 * The buyer's receipt for a gift: what was bought, for whom, and when it arrives. Never the access
 * code: the card is the recipient's, and only their e-mail carries it.
 */
export function giftReceiptEmail(input: GiftReceiptInput): OutgoingEmail {
  const offersIn = input.offers.map((o) => offerIn(o, input.language ?? 'en'));
  const language = input.language ?? 'en';
  const w = catalogueIn(MAIL_MESSAGES.giftReceipt, language);
  const firstName = input.buyerName.trim().split(/\s+/)[0] || input.buyerName;
  const today = input.deliverOn <= toDateOnly(input.now ?? new Date());
  const when = today ? w.today : w.on(formatLongDate(input.deliverOn, language));
  const subject = w.subject(input.recipientName);
  const paid = formatCents(input.amountPaid);
  const raised = formatCents(input.raisedCents);
  const expires = formatLongDate(input.expiresOn, language);
  const offerLines = offersIn.map((o) => `- ${o.quantityTotal}x ${o.offerType}: ${o.description}`);
  const text = [
    w.hi(firstName),
    '',
    w.thanks(input.nonprofitName, input.restaurantName),
    w.arrives(input.recipientName, input.recipientEmail, when),
    ...(input.message ? ['', `${w.yourMessage}:`, input.message] : []),
    '',
    `${w.bought}:`,
    ...offerLines,
    '',
    w.paid(paid),
    w.raised(raised, input.nonprofitName),
    w.expires(expires),
    '',
    w.noCode,
  ].join('\n');
  const e = escapeHtml;
  const offerRows = offersIn
    .map(
      (o) =>
        `<li style="margin:0 0 6px"><strong>${o.quantityTotal}x ${e(o.offerType)}</strong>: <span style="color:#555">${e(o.description)}</span></li>`,
    )
    .join('\n');
  const html = emailPage(
    subject,
    `
      <p style="margin:0 0 4px;color:#78716c;font-size:13px;text-transform:uppercase;letter-spacing:.05em">${e(w.receipt)}</p>
      <h1 style="margin:0 0 16px;font-size:22px">${e(w.heading(input.recipientName))}</h1>
      <p style="margin:0 0 8px">${e(w.hi(firstName))}</p>
      <p style="margin:0 0 16px">${e(w.thanks(input.nonprofitName, input.restaurantName))}</p>
      <p style="margin:0 0 16px;font-weight:bold">${e(w.arrives(input.recipientName, input.recipientEmail, when))}</p>
      ${
        input.message
          ? `<p style="margin:0 0 4px;color:#78716c;font-size:13px">${e(w.yourMessage)}</p>
      <blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #c2410c;background:#fff7ed;white-space:pre-wrap">${e(input.message)}</blockquote>`
          : ''
      }
      <h2 style="margin:0 0 8px;font-size:16px">${e(w.bought)}</h2>
      <ul style="margin:0 0 16px;padding-left:20px;font-size:14px">${offerRows}</ul>
      <p style="margin:0 0 4px">${e(w.paid(paid))}</p>
      <p style="margin:0 0 4px">${e(w.raised(raised, input.nonprofitName))}</p>
      <p style="margin:0 0 16px">${e(w.expires(expires))}</p>
      <p style="margin:0;color:#78716c;font-size:13px">${e(w.noCode)}</p>
`,
    language,
  );
  return {
    kind: 'gift-receipt',
    to: input.buyerEmail,
    subject,
    html,
    text,
    dedupeKey: giftReceiptDedupeKey(input.cardId),
  };
}
