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
    giftSubject: (from: string, nonprofit: string) => ({
      en: `${from} sent you a deal card supporting ${nonprofit}`,
      es: `${from} te regaló una tarjeta de ofertas que apoya a ${nonprofit}`,
    }),
    giftFrom: (from: string) => ({
      en: `A gift from ${from}`,
      es: `Un regalo de ${from}`,
    }),
    giftReady: (nonprofit: string, restaurant: string | null) => ({
      en: `Your deal card${restaurant ? ` from ${restaurant}` : ''} is ready, and it supports ${nonprofit}.`,
      es: `Tu tarjeta de ofertas${restaurant ? ` de ${restaurant}` : ''} está lista, y apoya a ${nonprofit}.`,
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
      es: `Hola, ${name}: ¡Gracias por tu compra! Tu tarjeta de ofertas${restaurant ? ` de ${restaurant}` : ''} está lista.`,
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
  giftReceipt: defineMessages('mail.giftReceipt', {
    subject: (recipient: string) => ({ en: `Your gift for ${recipient}: receipt`, es: `Tu regalo para ${recipient}: recibo` }),
    receipt: { en: 'Gift receipt', es: 'Recibo de regalo' },
    heading: (recipient: string) => ({ en: `Your gift for ${recipient}`, es: `Tu regalo para ${recipient}` }),
    hi: (name: string) => ({ en: `Hi ${name},`, es: `Hola, ${name}:` }),
    thanks: (nonprofit: string, restaurant: string | null) => ({
      en: `Thank you for supporting ${nonprofit} with a deal card${restaurant ? ` from ${restaurant}` : ''}.`,
      es: `Gracias por apoyar a ${nonprofit} con una tarjeta de ofertas${restaurant ? ` de ${restaurant}` : ''}.`,
    }),
    today: { en: 'today', es: 'hoy' },
    on: (date: string) => ({ en: `on ${date}`, es: `el ${date}` }),
    arrives: (recipient: string, email: string, when: string) => ({
      en: `${recipient} gets the card by e-mail at ${email} ${when}.`,
      es: `${recipient} recibirá la tarjeta por correo en ${email} ${when}.`,
    }),
    yourMessage: { en: 'Your message', es: 'Tu mensaje' },
    bought: { en: 'What you gave', es: 'Lo que regalaste' },
    paid: (amount: string) => ({ en: `You paid ${amount}.`, es: `Pagaste ${amount}.` }),
    raised: (amount: string, nonprofit: string) => ({
      en: `This card raised ${amount} for ${nonprofit}.`,
      es: `Esta tarjeta recaudó ${amount} para ${nonprofit}.`,
    }),
    expires: (date: string) => ({ en: `The card expires on ${date}.`, es: `La tarjeta vence el ${date}.` }),
    noCode: {
      en: 'The card is theirs: its link and access code go only to them.',
      es: 'La tarjeta es suya: su enlace y su código de acceso solo le llegan a esa persona.',
    },
  }),
  cardReminder: defineMessages('mail.cardReminder', {
    subject: (date: string, left: number) => ({
      en: `Your deal card expires on ${date}: ${left} ${left === 1 ? 'use' : 'uses'} left`,
      es: `Tu tarjeta de ofertas vence el ${date}: te ${left === 1 ? 'queda 1 uso' : `quedan ${left} usos`}`,
    }),
    heading: (date: string) => ({ en: `Your deal card expires on ${date}`, es: `Tu tarjeta de ofertas vence el ${date}` }),
    hi: (name: string) => ({ en: `Hi ${name},`, es: `Hola, ${name}:` }),
    intro: (nonprofit: string, restaurant: string | null, date: string) => ({
      en: `Your deal card supporting ${nonprofit}${restaurant ? ` at ${restaurant}` : ''} still has offers on it, and it expires on ${date}.`,
      es: `Tu tarjeta de ofertas que apoya a ${nonprofit}${restaurant ? ` en ${restaurant}` : ''} todavía tiene ofertas, y vence el ${date}.`,
    }),
    left: { en: 'Still on your card', es: 'Lo que queda en tu tarjeta' },
    where: { en: 'Where to use it', es: 'Dónde usarla' },
    open: { en: 'Open your card', es: 'Abre tu tarjeta' },
  }),
  renewalAnnouncement: defineMessages('mail.renewalAnnouncement', {
    subject: (restaurant: string, nonprofit: string) => ({
      en: `The new ${restaurant} deal card for ${nonprofit} is out`,
      es: `Ya salió la nueva tarjeta de ofertas de ${restaurant} para ${nonprofit}`,
    }),
    heading: { en: "This year's deal card is out", es: 'Ya salió la tarjeta de ofertas de este año' },
    hi: (name: string) => ({ en: `Hi ${name},`, es: `Hola, ${name}:` }),
    body: (nonprofit: string, restaurant: string, price: string) => ({
      en: `You supported ${nonprofit} with a deal card from ${restaurant}. The new card is on sale now, for ${price}, and half of it goes to ${nonprofit} again.`,
      es: `Apoyaste a ${nonprofit} con una tarjeta de ofertas de ${restaurant}. La nueva tarjeta ya está a la venta, por ${price}, y la mitad vuelve a ser para ${nonprofit}.`,
    }),
    button: { en: 'See the new card', es: 'Ver la nueva tarjeta' },
  }),
  /** The footer of every reminder and announcement. */
  unsubscribe: defineMessages('mail.unsubscribe', {
    why: { en: 'You get this because you hold a deal card.', es: 'Recibes este correo porque tienes una tarjeta de ofertas.' },
    stop: { en: 'Stop reminders and announcements', es: 'Dejar de recibir recordatorios y anuncios' },
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
      es: `Hola, ${name}: Se reembolsó tu tarjeta de ofertas que apoya a ${nonprofit} (código de acceso ${code}). ${how}`,
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
      es: `Vea lo que sus campañas de tarjetas de ofertas recaudaron para ${nonprofit}, sus vendedores y lo que ya recibió su organización:`,
    }),
    seeShort: {
      en: 'See what your deal card campaigns have raised, your sellers, and what has been paid to you.',
      es: 'Vea lo que sus campañas de tarjetas de ofertas recaudaron, sus vendedores y lo que ya recibió su organización.',
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
      es: `Hola, ${name}: Comparte tu enlace. Cada tarjeta que se compre con él cuenta a tu favor.`,
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
  /** A refunded gift: the line in the buyer's refund e-mail, and the recipient's own e-mail. */
  giftCancelled: defineMessages('mail.giftCancelled', {
    buyerRefunded: (nonprofit: string, how: string) => ({
      en: `The deal card supporting ${nonprofit} that you gave as a gift has been refunded. ${how}`,
      es: `Se reembolsó la tarjeta de ofertas que apoya a ${nonprofit} que regalaste. ${how}`,
    }),
    toldRecipient: (recipient: string) => ({
      en: `It was your gift to ${recipient}: we have told them that it was cancelled.`,
      es: `Era tu regalo para ${recipient}: le avisamos que se canceló.`,
    }),
    notDelivered: (recipient: string) => ({
      en: `It was your gift to ${recipient} and had not been delivered yet: it will not be sent.`,
      es: `Era tu regalo para ${recipient} y aún no se había entregado: no se enviará.`,
    }),
    subject: (from: string) => ({
      en: `The deal card ${from} gave you has been cancelled`,
      es: `Se canceló la tarjeta de ofertas que te regaló ${from}`,
    }),
    heading: { en: 'Your gift card was cancelled', es: 'Se canceló tu tarjeta de regalo' },
    hi: (name: string) => ({ en: `Hi ${name},`, es: `Hola, ${name}:` }),
    cancelled: (from: string, nonprofit: string, code: string) => ({
      en: `${from} gave you a deal card supporting ${nonprofit} (access code ${code}). It has been cancelled and the money returned to ${from}, so its offers can no longer be used.`,
      es: `${from} te regaló una tarjeta de ofertas que apoya a ${nonprofit} (código de acceso ${code}). Se canceló y se le devolvió el dinero a ${from}, así que ya no se pueden usar sus ofertas.`,
    }),
    footer: {
      en: 'You do not need to do anything. If you have questions, ask the person who gave it to you.',
      es: 'No tienes que hacer nada. Si tienes preguntas, consulta a quien te la regaló.',
    },
  }),
};
