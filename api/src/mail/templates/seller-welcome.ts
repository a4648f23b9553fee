import type { Language } from '@dealcard/shared';
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
  /** The language the supporter signed up in. */
  language?: Language;
}

/** A new (or returning) seller's links: the one to share, and their own private page. */
export function sellerWelcomeEmail(input: SellerWelcomeInput): OutgoingEmail {
  const language = input.language ?? 'en';
  const w = language === 'es' ? SPANISH : ENGLISH;
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

const ENGLISH = {
  subject: (nonprofit: string) => `Your link to sell cards for ${nonprofit}`,
  hi: (name: string) => `Hi ${name},`,
  thanks: (nonprofit: string) =>
    `Thank you for selling deal cards for ${nonprofit}! Share this link: every card bought through it counts for you.`,
  shareLink: 'Your share link',
  code: 'Your seller code',
  stats: 'See your sales and your place on the leaderboard (keep this link to yourself)',
  heading: (nonprofit: string) => `Thank you for selling cards for ${nonprofit}`,
  share: (name: string) => `Hi ${name}, share your link: every card bought through it counts for you.`,
  button: 'Open My Share Link',
  statsLink: 'See your sales and your place on the leaderboard',
  keep: 'Keep this link to yourself.',
  shareLinkShort: 'Share link',
};

const SPANISH: typeof ENGLISH = {
  subject: (nonprofit) => `Tu enlace para vender tarjetas para ${nonprofit}`,
  hi: (name) => `Hola, ${name}:`,
  thanks: (nonprofit) =>
    `¡Gracias por vender tarjetas de ofertas para ${nonprofit}! Comparte este enlace: cada tarjeta que se compre con él cuenta a tu favor.`,
  shareLink: 'Tu enlace para compartir',
  code: 'Tu código de vendedor',
  stats: 'Mira tus ventas y tu lugar en la clasificación (no compartas este enlace)',
  heading: (nonprofit) => `Gracias por vender tarjetas para ${nonprofit}`,
  share: (name) => `Hola, ${name}: comparte tu enlace. Cada tarjeta que se compre con él cuenta a tu favor.`,
  button: 'Abrir mi enlace',
  statsLink: 'Mira tus ventas y tu lugar en la clasificación',
  keep: 'No compartas este enlace.',
  shareLinkShort: 'Enlace para compartir',
};
