import { formatLongDate } from '@dealcard/shared';
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
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
  <div style="max-width:560px;margin:0 auto;padding:24px 16px">
    <div style="background:#ffffff;border-radius:12px;padding:24px">
      <h1 style="margin:0 0 16px;font-size:22px">${e(input.nonprofitName)}: your fundraising dashboard</h1>
      <p style="margin:0 0 16px">${e(hello)} see what your deal card campaigns have raised, your sellers, and what has been paid to you.</p>
      <p style="margin:0 0 24px;text-align:center">
        <a href="${e(input.link)}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">Open the Dashboard</a>
      </p>
      <p style="margin:0;color:#78716c;font-size:13px">The link works until ${e(until)}. A newer link replaces this one. If the button does not work, open <a href="${e(input.link)}" style="color:#c2410c;word-break:break-all">${e(input.link)}</a>.</p>
    </div>
  </div>
</body>
</html>`;
  return { kind: 'nonprofit-dashboard', to: input.to, subject, html, text };
}
