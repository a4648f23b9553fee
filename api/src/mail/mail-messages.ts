// The e-mails' texts, in English and Spanish, one catalogue per e-mail (message.ts's mechanism, as
// every server message). A card's e-mails are written in its checkout's language; the others in
// the language of whoever asked for them.
import { FIND_CARD_LINK_MINUTES, defineMessages } from '@dealcard/shared';

export const MAIL_MESSAGES = {
  cardConfirmation: defineMessages('mail.cardConfirmation', {
    subject: (nonprofit: string) => ({
      en: `Your deal card supporting ${nonprofit}`,
      es: `Tu tarjeta de ofertas que apoya a ${nonprofit}`,
    }),
    value: (amount: string) => ({
      en: `${amount} value`,
      es: `valor de ${amount}`,
    }),
    hi: (name: string) => ({
      en: `Hi ${name},`,
      es: `Hola, ${name}:`,
    }),
    thanks: (nonprofit: string, restaurant: string | null) => ({
      en: `Thank you for supporting ${nonprofit}! Your deal card${restaurant ? ` from ${restaurant}` : ''} is ready.`,
      es: `¡Gracias por apoyar a ${nonprofit}! Tu tarjeta de ofertas${restaurant ? ` de ${restaurant}` : ''} está lista.`,
    }),
    raised: (amount: string, nonprofit: string) => ({
      en: `Your card raised ${amount} for ${nonprofit}.`,
      es: `Tu tarjeta recaudó ${amount} para ${nonprofit}.`,
    }),
    open: {
      en: 'Open your card',
      es: 'Abre tu tarjeta',
    },
    accessCode: {
      en: 'Access code',
      es: 'Código de acceso',
    },
    offers: {
      en: 'Your offers',
      es: 'Tus ofertas',
    },
    expires: (date: string) => ({
      en: `Your card expires on ${date}.`,
      es: `Tu tarjeta vence el ${date}.`,
    }),
    keepText: {
      en: 'Keep this e-mail: the link and access code are the key to your card. Show the card to your server when you want to use an offer.',
      es: 'Guarda este correo: el enlace y el código de acceso son la llave de tu tarjeta. Muéstrale la tarjeta a quien te atiende cuando quieras usar una oferta.',
    },
    proud: {
      en: 'Proud supporter of',
      es: 'Con orgullo apoya a',
    },
    thanksHtml: (name: string, restaurant: string | null) => ({
      en: `Hi ${name}, thank you for your purchase! Your deal card${restaurant ? ` from ${restaurant}` : ''} is ready.`,
      es: `Hola, ${name}: ¡gracias por tu compra! Tu tarjeta de ofertas${restaurant ? ` de ${restaurant}` : ''} está lista.`,
    }),
    button: {
      en: 'View Your Card',
      es: 'Ver tu tarjeta',
    },
    offersAt: (restaurant: string | null) => ({
      en: `Your offers${restaurant ? ` at ${restaurant}` : ''}`,
      es: `Tus ofertas${restaurant ? ` en ${restaurant}` : ''}`,
    }),
    expiresOn: {
      en: 'Your card expires on',
      es: 'Tu tarjeta vence el',
    },
    keepHtml: {
      en: 'Keep this e-mail: the link and access code are the key to your card. If the button does not work, open',
      es: 'Guarda este correo: el enlace y el código de acceso son la llave de tu tarjeta. Si el botón no funciona, abre',
    },
  }),
  cardRefunded: defineMessages('mail.cardRefunded', {
    subject: (nonprofit: string) => ({
      en: `Your deal card supporting ${nonprofit} was refunded`,
      es: `Se reembolsó tu tarjeta de ofertas que apoya a ${nonprofit}`,
    }),
    byBank: (amount: string, when: string) => ({
      en: `Your bank returned the ${amount} you paid for it on ${when}.`,
      es: `Tu banco te devolvió los ${amount} que pagaste por ella el ${when}.`,
    }),
    byUs: (amount: string, when: string) => ({
      en: `We refunded the ${amount} you paid for it on ${when}; it reaches your account in 5 to 10 business days.`,
      es: `Te reembolsamos los ${amount} que pagaste por ella el ${when}; llegarán a tu cuenta en 5 a 10 días hábiles.`,
    }),
    hi: (name: string) => ({
      en: `Hi ${name},`,
      es: `Hola, ${name}:`,
    }),
    refunded: (nonprofit: string, code: string, how: string) => ({
      en: `Your deal card supporting ${nonprofit} (access code ${code}) has been refunded. ${how}`,
      es: `Se reembolsó tu tarjeta de ofertas que apoya a ${nonprofit} (código de acceso ${code}). ${how}`,
    }),
    heading: {
      en: 'Your card was refunded',
      es: 'Se reembolsó tu tarjeta',
    },
    refundedHtml: (name: string, nonprofit: string, code: string, how: string) => ({
      en: `Hi ${name}, your deal card supporting ${nonprofit} (access code ${code}) has been refunded. ${how}`,
      es: `Hola, ${name}: se reembolsó tu tarjeta de ofertas que apoya a ${nonprofit} (código de acceso ${code}). ${how}`,
    }),
    footer: {
      en: 'Its offers can no longer be used. If you did not ask for this, reply to this e-mail.',
      es: 'Ya no se pueden usar sus ofertas. Si no lo pediste, responde a este correo.',
    },
  }),
  nonprofitDashboard: defineMessages('mail.nonprofitDashboard', {
    hi: (name: string) => ({
      en: `Hi ${name},`,
      es: `Hola, ${name}:`,
    }),
    hello: {
      en: 'Hello,',
      es: 'Hola:',
    },
    subject: (nonprofit: string) => ({
      en: `${nonprofit}: your fundraising dashboard`,
      es: `${nonprofit}: su panel de recaudación`,
    }),
    see: (nonprofit: string) => ({
      en: `See what your deal card campaigns have raised for ${nonprofit}, your sellers, and what has been paid to you:`,
      es: `Vea lo que sus campañas de tarjetas de ofertas recaudaron para ${nonprofit}, sus vendedores y lo que se les ha pagado:`,
    }),
    seeShort: {
      en: 'see what your deal card campaigns have raised, your sellers, and what has been paid to you.',
      es: 'vea lo que sus campañas de tarjetas de ofertas recaudaron, sus vendedores y lo que se les ha pagado.',
    },
    until: (until: string) => ({
      en: `The link works until ${until}. A newer link replaces this one.`,
      es: `El enlace funciona hasta el ${until}. Un enlace más reciente reemplaza a este.`,
    }),
    button: {
      en: 'Open the Dashboard',
      es: 'Abrir el panel',
    },
    noButton: {
      en: 'If the button does not work, open',
      es: 'Si el botón no funciona, abra',
    },
  }),
  sellerWelcome: defineMessages('mail.sellerWelcome', {
    subject: (nonprofit: string) => ({
      en: `Your link to sell cards for ${nonprofit}`,
      es: `Tu enlace para vender tarjetas para ${nonprofit}`,
    }),
    hi: (name: string) => ({
      en: `Hi ${name},`,
      es: `Hola, ${name}:`,
    }),
    thanks: (nonprofit: string) => ({
      en: `Thank you for selling deal cards for ${nonprofit}! Share this link: every card bought through it counts for you.`,
      es: `¡Gracias por vender tarjetas de ofertas para ${nonprofit}! Comparte este enlace: cada tarjeta que se compre con él cuenta a tu favor.`,
    }),
    shareLink: {
      en: 'Your share link',
      es: 'Tu enlace para compartir',
    },
    code: {
      en: 'Your seller code',
      es: 'Tu código de vendedor',
    },
    stats: {
      en: 'See your sales and your place on the leaderboard (keep this link to yourself)',
      es: 'Mira tus ventas y tu lugar en la clasificación (no compartas este enlace)',
    },
    heading: (nonprofit: string) => ({
      en: `Thank you for selling cards for ${nonprofit}`,
      es: `Gracias por vender tarjetas para ${nonprofit}`,
    }),
    share: (name: string) => ({
      en: `Hi ${name}, share your link: every card bought through it counts for you.`,
      es: `Hola, ${name}: comparte tu enlace. Cada tarjeta que se compre con él cuenta a tu favor.`,
    }),
    button: {
      en: 'Open My Share Link',
      es: 'Abrir mi enlace',
    },
    statsLink: {
      en: 'See your sales and your place on the leaderboard',
      es: 'Mira tus ventas y tu lugar en la clasificación',
    },
    keep: {
      en: 'Keep this link to yourself.',
      es: 'No compartas este enlace.',
    },
    shareLinkShort: {
      en: 'Share link',
      es: 'Enlace para compartir',
    },
  }),
  findMyCard: defineMessages('mail.findMyCard', {
    subject: {
      en: 'Your Deal Card link',
      es: 'El enlace de tus tarjetas',
    },
    hello: {
      en: 'Hello,',
      es: 'Hola:',
    },
    byEmail: {
      en: 'this e-mail address',
      es: 'este correo electrónico',
    },
    byPhone: (last4: string) => ({
      en: `the phone number ending in ${last4}`,
      es: `el teléfono que termina en ${last4}`,
    }),
    asked: (by: string, then: string) => ({
      en: `Someone asked to see the deal cards bought with ${by}. ${then}`,
      es: `Alguien pidió ver las tarjetas de ofertas compradas con ${by}. ${then}`,
    }),
    openLink: {
      en: 'Open this link to see them:',
      es: 'Abre este enlace para verlas:',
    },
    tap: {
      en: 'Tap the button to see them.',
      es: 'Toca el botón para verlas.',
    },
    heading: {
      en: 'Your deal cards',
      es: 'Tus tarjetas de ofertas',
    },
    button: {
      en: 'Show My Cards',
      es: 'Ver mis tarjetas',
    },
    works: {
      en: `The link works for ${FIND_CARD_LINK_MINUTES} minutes. After that, ask for a new one on the My Deal Card page.`,
      es: `El enlace funciona durante ${FIND_CARD_LINK_MINUTES} minutos. Después, pide uno nuevo en la página Mi tarjeta.`,
    },
    noButton: {
      en: 'If the button does not work, copy this address into your browser:',
      es: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    },
    ignore: {
      en: "If you didn't ask for this, you can ignore this e-mail: nobody can see your cards without the link.",
      es: 'Si no lo pediste, puedes ignorar este correo: nadie puede ver tus tarjetas sin el enlace.',
    },
  }),
  coordinatorInvite: defineMessages('mail.coordinatorInvite', {
    hi: (name: string) => ({ en: `Hi ${name},`, es: `Hola, ${name}:` }),
    hello: { en: 'Hello,', es: 'Hola:' },
    subject: (nonprofit: string) => ({
      en: `Coordinate ${nonprofit}'s deal card sales`,
      es: `Coordine las ventas de tarjetas de ofertas de ${nonprofit}`,
    }),
    intro: (restaurant: string, nonprofit: string) => ({
      en: `${restaurant} invites you to coordinate the deal card sales of ${nonprofit}.`,
      es: `${restaurant} lo invita a coordinar las ventas de tarjetas de ofertas de ${nonprofit}.`,
    }),
    what: {
      en: 'As coordinator you keep the roster of sellers (children need no e-mail), record cash and check sales at the table, and see what was raised and paid.',
      es: 'Como coordinador, lleva la lista de vendedores (los niños no necesitan correo), registra las ventas en efectivo y con cheque en la mesa, y ve lo recaudado y lo pagado.',
    },
    until: (until: string) => ({
      en: `The invitation works once, until ${until}. A newer invitation replaces this one.`,
      es: `La invitación funciona una vez, hasta el ${until}. Una invitación más reciente reemplaza a esta.`,
    }),
    button: { en: 'Accept the Invitation', es: 'Aceptar la invitación' },
    noButton: { en: 'If the button does not work, open', es: 'Si el botón no funciona, abra' },
  }),
};
