import { FIND_CARD_LINK_MINUTES } from '@dealcard/shared';
import { escapeHtml } from '../../mail/escape-html.ts';
import type { OutgoingEmail } from '../../mail/outbox.ts';

export interface FindMyCardEmailInput {
  to: string;
  link: string;
  /** How the holder searched, in words: "this e-mail address" or "the phone number ending in 4567". */
  searchedBy: string;
}

/** The e-mail that carries a Find My Card link: plain, short, and clear about what to do if unexpected. */
export function findMyCardEmail({ to, link, searchedBy }: FindMyCardEmailInput): OutgoingEmail {
  const subject = 'Your Deal Card link';
  const text = [
    'Hello,',
    '',
    `Someone asked to see the deal cards bought with ${searchedBy}. Open this link to see them:`,
    '',
    link,
    '',
    `The link works for ${FIND_CARD_LINK_MINUTES} minutes. After that, ask for a new one on the My Deal Card page.`,
    '',
    "If you didn't ask for this, you can ignore this e-mail: nobody can see your cards without the link.",
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f6f6f4;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px">
    <tr><td>
      <h1 style="margin:0 0 16px;font-size:22px">Your deal cards</h1>
      <p style="margin:0 0 16px;font-size:16px;line-height:1.5">Someone asked to see the deal cards bought with ${escapeHtml(searchedBy)}. Tap the button to see them.</p>
      <p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:8px;font-size:16px">Show My Cards</a></p>
      <p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#4b5563">The link works for ${FIND_CARD_LINK_MINUTES} minutes. After that, ask for a new one on the My Deal Card page.</p>
      <p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#4b5563">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(link)}" style="color:#c2410c;word-break:break-all">${escapeHtml(link)}</a></p>
      <p style="margin:0;font-size:13px;line-height:1.5;color:#6b7280">If you didn't ask for this, you can ignore this e-mail: nobody can see your cards without the link.</p>
    </td></tr>
  </table>
</body>
</html>`;
  return { kind: 'find-my-card', to, subject, html, text };
}
