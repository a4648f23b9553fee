import { formatCents, formatLongDate, toDateOnly, type Language } from '@dealcard/shared';
import { emailPage } from '../email-layout.ts';
import { escapeHtml } from '../escape-html.ts';
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
  expirationDate: string;
  offers: Array<{ offerType: string; description: string; quantityTotal: number }>;
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
  const language = input.language ?? 'en';
  const w = language === 'es' ? SPANISH : ENGLISH;
  const firstName = input.buyerName.trim().split(/\s+/)[0] || input.buyerName;
  const today = input.deliverOn <= toDateOnly(input.now ?? new Date());
  const when = today ? w.today : w.on(formatLongDate(input.deliverOn, language));
  const subject = w.subject(input.recipientName);
  const paid = formatCents(input.amountPaid);
  const raised = formatCents(input.raisedCents);
  const expires = formatLongDate(input.expirationDate, language);
  const offerLines = input.offers.map((o) => `- ${o.quantityTotal}x ${o.offerType}: ${o.description}`);
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
  const offerRows = input.offers
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
      <p style="margin:0 0 16px">${e(w.hi(firstName))} ${e(w.thanks(input.nonprofitName, input.restaurantName))}</p>
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

const ENGLISH = {
  subject: (recipient: string) => `Your gift for ${recipient}: receipt`,
  receipt: 'Gift receipt',
  heading: (recipient: string) => `Your gift for ${recipient}`,
  hi: (name: string) => `Hi ${name},`,
  thanks: (nonprofit: string, restaurant: string | null) =>
    `thank you for supporting ${nonprofit} with a deal card${restaurant ? ` from ${restaurant}` : ''}.`,
  today: 'today',
  on: (date: string) => `on ${date}`,
  arrives: (recipient: string, email: string, when: string) => `${recipient} gets the card by e-mail at ${email} ${when}.`,
  yourMessage: 'Your message',
  bought: 'What you gave',
  paid: (amount: string) => `You paid ${amount}.`,
  raised: (amount: string, nonprofit: string) => `This card raised ${amount} for ${nonprofit}.`,
  expires: (date: string) => `The card expires on ${date}.`,
  noCode: 'The card is theirs: its link and access code go only to them.',
};

const SPANISH: typeof ENGLISH = {
  subject: (recipient) => `Tu regalo para ${recipient}: recibo`,
  receipt: 'Recibo de regalo',
  heading: (recipient) => `Tu regalo para ${recipient}`,
  hi: (name) => `Hola, ${name}:`,
  thanks: (nonprofit, restaurant) =>
    `gracias por apoyar a ${nonprofit} con una tarjeta de ofertas${restaurant ? ` de ${restaurant}` : ''}.`,
  today: 'hoy',
  on: (date) => `el ${date}`,
  arrives: (recipient, email, when) => `${recipient} recibirá la tarjeta por correo en ${email} ${when}.`,
  yourMessage: 'Tu mensaje',
  bought: 'Lo que regalaste',
  paid: (amount) => `Pagaste ${amount}.`,
  raised: (amount, nonprofit) => `Esta tarjeta recaudó ${amount} para ${nonprofit}.`,
  expires: (date) => `La tarjeta vence el ${date}.`,
  noCode: 'La tarjeta es suya: su enlace y su código de acceso solo le llegan a esa persona.',
};
