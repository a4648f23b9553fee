import { LANGUAGE_TAGS, catalogueIn, type Language } from '@dealcard/shared';
import { escapeHtml } from '../../mail/escape-html.ts';
import type { OutgoingEmail } from '../../mail/outbox.ts';
import { MAIL_MESSAGES } from '../../mail/mail-messages.ts';

export interface FindMyCardEmailInput {
  to: string;
  link: string;
  /** How the holder searched: by the e-mail address, or a phone number (its last four digits). */
  searchedBy: SearchedBy;
  /** The language of the person who searched. */
  language?: Language;
}

export type SearchedBy = { email: true } | { phoneEnding: string };

/** The e-mail that carries a Find My Card link: plain, short, and clear about what to do if unexpected. */
export function findMyCardEmail({ to, link, searchedBy, language = 'en' }: FindMyCardEmailInput): OutgoingEmail {
  const w = catalogueIn(MAIL_MESSAGES.findMyCard, language);
  const by = 'email' in searchedBy ? w.byEmail : w.byPhone(searchedBy.phoneEnding);
  const subject = w.subject;
  const text = [w.hello, '', w.asked(by, w.openLink), '', link, '', w.works, '', w.ignore].join('\n');
  const html = `<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}">
<body style="margin:0;padding:24px;background:#f6f6f4;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
    <tr><td>
      <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(w.heading)}</h1>
      <p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(w.asked(by, w.tap))}</p>
      <p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:8px;font-size:16px">${escapeHtml(w.button)}</a></p>
      <p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#4b5563">${escapeHtml(w.works)}</p>
      <p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#4b5563">${escapeHtml(w.noButton)}<br><a href="${escapeHtml(link)}" style="color:#c2410c;word-break:break-all">${escapeHtml(link)}</a></p>
      <p style="margin:0;font-size:13px;line-height:1.5;color:#6b7280">${escapeHtml(w.ignore)}</p>
    </td></tr>
  </table>
</body>
</html>`;
  return { kind: 'find-my-card', to, subject, html, text };
}
