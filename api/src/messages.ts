// Every message the API itself sends, in English (the specification's, word for word) and Spanish.
// The shared schemas' messages are in shared (MESSAGES, MONEY_MESSAGES, ...); the e-mails' in
// mail/mail-messages.ts. Register: tú for card holders and supporters, usted for people at work
// (docs/decisions/016-languages.md).
import { FIND_CARD_LINK_MINUTES, MAX_KIOSK_DEVICES, MAX_LOCATIONS, defineMessages, type CampaignStatus } from '@dealcard/shared';

/** What a "not found" names, in both languages as its sentence needs it. */
const THINGS = {
  Campaign: 'la campaña',
  Card: 'la tarjeta',
  Restaurant: 'el restaurante',
  Location: 'la sucursal',
  Nonprofit: 'la organización',
  Payment: 'el pago',
  Redemption: 'el canje',
  Tablet: 'la tableta',
  Object: 'el archivo',
  'E-mail': 'el correo',
  Seller: 'el vendedor',
  User: 'el usuario',
  Batch: 'el lote',
} as const;
export type NotFoundThing = keyof typeof THINGS;

const STATUS_ES: Record<CampaignStatus, string> = {
  pending: 'pendiente',
  approved: 'aprobada',
  rejected: 'rechazada',
  archived: 'archivada',
  draft: 'en borrador',
};

/** "15 minutes", "7 days": a span in both languages. */
function span(n: number, unit: 'minute' | 'day'): { en: string; es: string } {
  const one = n === 1;
  return {
    en: `${n} ${unit}${one ? '' : 's'}`,
    es: `${n} ${unit === 'minute' ? (one ? 'minuto' : 'minutos') : one ? 'día' : 'días'}`,
  };
}

