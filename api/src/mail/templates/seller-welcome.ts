import { catalogueIn, type Language } from '@dealcard/shared';
import { emailButton, emailPage } from '../email-layout.ts';
import { escapeHtml } from '../escape-html.ts';
import type { OutgoingEmail } from '../outbox.ts';
import { MAIL_MESSAGES } from '../mail-messages.ts';

export interface SellerWelcomeInput {
  name: string;
  email: string;
  nonprofitName: string;
  code: string;
  shareUrl: string;
  statsUrl: string;
  /** The language the supporter signed up in. */
  language?: Language;
}

/** A new (or returning) seller's links: the one to share, and their own private page. */
export function sellerWelcomeEmail(input: SellerWelcomeInput): OutgoingEmail {
  const language = input.language ?? 'en';
  const w = catalogueIn(MAIL_MESSAGES.sellerWelcome, language);
  const firstName = input.name.trim().split(/\s+/)[0] || input.name;
  const subject = w.subject(input.nonprofitName);
  const text = [
    w.hi(firstName),
    '',
    w.thanks(input.nonprofitName),
    '',
    `${w.shareLink}: ${input.shareUrl}`,
    `${w.code}: ${input.code}`,
    '',
    `${w.stats}: ${input.statsUrl}`,
  ].join('\n');
  const e = escapeHtml;
  const html = emailPage(
    subject,
    `
      <h1 style="margin:0 0 16px;font-size:22px">${e(w.heading(input.nonprofitName))}</h1>
      <p style="margin:0 0 16px">${e(w.share(firstName))}</p>
      ${emailButton(input.shareUrl, w.button)}
      <p style="margin:0 0 4px;color:#78716c;font-size:13px">${e(w.code)}</p>
      <p style="margin:0 0 24px;font-family:'Courier New',monospace;font-size:20px;font-weight:bold;letter-spacing:.1em">${e(input.code)}</p>
      <p style="margin:0 0 8px"><a href="${e(input.statsUrl)}" style="color:#c2410c">${e(w.statsLink)}</a>. ${e(w.keep)}</p>
      <p style="margin:16px 0 0;color:#78716c;font-size:13px;word-break:break-all">${e(w.shareLinkShort)}: ${e(input.shareUrl)}</p>
`,
    language,
  );
  return { kind: 'seller-welcome', to: input.email, subject, html, text };
}
