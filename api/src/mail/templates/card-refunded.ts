import { formatCents, formatLongDate } from '@dealcard/shared';
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
}

/** The buyer is told once that their card was refunded and no longer redeems. */
export function cardRefundedEmail(input: CardRefundedInput): OutgoingEmail {
  const firstName = input.customerName.trim().split(/\s+/)[0] || input.customerName;
  const amount = formatCents(input.refundedCents);
  const when = formatLongDate(input.refundedAt);
  const subject = `Your deal card supporting ${input.nonprofitName} was refunded`;
  const how = input.byDispute
    ? `Your bank returned the ${amount} you paid for it on ${when}.`
    : `We refunded the ${amount} you paid for it on ${when}; it reaches your account in 5 to 10 business days.`;
  const text = [
    `Hi ${firstName},`,
    '',
    `Your deal card supporting ${input.nonprofitName} (access code ${input.accessCode}) has been refunded. ${how}`,
    '',
    'Its offers can no longer be used. If you did not ask for this, reply to this e-mail.',
  ].join('\n');
  const e = escapeHtml;
  const html = emailPage(
    subject,
    `
      <h1 style="margin:0 0 16px;font-size:22px">Your card was refunded</h1>
      <p style="margin:0 0 16px">Hi ${e(firstName)}, your deal card supporting <strong>${e(input.nonprofitName)}</strong> (access code <span style="font-family:'Courier New',monospace">${e(input.accessCode)}</span>) has been refunded. ${e(how)}</p>
      <p style="margin:0;color:#78716c;font-size:13px">Its offers can no longer be used. If you did not ask for this, reply to this e-mail.</p>
`,
  );
  return { kind: 'card-refunded', to: input.customerEmail, subject, html, text, dedupeKey: `card-refunded:${input.cardId}` };
}
