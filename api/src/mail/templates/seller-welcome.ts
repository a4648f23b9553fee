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
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
  <div style="max-width:560px;margin:0 auto;padding:24px 16px">
    <div style="background:#ffffff;border-radius:12px;padding:24px">
      <h1 style="margin:0 0 16px;font-size:22px">Thank you for selling cards for ${e(input.nonprofitName)}</h1>
      <p style="margin:0 0 16px">Hi ${e(firstName)}, share your link: every card bought through it counts for you.</p>
      <p style="margin:0 0 24px;text-align:center">
        <a href="${e(input.shareUrl)}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">Open My Share Link</a>
      </p>
      <p style="margin:0 0 4px;color:#78716c;font-size:13px">Your seller code</p>
      <p style="margin:0 0 24px;font-family:'Courier New',monospace;font-size:20px;font-weight:bold;letter-spacing:.1em">${e(input.code)}</p>
      <p style="margin:0 0 8px"><a href="${e(input.statsUrl)}" style="color:#c2410c">See your sales and your place on the leaderboard</a>. Keep this link to yourself.</p>
      <p style="margin:16px 0 0;color:#78716c;font-size:13px;word-break:break-all">Share link: ${e(input.shareUrl)}</p>
    </div>
  </div>
</body>
</html>`;
  return { kind: 'seller-welcome', to: input.email, subject, html, text };
}
