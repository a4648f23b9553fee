import { formatLongDate, type Language } from '@dealcard/shared';
import { emailButton, emailPage } from '../email-layout.ts';
import { escapeHtml } from '../escape-html.ts';
import type { OutgoingEmail } from '../outbox.ts';

export interface CoordinatorInviteEmailInput {
  to: string;
  contactName: string | null;
  nonprofitName: string;
  restaurantName: string;
  link: string;
  expiresAt: string;
  /** The language of the person who sent the invitation. */
  language?: Language;
}

/** The nonprofit's organiser is asked to coordinate its sales: one link, valid 7 days, used once. */
export function coordinatorInviteEmail(input: CoordinatorInviteEmailInput): OutgoingEmail {
  const language = input.language ?? 'en';
  const w = language === 'es' ? SPANISH : ENGLISH;
  const hello = input.contactName ? w.hi(input.contactName.trim().split(/\s+/)[0]!) : w.hello;
  const until = formatLongDate(input.expiresAt, language);
  const subject = w.subject(input.nonprofitName);
  const intro = w.intro(input.restaurantName, input.nonprofitName);
  const text = [hello, '', intro, '', w.what, '', input.link, '', w.until(until)].join('\n');
  const e = escapeHtml;
  const html = emailPage(
    subject,
    `
      <h1 style="margin:0 0 16px;font-size:22px">${e(subject)}</h1>
      <p style="margin:0 0 16px">${e(hello)} ${e(intro)}</p>
      <p style="margin:0 0 16px">${e(w.what)}</p>
      ${emailButton(input.link, w.button)}
      <p style="margin:0;color:#78716c;font-size:13px">${e(w.until(until))} ${e(w.noButton)} <a href="${e(input.link)}" style="color:#c2410c;word-break:break-all">${e(input.link)}</a>.</p>
`,
    language,
  );
  return { kind: 'coordinator-invite', to: input.to, subject, html, text };
}

const ENGLISH = {
  hi: (name: string) => `Hi ${name},`,
  hello: 'Hello,',
  subject: (nonprofit: string) => `Coordinate ${nonprofit}'s deal card sales`,
  intro: (restaurant: string, nonprofit: string) =>
    `${restaurant} invites you to coordinate the deal card sales of ${nonprofit}.`,
  what: 'As coordinator you keep the roster of sellers (children need no e-mail), record cash and check sales at the table, and see what was raised and paid.',
  until: (until: string) => `The invitation works once, until ${until}. A newer invitation replaces this one.`,
  button: 'Accept the Invitation',
  noButton: 'If the button does not work, open',
};

const SPANISH: typeof ENGLISH = {
  hi: (name) => `Hola, ${name}:`,
  hello: 'Hola:',
  subject: (nonprofit) => `Coordine las ventas de tarjetas de ofertas de ${nonprofit}`,
  intro: (restaurant, nonprofit) => `${restaurant} lo invita a coordinar las ventas de tarjetas de ofertas de ${nonprofit}.`,
  what: 'Como coordinador, lleva la lista de vendedores (los niños no necesitan correo), registra las ventas en efectivo y con cheque en la mesa, y ve lo recaudado y lo pagado.',
  until: (until) => `La invitación funciona una vez, hasta el ${until}. Una invitación más reciente reemplaza a esta.`,
  button: 'Aceptar la invitación',
  noButton: 'Si el botón no funciona, abra',
};
