import { formatLongDate } from '@dealcard/shared';
import { emailButton, emailPage } from '../email-layout.ts';
import { escapeHtml } from '../escape-html.ts';
import type { OutgoingEmail } from '../outbox.ts';

export interface NonprofitDashboardEmailInput {
  to: string;
  contactName: string | null;
  nonprofitName: string;
  link: string;
  expiresAt: string;
}

/** The nonprofit's link to its results: no account, valid until the date it names. */
export function nonprofitDashboardEmail(input: NonprofitDashboardEmailInput): OutgoingEmail {
  const hello = input.contactName ? `Hi ${input.contactName.trim().split(/\s+/)[0]},` : 'Hello,';
  const until = formatLongDate(input.expiresAt);
  const subject = `${input.nonprofitName}: your fundraising dashboard`;
  const text = [
    hello,
    '',
    `See what your deal card campaigns have raised for ${input.nonprofitName}, your sellers, and what has been paid to you:`,
    input.link,
    '',
    `The link works until ${until}. A newer link replaces this one.`,
  ].join('\n');
  const e = escapeHtml;
  const html = emailPage(
    subject,
    `
      <h1 style="margin:0 0 16px;font-size:22px">${e(input.nonprofitName)}: your fundraising dashboard</h1>
      <p style="margin:0 0 16px">${e(hello)} see what your deal card campaigns have raised, your sellers, and what has been paid to you.</p>
      ${emailButton(input.link, 'Open the Dashboard')}
      <p style="margin:0;color:#78716c;font-size:13px">The link works until ${e(until)}. A newer link replaces this one. If the button does not work, open <a href="${e(input.link)}" style="color:#c2410c;word-break:break-all">${e(input.link)}</a>.</p>
`,
  );
  return { kind: 'nonprofit-dashboard', to: input.to, subject, html, text };
}