export const API_MESSAGES = defineMessages('api', {
  // http/
  internal: {
    en: 'Something went wrong on our side. Please try again.',
    es: 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
  },
  signInToContinue: { en: 'Please sign in to continue', es: 'Inicie sesión para continuar' },
  forbidden: { en: 'You do not have permission to do this', es: 'No tiene permiso para hacer esto' },
  restaurantIdRequired: { en: 'restaurantId is required', es: 'Falta restaurantId' },
  noRestaurantProfile: { en: 'Restaurant profile not found', es: 'No se encontró el perfil del restaurante' },
  invalidInput: { en: 'Invalid input', es: 'Datos no válidos' },
  malformedPath: {
    en: 'The address is not valid: it has a broken percent-encoding',
    es: 'La dirección no es válida: tiene una codificación con porcentajes dañada',
  },
  malformedBody: { en: 'The request body could not be decoded', es: 'No se pudo decodificar el cuerpo de la solicitud' },
  malformedJson: { en: 'Malformed JSON in the request body', es: 'El JSON del cuerpo de la solicitud está mal formado' },
  bodyTooLarge: { en: 'Request body is too large', es: 'El cuerpo de la solicitud es demasiado grande' },
  unsupportedEncoding: { en: 'Unsupported content encoding', es: 'Codificación de contenido no admitida' },
  unsupportedCharset: { en: 'Unsupported charset', es: 'Juego de caracteres no admitido' },
  requestAborted: { en: 'Request aborted', es: 'Solicitud cancelada' },
  badRequest: { en: 'Bad request', es: 'Solicitud incorrecta' },
  reportCancelled: { en: 'The report was cancelled', es: 'Se canceló el informe' },
  crossOrigin: {
    en: 'This request came from another website and was refused.',
    es: 'Esta solicitud vino de otro sitio web y se rechazó.',
  },
  noApiRoute: (method: string, path: string) => ({
    en: `No API route for ${method} ${path}`,
    es: `No hay una ruta de la API para ${method} ${path}`,
  }),
  notFound: (thing: NotFoundThing) => ({ en: `${thing} not found`, es: `No se encontró ${THINGS[thing]}` }),

  // Google Wallet (wallet/google).
  googleWalletOff: {
    en: 'Google Wallet passes are not offered on this site',
    es: 'Este sitio no ofrece pases de Google Wallet',
  },
  googleWalletUnavailable: {
    en: 'Google Wallet is not answering right now. Your card still works: please try again in a few minutes.',
    es: 'Google Wallet no responde en este momento. Tu tarjeta sigue funcionando: inténtalo de nuevo en unos minutos.',
  },

  // Rate limits.
  tooManySignIns: {
    en: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    es: 'Demasiados intentos de inicio de sesión. Espere unos minutos e inténtelo de nuevo.',
  },
  tooManySignInsForAccount: {
    en: 'Too many sign-in attempts for this account. Please wait a few minutes and try again.',
    es: 'Demasiados intentos de inicio de sesión en esta cuenta. Espere unos minutos e inténtelo de nuevo.',
  },
  tooManySignUps: {
    en: 'Too many sign-ups from this connection. Please try again later.',
    es: 'Demasiados registros desde esta conexión. Inténtalo de nuevo más tarde.',
  },
  tooManyCardSearches: {
    en: 'Too many card searches. Please wait a few minutes and try again.',
    es: 'Demasiadas búsquedas de tarjetas. Espera unos minutos e inténtalo de nuevo.',
  },
  tooManyCardLookUps: {
    en: 'Too many card look-ups. Please wait a minute and try again.',
    es: 'Demasiadas consultas de tarjetas. Espera un minuto e inténtalo de nuevo.',
  },
  tooManyRedemptions: {
    en: 'Too many redemption attempts. Please wait a minute and try again.',
    es: 'Demasiados intentos de canje. Espera un minuto e inténtalo de nuevo.',
  },
  tooManyWrongCodes: {
    en: 'Too many wrong codes. Wait a minute, then try again.',
    es: 'Demasiados códigos incorrectos. Espere un minuto y vuelva a intentarlo.',
  },
  tooManyUnknownQrCodes: {
    en: 'Too many unknown QR codes. Wait a minute, then try again.',
    es: 'Demasiados códigos QR desconocidos. Espere un minuto y vuelva a intentarlo.',
  },
  tooManySyncs: {
    en: 'Too many syncs from this tablet. It will try again in a minute.',
    es: 'Demasiadas sincronizaciones desde esta tableta. Lo intentará de nuevo en un minuto.',
  },
  tooManyPairings: {
    en: 'Too many pairing attempts. Please wait a few minutes and try again.',
    es: 'Demasiados intentos de vinculación. Espere unos minutos e inténtelo de nuevo.',
  },
  tooManyPurchases: {
    en: 'Too many purchase attempts. Please wait a minute and try again.',
    es: 'Demasiados intentos de compra. Espera un minuto e inténtalo de nuevo.',
  },
  tooManyUploads: {
    en: 'Too many uploads. Please wait a minute and try again.',
    es: 'Demasiadas subidas. Espere un minuto e inténtelo de nuevo.',
  },
  tooManySellerSignUps: {
    en: 'Too many sign-ups from this connection. Please wait a few minutes and try again.',
    es: 'Demasiados registros desde esta conexión. Espera unos minutos e inténtalo de nuevo.',
  },
  tooManyRequests: {
    en: 'Too many requests. Please wait a minute and try again.',
    es: 'Demasiadas solicitudes. Espera un minuto e inténtalo de nuevo.',
  },

  // Accounts and restaurants.
  notSignedIn: { en: 'Not signed in', es: 'No ha iniciado sesión' },
  emailTaken: { en: 'An account with this email already exists', es: 'Ya existe una cuenta con este correo' },
  wrongCredentials: { en: 'Incorrect email or password', es: 'Correo o contraseña incorrectos' },
  alreadyOwnsRestaurant: {
    en: 'You already have a restaurant. Manage it from the restaurant portal.',
    es: 'Ya tiene un restaurante. Adminístrelo desde el portal del restaurante.',
  },
  superadminAddsFromAdmin: {
    en: 'Superadmins add restaurants from the admin portal',
    es: 'Los superadministradores agregan restaurantes desde el portal de administración',
  },
  restaurantDeactivated: { en: 'Restaurant deactivated', es: 'Restaurante desactivado' },

  // Campaigns.
  campaignChangedMeanwhile: {
    en: 'The campaign changed meanwhile; reload and try again',
    es: 'La campaña cambió mientras tanto; vuelva a cargar la página e inténtelo de nuevo',
  },
  slugConflict: {
    en: 'Could not make a unique campaign address; try again',
    es: 'No se pudo crear una dirección única para la campaña; inténtelo de nuevo',
  },
  shortCodeConflict: {
    en: 'Could not generate a campaign code; try again',
    es: 'No se pudo generar un código de campaña; inténtelo de nuevo',
  },
  campaignVanished: { en: 'Campaign vanished after creation', es: 'La campaña desapareció después de crearse' },
  selectedNonprofitNotFound: { en: 'Selected nonprofit not found', es: 'No se encontró la organización seleccionada' },
  campaignApproved: { en: 'Campaign approved and now active', es: 'Campaña aprobada y activa' },
  campaignRejected: { en: 'Campaign rejected', es: 'Campaña rechazada' },
  campaignArchived: { en: 'Campaign archived', es: 'Campaña archivada' },
  campaignPaused: {
    en: 'The campaign has been paused and no longer sells cards.',
    es: 'La campaña se pausó y ya no vende tarjetas.',
  },
  campaignActivated: {
    en: 'The campaign has been activated and is selling cards again.',
    es: 'La campaña se activó y vuelve a vender tarjetas.',
  },
  onlyPendingApproved: (status: CampaignStatus) => ({
    en: `Only pending campaigns can be approved; this campaign is ${status}`,
    es: `Solo se pueden aprobar campañas pendientes; esta campaña está ${STATUS_ES[status]}`,
  }),
  onlyPendingRejected: (status: CampaignStatus) => ({
    en: `Only pending campaigns can be rejected; this campaign is ${status}`,
    es: `Solo se pueden rechazar campañas pendientes; esta campaña está ${STATUS_ES[status]}`,
  }),
  onlyApprovedToggled: (status: CampaignStatus) => ({
    en: `Only approved campaigns can be paused or activated; this campaign is ${status}`,
    es: `Solo se pueden pausar o activar campañas aprobadas; esta campaña está ${STATUS_ES[status]}`,
  }),
  onlySettledArchived: (status: CampaignStatus) => ({
    en: `Only approved or rejected campaigns can be archived; this campaign is ${status}`,
    es: `Solo se pueden archivar campañas aprobadas o rechazadas; esta campaña está ${STATUS_ES[status]}`,
  }),
  onlyEditableResubmitted: (status: CampaignStatus) => ({
    en: `Only a pending, rejected or draft campaign can be edited and sent for approval; this campaign is ${status}`,
    es: `Solo una campaña pendiente, rechazada o en borrador se puede editar y enviar a aprobación; esta campaña está ${STATUS_ES[status]}`,
  }),
  onlyPendingWithdrawn: (status: CampaignStatus) => ({
    en: `Only a pending campaign can be withdrawn; this campaign is ${status}`,
    es: `Solo se puede retirar una campaña pendiente; esta campaña está ${STATUS_ES[status]}`,
  }),
  campaignHasCards: {
    en: 'This campaign has sold cards; its offers can no longer change',
    es: 'Esta campaña ya vendió tarjetas; sus ofertas ya no pueden cambiar',
  },
  campaignResubmitted: {
    en: 'Campaign sent for approval',
    es: 'Campaña enviada a aprobación',
  },
  campaignWithdrawn: {
    en: 'Campaign withdrawn: it is a draft until you send it again',
    es: 'Campaña retirada: queda en borrador hasta que la vuelva a enviar',
  },
  campaignNoLongerActive: { en: 'This campaign is no longer active', es: 'Esta campaña ya no está activa' },

  // Payments and cards.
  cardExists: { en: 'A card has already been created for this payment', es: 'Ya se creó una tarjeta para este pago' },
  paymentIncomplete: { en: 'This payment has not been completed', es: 'Este pago no se ha completado' },
  buyerMissing: {
    en: 'The payment carries no buyer name and e-mail',
    es: 'El pago no trae el nombre ni el correo de quien compra',
  },
  demoPaymentsOff: { en: 'Demo payments are not enabled', es: 'Los pagos de demostración no están habilitados' },
  paymentOtherCampaign: {
    en: 'This payment was made for a different campaign',
    es: 'Este pago se hizo para otra campaña',
  },
  paymentNoCampaign: { en: 'This payment was not made for a campaign', es: 'Este pago no se hizo para una campaña' },
  paymentUnknownCampaign: {
    en: 'This payment was made for a campaign that does not exist',
    es: 'Este pago se hizo para una campaña que no existe',
  },
  paymentAmountMismatch: {
    en: 'The payment amount does not match the card price',
    es: 'El monto del pago no coincide con el precio de la tarjeta',
  },
  webhooksOff: { en: 'Stripe webhooks are not configured', es: 'Los webhooks de Stripe no están configurados' },
  badWebhookSignature: { en: 'Invalid webhook signature', es: 'Firma de webhook no válida' },
  cardDeclined: { en: 'Your card was declined.', es: 'Tu tarjeta fue rechazada.' },
  notDemoTestCard: {
    en: 'Your card number is not a demo test card. Use 4242 4242 4242 4242.',
    es: 'El número de tu tarjeta no es de una tarjeta de prueba. Usa 4242 4242 4242 4242.',
  },
  offerNotOnCard: { en: 'Offer not found on this card', es: 'Esta oferta no está en la tarjeta' },
  linkExpired: { en: 'This link has expired. Ask for a new one.', es: 'Este enlace venció. Pide uno nuevo.' },
  linkInvalid: { en: 'This link is not valid. Ask for a new one.', es: 'Este enlace no es válido. Pide uno nuevo.' },
  findMyCardAnswer: {
    en: `If we have cards for what you entered, we've e-mailed a link to the address on file. It works for ${FIND_CARD_LINK_MINUTES} minutes.`,
    es: `Si tenemos tarjetas con lo que escribiste, enviamos un enlace al correo registrado. Funciona durante ${FIND_CARD_LINK_MINUTES} minutos.`,
  },

  // Money after the sale.
  refundUnderWay: { en: 'A refund of this card is already under way', es: 'Ya hay un reembolso de esta tarjeta en curso' },
  refundFailed: {
    en: 'The payment provider did not refund the card; nothing has changed. Try again.',
    es: 'El proveedor de pagos no reembolsó la tarjeta; no cambió nada. Inténtelo de nuevo.',
  },
  alreadyRefunded: { en: 'This card has already been refunded', es: 'Esta tarjeta ya fue reembolsada' },
  cardDisputed: {
    en: 'This card is disputed: the dispute decides whether the money goes back',
    es: 'Esta tarjeta está en disputa: la disputa decide si se devuelve el dinero',
  },
  notPaidThroughProvider: {
    en: 'This card was not paid through a payment provider',
    es: 'Esta tarjeta no se pagó con un proveedor de pagos',
  },
  providerMismatch: (paidWith: string, serverUses: string) => ({
    en: `This card was paid with the ${paidWith} provider, but this server uses ${serverUses}: refund it where it was paid`,
    es: `Esta tarjeta se pagó con el proveedor ${paidWith}, pero este servidor usa ${serverUses}: reembólsela donde se pagó`,
  }),

  // The counter.
  // Who undid a redemption, read after "By" / "Por" in the portal: lower-case phrases, each whole in one language.
  undoneByTabletAt: (location: string) => ({
    en: `the kiosk tablet at ${location}`,
    es: `la tableta del kiosco en ${location}`,
  }),
  undoneByATablet: { en: 'a kiosk tablet', es: 'una tableta del kiosco' },
  undoneBySomeone: { en: 'an unknown person', es: 'una persona desconocida' },
  undoneByAdmin: (name: string) => ({ en: `${name} (admin)`, es: `${name} (administración)` }),
  alreadyUndone: { en: 'This redemption has already been undone', es: 'Este canje ya se deshizo' },
  undoTooLate: (within: number, unit: 'minute' | 'day') => {
    const s = span(within, unit);
    return {
      en: `A redemption can be undone here only within ${s.en} of it`,
      es: `Aquí un canje solo se puede deshacer dentro de ${s.es} después de hecho`,
    };
  },
  tabletUnpaired: { en: 'This tablet is no longer paired.', es: 'Esta tableta ya no está vinculada.' },
  deviceRevoked: {
    en: 'This tablet is no longer paired. Ask the restaurant owner for a new pairing code.',
    es: 'Esta tableta ya no está vinculada. Pida al dueño del restaurante un nuevo código de vinculación.',
  },
  notPaired: {
    en: 'This tablet is not paired yet. Enter a pairing code from the restaurant portal.',
    es: 'Esta tableta aún no está vinculada. Escriba un código de vinculación del portal del restaurante.',
  },
  pairingCodeWrong: {
    en: 'That pairing code is not right. Check the code shown in the restaurant portal and try again.',
    es: 'Ese código de vinculación no es correcto. Revise el código que muestra el portal del restaurante e inténtelo de nuevo.',
  },
  locationsFull: {
    en: `A restaurant can have at most ${MAX_LOCATIONS} locations. Remove one before adding another.`,
    es: `Un restaurante puede tener como máximo ${MAX_LOCATIONS} sucursales. Elimine una antes de agregar otra.`,
  },
  tabletsFull: {
    en: `A restaurant can have at most ${MAX_KIOSK_DEVICES} paired tablets. Revoke one before pairing another.`,
    es: `Un restaurante puede tener como máximo ${MAX_KIOSK_DEVICES} tabletas vinculadas. Revoque una antes de vincular otra.`,
  },
  pairingCodeUsed: {
    en: 'That pairing code has already been used. Create a new one in the restaurant portal.',
    es: 'Ese código de vinculación ya se usó. Cree uno nuevo en el portal del restaurante.',
  },
  pairingCodeExpired: {
    en: 'That pairing code has expired. Create a new one in the restaurant portal.',
    es: 'Ese código de vinculación venció. Cree uno nuevo en el portal del restaurante.',
  },

  // Fundraising.
  dashboardLinkInvalid: {
    en: 'This dashboard link is not valid. Ask the restaurant for a new one.',
    es: 'Este enlace del panel no es válido. Pida uno nuevo al restaurante.',
  },
  dashboardLinkExpired: {
    en: 'This dashboard link has expired. Ask the restaurant for a new one.',
    es: 'Este enlace del panel venció. Pida uno nuevo al restaurante.',
  },
  sellerLinkInvalid: {
    en: 'This seller link is not valid. Open the link from your e-mail again.',
    es: 'Este enlace de vendedor no es válido. Vuelve a abrir el enlace de tu correo.',
  },

  // Uploads.
  imageTooLarge: { en: 'The image is larger than 5 MB', es: 'La imagen pesa más de 5 MB' },
  imageType: {
    en: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
    es: 'Solo se pueden subir imágenes PNG, JPEG, WebP o GIF',
  },
  uploadQuota: {
    en: 'You have uploaded 50 MB in the last 24 hours. Please try again tomorrow.',
    es: 'Ha subido 50 MB en las últimas 24 horas. Inténtelo de nuevo mañana.',
  },

  // Wallet passes.
  appleWalletOff: {
    en: 'Apple Wallet passes are not offered here',
    es: 'Aquí no se ofrecen pases de Apple Wallet',
  },
  applePassUnauthorized: {
    en: 'This pass is not known here, or its authentication token is wrong',
    es: 'Este pase no se conoce aquí, o su token de autenticación no es correcto',
  },
});
