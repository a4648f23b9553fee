import { formatLongDate, offerIn, type Language, type OfferWords, catalogueIn } from '@dealcard/shared';
import { emailButton, emailPage } from '../email-layout.ts';
import { escapeHtml } from '../escape-html.ts';
import { MAIL_MESSAGES } from '../mail-messages.ts';
import type { OutgoingEmail } from '../outbox.ts';
import { unsubscribeFooterHtml, unsubscribeFooterText, unsubscribeHeaders, type UnsubscribeLinks } from './list-mail.ts';

export interface CardReminderInput {
  cardId: number;
  holderName: string;
  to: string;
  nonprofitName: string;
  restaurantName: string | null;
  /** The card's last day (YYYY-MM-DD). */
  expiresOn: string;
  /** Only the offers with uses left. */
  offers: Array<OfferWords & { quantityRemaining: number }>;
  locations: Array<{ name: string; address: string | null; city: string | null; state: string | null }>;
  cardUrl: string;
  unsubscribe: UnsubscribeLinks;
  language: Language;
}

export const cardReminderDedupeKey = (cardId: number) => `card-reminder:${cardId}`;

const place = (l: CardReminderInput['locations'][number]) =>
  [l.name, [l.address, l.city, l.state].filter(Boolean).join(', ')].filter(Boolean).join(': ');

/** Fourteen days before a card expires: what is left on it, and where to use it. */
export function cardReminderEmail(input: CardReminderInput): OutgoingEmail {
  const offersIn = input.offers.map((o) => offerIn(o, input.language));
  const w = catalogueIn(MAIL_MESSAGES.cardReminder, input.language);
  const firstName = input.holderName.trim().split(/\s+/)[0] || input.holderName;
  const expires = formatLongDate(input.expiresOn, input.language);
  const left = input.offers.reduce((n, o) => n + o.quantityRemaining, 0);
  const subject = w.subject(expires, left);
  const text = [
    w.hi(firstName),
    '',
    w.intro(input.nonprofitName, input.restaurantName, expires),
    '',
    `${w.left}:`,
    ...offersIn.map((o) => `- ${o.quantityRemaining}x ${o.offerType}: ${o.description}`),
    ...(input.locations.length ? ['', `${w.where}:`, ...input.locations.map((l) => `- ${place(l)}`)] : []),
    '',
    `${w.open}: ${input.cardUrl}`,
    '',
    unsubscribeFooterText(input.unsubscribe, input.language),
  ].join('\n');
  const e = escapeHtml;
  const html = emailPage(
    subject,
    `
      <h1 style="margin:0 0 16px;font-size:22px">${e(w.heading(expires))}</h1>
      <p style="margin:0 0 8px">${e(w.hi(firstName))}</p>
      <p style="margin:0 0 16px">${e(w.intro(input.nonprofitName, input.restaurantName, expires))}</p>
      <h2 style="margin:0 0 8px;font-size:16px">${e(w.left)}</h2>
      <ul style="margin:0 0 16px;padding-left:20px">${offersIn
        .map(
          (o) =>
            `<li style="margin:0 0 6px"><strong>${o.quantityRemaining}x ${e(o.offerType)}</strong>: <span style="color:#555">${e(o.description)}</span></li>`,
        )
        .join('')}</ul>
      ${
        input.locations.length
          ? `<h2 style="margin:0 0 8px;font-size:16px">${e(w.where)}</h2>
      <ul style="margin:0 0 16px;padding-left:20px">${input.locations.map((l) => `<li style="margin:0 0 6px">${e(place(l))}</li>`).join('')}</ul>`
          : ''
      }
      ${emailButton(input.cardUrl, w.open)}
      ${unsubscribeFooterHtml(input.unsubscribe, input.language)}
`,
    input.language,
  );
  return {
    kind: 'card-reminder',
    to: input.to,
    subject,
    html,
    text,
    dedupeKey: cardReminderDedupeKey(input.cardId),
    headers: unsubscribeHeaders(input.unsubscribe),
  };
}
