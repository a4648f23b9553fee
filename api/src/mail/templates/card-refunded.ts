import { formatCents, formatLongDate, type Language } from '@dealcard/shared';
import { emailPage } from '../email-layout.ts';
import { escapeHtml } from '../escape-html.ts';
import type { OutgoingEmail } from '../outbox.ts';

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
}

/** The buyer is told once that their card was refunded and no longer redeems. */
export const cardRefundedDedupeKey = (cardId: number) => `card-refunded:${cardId}`;

export function cardRefundedEmail(input: CardRefundedInput): OutgoingEmail {
  const language = input.language ?? 'en';
  const firstName = input.customerName.trim().split(/\s+/)[0] || input.customerName;
  const amount = formatCents(input.refundedCents);
  const when = formatLongDate(input.refundedAt, language);
  const w = language === 'es' ? SPANISH : ENGLISH;
  const subject = w.subject(input.nonprofitName);
  const how = input.byDispute ? w.byBank(amount, when) : w.byUs(amount, when);
  const text = [w.hi(firstName), '', w.refunded(input.nonprofitName, input.accessCode, how), '', w.footer].join('\n');
  const e = escapeHtml;
  const code = `<span style="font-family:'Courier New',monospace">${e(input.accessCode)}</span>`;
  const html = emailPage(
    subject,
    `
      <h1 style="margin:0 0 16px;font-size:22px">${e(w.heading)}</h1>
      <p style="margin:0 0 16px">${w.refundedHtml(e(firstName), `<strong>${e(input.nonprofitName)}</strong>`, code, e(how))}</p>
      <p style="margin:0;color:#78716c;font-size:13px">${e(w.footer)}</p>
`,
    language,
  );
  return { kind: 'card-refunded', to: input.customerEmail, subject, html, text, dedupeKey: cardRefundedDedupeKey(input.cardId) };
}

const ENGLISH = {
  subject: (nonprofit: string) => `Your deal card supporting ${nonprofit} was refunded`,
  byBank: (amount: string, when: string) => `Your bank returned the ${amount} you paid for it on ${when}.`,
  byUs: (amount: string, when: string) =>
    `We refunded the ${amount} you paid for it on ${when}; it reaches your account in 5 to 10 business days.`,
  hi: (name: string) => `Hi ${name},`,
  refunded: (nonprofit: string, code: string, how: string) =>
    `Your deal card supporting ${nonprofit} (access code ${code}) has been refunded. ${how}`,
  heading: 'Your card was refunded',
  refundedHtml: (name: string, nonprofit: string, code: string, how: string) =>
    `Hi ${name}, your deal card supporting ${nonprofit} (access code ${code}) has been refunded. ${how}`,
  footer: 'Its offers can no longer be used. If you did not ask for this, reply to this e-mail.',
};

const SPANISH: typeof ENGLISH = {
  subject: (nonprofit) => `Se reembolsó tu tarjeta de ofertas que apoya a ${nonprofit}`,
  byBank: (amount, when) => `Tu banco te devolvió los ${amount} que pagaste por ella el ${when}.`,
  byUs: (amount, when) =>
    `Te reembolsamos los ${amount} que pagaste por ella el ${when}; llegarán a tu cuenta en 5 a 10 días hábiles.`,
  hi: (name) => `Hola, ${name}:`,
  refunded: (nonprofit, code, how) =>
    `Se reembolsó tu tarjeta de ofertas que apoya a ${nonprofit} (código de acceso ${code}). ${how}`,
  heading: 'Se reembolsó tu tarjeta',
  refundedHtml: (name, nonprofit, code, how) =>
    `Hola, ${name}: se reembolsó tu tarjeta de ofertas que apoya a ${nonprofit} (código de acceso ${code}). ${how}`,
  footer: 'Ya no se pueden usar sus ofertas. Si no lo pediste, responde a este correo.',
};
