import { catalogueIn, defineMessages, formatCents, type Language } from '@dealcard/shared';
import { emailPage } from '../email-layout.ts';
import { escapeHtml } from '../escape-html.ts';
import type { OutgoingEmail } from '../outbox.ts';

/** The buyer of a cash or check sale hears that the volunteers voided it, and why. */
export const CASH_SALE_VOIDED_MESSAGES = defineMessages('mail.cashSaleVoided', {
  subject: (nonprofit: string) => ({
    en: `Your deal card supporting ${nonprofit} was cancelled`,
    es: `Se anuló su tarjeta de ofertas que apoya a ${nonprofit}`,
  }),
  heading: { en: 'Your card was cancelled', es: 'Se anuló su tarjeta' },
  hi: (name: string) => ({ en: `Hi ${name},`, es: `Hola, ${name}:` }),
  voided: (nonprofit: string, code: string, amount: string) => ({
    en: `The volunteers of ${nonprofit} cancelled the sale of your deal card (access code ${code}, ${amount} paid in person).`,
    es: `Los voluntarios de ${nonprofit} anularon la venta de su tarjeta de ofertas (código de acceso ${code}, ${amount} pagados en persona).`,
  }),
  reason: (reason: string) => ({ en: `Their reason: ${reason}`, es: `Su motivo: ${reason}` }),
  money: {
    en: 'Its offers can no longer be used. If you paid and did not get your money back, ask the volunteer or the nonprofit who sold you the card.',
    es: 'Sus ofertas ya no se pueden usar. Si pagó y no le devolvieron su dinero, pregunte al voluntario o a la organización que le vendió la tarjeta.',
  },
});

export interface CashSaleVoidedInput {
  cardId: number;
  customerName: string;
  customerEmail: string;
  nonprofitName: string;
  accessCode: string;
  amountCents: number;
  reason: string;
  /** The language the sale was recorded in. */
  language: Language;
}

export function cashSaleVoidedEmail(input: CashSaleVoidedInput): OutgoingEmail {
  const w = catalogueIn(CASH_SALE_VOIDED_MESSAGES, input.language);
  const firstName = input.customerName.trim().split(/\s+/)[0] || input.customerName;
  const amount = formatCents(input.amountCents);
  const subject = w.subject(input.nonprofitName);
  const text = [
    w.hi(firstName),
    '',
    w.voided(input.nonprofitName, input.accessCode, amount),
    w.reason(input.reason),
    '',
    w.money,
  ].join('\n');
  const e = escapeHtml;
  const html = emailPage(
    subject,
    `
      <h1 style="margin:0 0 16px;font-size:22px">${e(w.heading)}</h1>
      <p style="margin:0 0 12px">${e(w.hi(firstName))}</p>
      <p style="margin:0 0 12px">${e(w.voided(input.nonprofitName, input.accessCode, amount))}</p>
      <p style="margin:0 0 16px"><strong>${e(w.reason(input.reason))}</strong></p>
      <p style="margin:0;color:#78716c;font-size:13px">${e(w.money)}</p>
`,
    input.language,
  );
  return {
    kind: 'cash-sale-voided',
    to: input.customerEmail,
    subject,
    html,
    text,
    dedupeKey: `cash-sale-voided:${input.cardId}`,
  };
}
