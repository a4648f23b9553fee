import { emailButton, emailPage } from '../email-layout.ts';
import { escapeHtml } from '../escape-html.ts';
import type { OutgoingEmail } from '../outbox.ts';

export interface SellerWelcomeInput {
  name: string;
  email: string;
  nonprofitName: string;
  code: string;
  shareUrl: string;
  statsUrl: string;
}

/** A new (or returning) seller's links: the one to share, and their own private page. */
export function sellerWelcomeEmail(input: SellerWelcomeInput): OutgoingEmail {
  const firstName = input.name.trim().split(/\s+/)[0] || input.name;
  const subject = `Your link to sell cards for ${input.nonprofitName}`;
  const text = [
    `Hi ${firstName},`,
    '',
    `Thank you for selling deal cards for ${input.nonprofitName}! Share this link: every card bought through it counts for you.`,
    '',
    `Your share link: ${input.shareUrl}`,
    `Your seller code: ${input.code}`,
    '',
    `See your sales and your place on the leaderboard (keep this link to yourself): ${input.statsUrl}`,
  ].join('\n');
  const e = escapeHtml;
  const html = emailPage(
    subject,
    `
      <h1 style="margin:0 0 16px;font-size:22px">Thank you for selling cards for ${e(input.nonprofitName)}</h1>
      <p style="margin:0 0 16px">Hi ${e(firstName)}, share your link: every card bought through it counts for you.</p>
      ${emailButton(input.shareUrl, 'Open My Share Link')}
      <p style="margin:0 0 4px;color:#78716c;font-size:13px">Your seller code</p>
      <p style="margin:0 0 24px;font-family:'Courier New',monospace;font-size:20px;font-weight:bold;letter-spacing:.1em">${e(input.code)}</p>
      <p style="margin:0 0 8px"><a href="${e(input.statsUrl)}" style="color:#c2410c">See your sales and your place on the leaderboard</a>. Keep this link to yourself.</p>
      <p style="margin:16px 0 0;color:#78716c;font-size:13px;word-break:break-all">Share link: ${e(input.shareUrl)}</p>
`,
  );
  return { kind: 'seller-welcome', to: input.email, subject, html, text };
}
