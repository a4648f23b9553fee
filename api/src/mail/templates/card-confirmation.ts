import { formatCents, formatLongDate } from '@dealcard/shared';
import { escapeHtml } from '../escape-html.ts';
import type { OutgoingEmail } from '../outbox.ts';

export interface CardConfirmationInput {
  cardId: number;
  customerName: string;
  customerEmail: string;
  accessCode: string;
  nonprofitName: string;
  restaurantName: string | null;
  expirationDate: string;
  offers: Array<{ offerType: string; description: string; quantityTotal: number; retailValue: number }>;
  /** Absolute: PUBLIC_URL, else the origin the buyer used. */
  cardUrl: string;
  /** What this card raised for the nonprofit, in cents. */
  raisedCents: number;
}

export const cardConfirmationDedupeKey = (cardId: number) => `card-confirmation:${cardId}`;

/** The e-mail a buyer gets with their card: where to open it and the code that unlocks it. */
export function cardConfirmationEmail(input: CardConfirmationInput): OutgoingEmail {
  const firstName = input.customerName.trim().split(/\s+/)[0] || input.customerName;
  const expires = formatLongDate(input.expirationDate);
  const from = input.restaurantName ? ` from ${input.restaurantName}` : '';
  const subject = `Your deal card supporting ${input.nonprofitName}`;

  const offerLines = input.offers.map(
    (o) =>
      `- ${o.quantityTotal}x ${o.offerType}: ${o.description}${o.retailValue > 0 ? ` (${formatCents(o.retailValue)} value)` : ''}`,
  );
  const text = [
    `Hi ${firstName},`,
    '',
    `Thank you for supporting ${input.nonprofitName}! Your deal card${from} is ready.`,
    `Your card raised ${formatCents(input.raisedCents)} for ${input.nonprofitName}.`,
    '',
    `Open your card: ${input.cardUrl}`,
    `Access code: ${input.accessCode}`,
    '',
    'Your offers:',
    ...offerLines,
    '',
    `Your card expires on ${expires}.`,
    '',
    'Keep this e-mail: the link and access code are the key to your card. Show the card to your server when you want to use an offer.',
  ].join('\n');

  const e = escapeHtml;
  const offerRows = input.offers
    .map(
      (o) => `<tr>
          <td style="padding:8px 0;border-bottom:1px solid #eee;font-weight:600;white-space:nowrap;vertical-align:top">${o.quantityTotal}x</td>
          <td style="padding:8px 12px;border-bottom:1px solid #eee"><strong>${e(o.offerType)}</strong><br><span style="color:#555">${e(o.description)}</span></td>
          <td style="padding:8px 0;border-bottom:1px solid #eee;text-align:right;white-space:nowrap;vertical-align:top">${o.retailValue > 0 ? e(formatCents(o.retailValue)) : ''}</td>
        </tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
  <div style="max-width:560px;margin:0 auto;padding:24px 16px">
    <div style="background:#ffffff;border-radius:12px;padding:24px">
      <p style="margin:0 0 4px;color:#78716c;font-size:13px;text-transform:uppercase;letter-spacing:.05em">Proud supporter of</p>
      <h1 style="margin:0 0 16px;font-size:22px">${e(input.nonprofitName)}</h1>
      <p style="margin:0 0 16px">Hi ${e(firstName)}, thank you for your purchase! Your deal card${e(from)} is ready.</p>
      <p style="margin:0 0 16px;font-weight:bold">Your card raised ${e(formatCents(input.raisedCents))} for ${e(input.nonprofitName)}.</p>
      <p style="margin:0 0 24px;text-align:center">
        <a href="${e(input.cardUrl)}" style="display:inline-block;background:#ea580c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">View Your Card</a>
      </p>
      <p style="margin:0 0 4px;color:#78716c;font-size:13px">Access code</p>
      <p style="margin:0 0 24px;font-family:'Courier New',monospace;font-size:20px;font-weight:bold;letter-spacing:.1em">${e(input.accessCode)}</p>
      <h2 style="margin:0 0 8px;font-size:16px">Your offers${input.restaurantName ? ` at ${e(input.restaurantName)}` : ''}</h2>
      <table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">
        ${offerRows}
      </table>
      <p style="margin:24px 0 0">Your card expires on <strong>${e(expires)}</strong>.</p>
      <p style="margin:16px 0 0;color:#78716c;font-size:13px">Keep this e-mail: the link and access code are the key to your card. If the button does not work, open <a href="${e(input.cardUrl)}" style="color:#ea580c">${e(input.cardUrl)}</a>.</p>
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
