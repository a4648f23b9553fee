import {
  LANGUAGE_TAGS,
  formatCents,
  formatLongDate,
  offerIn,
  type Language,
  type OfferWords,
  catalogueIn,
} from '@dealcard/shared';
import { escapeHtml } from '../escape-html.ts';
import type { OutgoingEmail } from '../outbox.ts';
import { MAIL_MESSAGES } from '../mail-messages.ts';

export interface CardConfirmationInput {
  cardId: number;
  customerName: string;
  customerEmail: string;
  accessCode: string;
  nonprofitName: string;
  restaurantName: string | null;
  /** The card's last day (YYYY-MM-DD). */
  expiresOn: string;
  /** As stored: each is shown in the e-mail's language (offerIn). */
  offers: Array<OfferWords & { quantityTotal: number; retailValue: number }>;
  /** Absolute: PUBLIC_URL, else the origin the buyer used. */
  cardUrl: string;
  /** What this card raised for the nonprofit, in cents. */
  raisedCents: number;
  /** The buyer's language at checkout. */
  language?: Language;
  /** A gift: the recipient's e-mail says who gave it and carries their message. */
  gift?: { fromName: string; message: string | null };
}

export const cardConfirmationDedupeKey = (cardId: number) => `card-confirmation:${cardId}`;

/** The e-mail a buyer gets with their card: where to open it and the code that unlocks it. */
export function cardConfirmationEmail(input: CardConfirmationInput): OutgoingEmail {
  const offersIn = input.offers.map((o) => offerIn(o, input.language ?? 'en'));
  const language = input.language ?? 'en';
  const w = catalogueIn(MAIL_MESSAGES.cardConfirmation, language);
  const firstName = input.customerName.trim().split(/\s+/)[0] || input.customerName;
  const expires = formatLongDate(input.expiresOn, language);
  const raised = formatCents(input.raisedCents);
  const gift = input.gift;
  const subject = gift ? w.giftSubject(gift.fromName, input.nonprofitName) : w.subject(input.nonprofitName);

  const offerLines = offersIn.map(
    (o) =>
      `- ${o.quantityTotal}x ${o.offerType}: ${o.description}${o.retailValue > 0 ? ` (${w.value(formatCents(o.retailValue))})` : ''}`,
  );
  const text = [
    w.hi(firstName),
    '',
    ...(gift ? [w.giftFrom(gift.fromName), ...(gift.message ? [gift.message] : []), ''] : []),
    gift ? w.giftReady(input.nonprofitName, input.restaurantName) : w.thanks(input.nonprofitName, input.restaurantName),
    w.raised(raised, input.nonprofitName),
    '',
    `${w.open}: ${input.cardUrl}`,
    `${w.accessCode}: ${input.accessCode}`,
    '',
    `${w.offers}:`,
    ...offerLines,
    '',
    w.expires(expires),
    '',
    w.keepText,
  ].join('\n');

  const e = escapeHtml;
  const offerRows = offersIn
    .map(
      (o) => `<tr>
          <td style="padding:8px 0;border-bottom:1px solid #eee;font-weight:600;white-space:nowrap;vertical-align:top">${o.quantityTotal}x</td>
          <td style="padding:8px 12px;border-bottom:1px solid #eee"><strong>${e(o.offerType)}</strong><br><span style="color:#555">${e(o.description)}</span></td>
          <td style="padding:8px 0;border-bottom:1px solid #eee;text-align:right;white-space:nowrap;vertical-align:top">${o.retailValue > 0 ? e(formatCents(o.retailValue)) : ''}</td>
        </tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
  <div style="max-width:560px;margin:0 auto;padding:24px 16px">
    <div style="background:#ffffff;border-radius:12px;padding:24px">
      <p style="margin:0 0 4px;color:#78716c;font-size:13px;text-transform:uppercase;letter-spacing:.05em">${e(w.proud)}</p>
      <h1 style="margin:0 0 16px;font-size:22px">${e(input.nonprofitName)}</h1>
      ${
        gift
          ? `<p style="margin:0 0 8px;font-size:18px;font-weight:bold">${e(w.giftFrom(gift.fromName))}</p>${
              gift.message
                ? `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #ea580c;background:#fff7ed;white-space:pre-wrap">${e(gift.message)}</blockquote>`
                : ''
            }`
          : ''
      }
      ${
        gift
          ? `<p style="margin:0 0 8px">${e(w.hi(firstName))}</p><p style="margin:0 0 16px">${e(w.giftReady(input.nonprofitName, input.restaurantName))}</p>`
          : `<p style="margin:0 0 16px">${e(w.thanksHtml(firstName, input.restaurantName))}</p>`
      }
      <p style="margin:0 0 16px;font-weight:bold">${e(w.raised(raised, input.nonprofitName))}</p>
      <p style="margin:0 0 24px;text-align:center">
        <a href="${e(input.cardUrl)}" style="display:inline-block;background:#ea580c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">${e(w.button)}</a>
      </p>
      <p style="margin:0 0 4px;color:#78716c;font-size:13px">${e(w.accessCode)}</p>
      <p style="margin:0 0 24px;font-family:'Courier New',monospace;font-size:20px;font-weight:bold;letter-spacing:.1em">${e(input.accessCode)}</p>
      <h2 style="margin:0 0 8px;font-size:16px">${e(w.offersAt(input.restaurantName))}</h2>
      <table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">
        ${offerRows}
      </table>
      <p style="margin:24px 0 0">${e(w.expiresOn)} <strong>${e(expires)}</strong>.</p>
      <p style="margin:16px 0 0;color:#78716c;font-size:13px">${e(w.keepHtml)} <a href="${e(input.cardUrl)}" style="color:#ea580c">${e(input.cardUrl)}</a>.</p>
    </div>
  </div>
</body>
</html>`;

  return {
    kind: 'card-confirmation',
    to: input.customerEmail,
    subject,
    html,
    text,
    dedupeKey: cardConfirmationDedupeKey(input.cardId),
  };
}
