import { formatLongDate, type Language, catalogueIn } from '@dealcard/shared';
import { emailButton, emailPage } from '../email-layout.ts';
import { escapeHtml } from '../escape-html.ts';
import type { OutgoingEmail } from '../outbox.ts';
import { MAIL_MESSAGES } from '../mail-messages.ts';

export interface NonprofitDashboardEmailInput {
  to: string;
  contactName: string | null;
  nonprofitName: string;
  link: string;
  expiresAt: string;
  /** The language of the person who sent the link. */
  language?: Language;
}

/** The nonprofit's link to its results: no account, valid until the date it names. */
export function nonprofitDashboardEmail(input: NonprofitDashboardEmailInput): OutgoingEmail {
  const language = input.language ?? 'en';
  const w = catalogueIn(MAIL_MESSAGES.nonprofitDashboard, language);
  const hello = input.contactName ? w.hi(input.contactName.trim().split(/\s+/)[0]!) : w.hello;
  const until = formatLongDate(input.expiresAt, language);
  const subject = w.subject(input.nonprofitName);
  const text = [hello, '', w.see(input.nonprofitName), input.link, '', w.until(until)].join('\n');
  const e = escapeHtml;
  const html = emailPage(
    subject,
    `
      <h1 style="margin:0 0 16px;font-size:22px">${e(w.subject(input.nonprofitName))}</h1>
      <p style="margin:0 0 8px">${e(hello)}</p>
      <p style="margin:0 0 16px">${e(w.seeShort)}</p>
      ${emailButton(input.link, w.button)}
      <p style="margin:0;color:#78716c;font-size:13px">${e(w.until(until))} ${e(w.noButton)} <a href="${e(input.link)}" style="color:#c2410c;word-break:break-all">${e(input.link)}</a>.</p>
`,
    language,
  );
  return { kind: 'nonprofit-dashboard', to: input.to, subject, html, text };
}
