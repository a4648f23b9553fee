import { formatLongDate, type Language } from '@dealcard/shared';
import { emailButton, emailPage } from '../email-layout.ts';
import { escapeHtml } from '../escape-html.ts';
import type { OutgoingEmail } from '../outbox.ts';

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
  const w = language === 'es' ? SPANISH : ENGLISH;
  const hello = input.contactName ? w.hi(input.contactName.trim().split(/\s+/)[0]!) : w.hello;
  const until = formatLongDate(input.expiresAt, language);
  const subject = w.subject(input.nonprofitName);
  const text = [hello, '', w.see(input.nonprofitName), input.link, '', w.until(until)].join('\n');
  const e = escapeHtml;
  const html = emailPage(
    subject,
    `
      <h1 style="margin:0 0 16px;font-size:22px">${e(w.subject(input.nonprofitName))}</h1>
      <p style="margin:0 0 16px">${e(hello)} ${e(w.seeShort)}</p>
      ${emailButton(input.link, w.button)}
      <p style="margin:0;color:#78716c;font-size:13px">${e(w.until(until))} ${e(w.noButton)} <a href="${e(input.link)}" style="color:#c2410c;word-break:break-all">${e(input.link)}</a>.</p>
`,
    language,
  );
  return { kind: 'nonprofit-dashboard', to: input.to, subject, html, text };
}

const ENGLISH = {
  hi: (name: string) => `Hi ${name},`,
  hello: 'Hello,',
  subject: (nonprofit: string) => `${nonprofit}: your fundraising dashboard`,
  see: (nonprofit: string) =>
    `See what your deal card campaigns have raised for ${nonprofit}, your sellers, and what has been paid to you:`,
  seeShort: 'see what your deal card campaigns have raised, your sellers, and what has been paid to you.',
  until: (until: string) => `The link works until ${until}. A newer link replaces this one.`,
  button: 'Open the Dashboard',
  noButton: 'If the button does not work, open',
};

const SPANISH: typeof ENGLISH = {
  hi: (name) => `Hola, ${name}:`,
  hello: 'Hola:',
  subject: (nonprofit) => `${nonprofit}: su panel de recaudación`,
  see: (nonprofit) =>
    `Vea lo que sus campañas de tarjetas de ofertas recaudaron para ${nonprofit}, sus vendedores y lo que se les ha pagado:`,
  seeShort: 'vea lo que sus campañas de tarjetas de ofertas recaudaron, sus vendedores y lo que se les ha pagado.',
  until: (until) => `El enlace funciona hasta el ${until}. Un enlace más reciente reemplaza a este.`,
  button: 'Abrir el panel',
  noButton: 'Si el botón no funciona, abra',
};
