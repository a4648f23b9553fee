// The Spanish of every message the server sends and the shared schemas write, keyed by its English
// text: the API answers in the request's language (api/src/http/language.ts), and the PWA's forms
// show the shared schemas' messages through localizeMessage(). The apps' own screens are in the
// Lingui catalogues instead. Register: tú for card holders and supporters, usted for people at work
// (docs/decisions/016-languages.md). api/src/i18n.test.ts checks that every message has its Spanish.
import { MESSAGES } from './limits.ts';
import type { Language } from './language.ts';
import { FUNDRAISING_MESSAGES } from './contracts/fundraising.ts';
import { GIFT_MESSAGES } from './contracts/gifts.ts';
import { MONEY_MESSAGES } from './contracts/money.ts';
import { UPLOAD_ERRORS } from './contracts/uploads.ts';

type SpanishOf<T> = { [K in keyof T]: string };

export const MESSAGES_ES: SpanishOf<typeof MESSAGES> = {
  required: 'Obligatorio',
  nameRequired: 'El nombre es obligatorio',
  validEmailRequired: 'Se necesita un correo electrónico válido',
  phoneRequiredCheckout: 'El teléfono es obligatorio (al menos 10 dígitos)',
  missingPaymentInfo: 'Falta información del pago',
  selectRestaurant: 'Seleccione un restaurante',
  selectNonprofit: 'Seleccione una organización sin fines de lucro',
  descriptionMin: 'Escriba una descripción (al menos 10 caracteres)',
  cardPriceMin: 'El precio de la tarjeta debe ser de al menos $1.00',
  expirationMin: 'La vigencia debe ser de al menos 1 mes',
  expirationMax: 'Máximo 24 meses',
  startDateRequired: 'Seleccione la fecha de inicio de la campaña',
  dateFormat: 'Use el formato AAAA-MM-DD',
  dateNotReal: 'Esa fecha no existe',
  endBeforeStart: 'La fecha de fin debe ser igual o posterior a la de inicio',
  expiryBeforeEnd: 'El vencimiento de las tarjetas debe ser igual o posterior a la fecha de fin',
  endDateRequired: 'Seleccione la fecha de fin de la campaña',
  cardExpirationRequired: 'Seleccione la fecha de vencimiento de las tarjetas',
  offersMin: 'La campaña debe tener al menos 3 ofertas',
  offersMax: 'La campaña no puede tener más de 6 ofertas',
  totalRetailMin: 'El valor total de las ofertas debe ser de al menos $100.00',
  offerNameMin: 'El nombre de la oferta debe tener al menos 3 caracteres',
  offerDescriptionMin: 'La descripción de la oferta debe tener al menos 10 caracteres',
  offerQuantityMin: 'La cantidad debe ser de al menos 1',
  offerRetailMin: 'El valor de venta debe ser de al menos $1.00',
  restaurantNameRequired: 'El nombre del restaurante es obligatorio',
  contactNameRequired: 'El nombre de contacto es obligatorio',
  contactPhoneRequired: 'El teléfono de contacto es obligatorio',
  addressRequired: 'La dirección es obligatoria',
  cityRequired: 'La ciudad es obligatoria',
  stateRequired: 'El estado es obligatorio',
  stateTwoLetters: 'Use el código de estado de 2 letras',
  zipRequired: 'El código postal es obligatorio',
  nonprofitNameRequired: 'El nombre de la organización es obligatorio',
  validWebsiteRequired: 'Se necesita la dirección de un sitio web válido',
  settingsNameMin: 'El nombre del restaurante debe tener al menos 2 caracteres',
  settingsContactNameMin: 'El nombre de contacto debe tener al menos 2 caracteres',
  invalidEmail: 'Correo electrónico no válido',
  settingsPhoneMin: 'El teléfono debe tener al menos 10 caracteres',
  locationNameRequired: 'El nombre de la sucursal es obligatorio',
  passwordMin: 'La contraseña debe tener al menos 10 caracteres',
  passwordCommon: 'Esta contraseña es de las más comunes. Elija una que sea más difícil de adivinar.',
  passwordWeak:
    'Esta contraseña es demasiado fácil de adivinar. Agregue algunas palabras más, o caracteres que no sigan ningún patrón.',
  noRemainingQuantity: 'Ya no quedan usos de esta oferta',
  cardExpired: 'Esta tarjeta ya venció',
};

export const MONEY_MESSAGES_ES: SpanishOf<typeof MONEY_MESSAGES> = {
  cardRefunded: 'Esta tarjeta fue reembolsada, así que ya no se pueden usar sus ofertas.',
  cardOnHold:
    'Esta tarjeta está en espera mientras se aclara una cuestión sobre su pago. Por ahora no se pueden usar sus ofertas.',
  refundReasonRequired: 'Indique por qué se reembolsa la tarjeta',
  payoutMoreThanDue: 'Un pago no puede ser mayor que lo que se le debe a la organización',
  payoutReferenceRequired: 'Escriba una referencia, como un número de cheque',
};

export const FUNDRAISING_MESSAGES_ES: SpanishOf<typeof FUNDRAISING_MESSAGES> = {
  goalMin: 'La meta debe ser de al menos $1.00, o quedar vacía',
  sellerCampaignNotLive: 'Esta campaña no está vendiendo tarjetas ahora, así que no puede sumar vendedores.',
  dashboardNoContactEmail: 'Primero agregue un correo de contacto a esta organización: el enlace del panel se envía ahí.',
};

export const GIFT_MESSAGES_ES: SpanishOf<typeof GIFT_MESSAGES> = {
  recipientNameRequired: 'Escribe el nombre de quien recibe el regalo',
  messageTooLong: 'El mensaje puede tener hasta 300 caracteres',
  deliverOnRange: 'Elige una fecha de entrega entre hoy y dentro de 90 días',
  unsubscribeLinkInvalid: 'Este enlace para darse de baja no es válido.',
};

export const UPLOAD_ERRORS_ES: SpanishOf<typeof UPLOAD_ERRORS> = {
  expired: 'La solicitud venció',
  non2xx: 'El servidor rechazó la subida',
  unknown: 'Error desconocido',
  undefinedUrl: 'No hay una dirección a la que subir el archivo',
  emptyFile: 'El archivo está vacío',
};

/** Every other fixed message of the server and the shared schemas. */
const OTHER_ES: Record<string, string> = {
  // http/
  'Something went wrong on our side. Please try again.': 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
  'Please sign in to continue': 'Inicie sesión para continuar',
  'You do not have permission to do this': 'No tiene permiso para hacer esto',
  'restaurantId is required': 'Falta restaurantId',
  'Restaurant profile not found': 'No se encontró el perfil del restaurante',
  'Invalid input': 'Datos no válidos',
  'The address is not valid: it has a broken percent-encoding':
    'La dirección no es válida: tiene una codificación con porcentajes dañada',
  'The request body could not be decoded': 'No se pudo decodificar el cuerpo de la solicitud',
  'Malformed JSON in the request body': 'El JSON del cuerpo de la solicitud está mal formado',
  'Request body is too large': 'El cuerpo de la solicitud es demasiado grande',
  'Unsupported content encoding': 'Codificación de contenido no admitida',
  'Unsupported charset': 'Juego de caracteres no admitido',
  'Request aborted': 'Solicitud cancelada',
  'Bad request': 'Solicitud incorrecta',
  'This request came from another website and was refused.': 'Esta solicitud vino de otro sitio web y se rechazó.',
  // Rate limits.
  'Too many sign-in attempts. Please wait a few minutes and try again.':
    'Demasiados intentos de inicio de sesión. Espere unos minutos e inténtelo de nuevo.',
  'Too many sign-in attempts for this account. Please wait a few minutes and try again.':
    'Demasiados intentos de inicio de sesión en esta cuenta. Espere unos minutos e inténtelo de nuevo.',
  'Too many sign-ups from this connection. Please try again later.':
    'Demasiados registros desde esta conexión. Inténtalo de nuevo más tarde.',
  'Too many card searches. Please wait a few minutes and try again.':
    'Demasiadas búsquedas de tarjetas. Espera unos minutos e inténtalo de nuevo.',
  'Too many card look-ups. Please wait a minute and try again.':
    'Demasiadas consultas de tarjetas. Espera un minuto e inténtalo de nuevo.',
  'Too many redemption attempts. Please wait a minute and try again.':
    'Demasiados intentos de canje. Espera un minuto e inténtalo de nuevo.',
  'Too many wrong codes. Wait a minute, then try again.':
    'Demasiados códigos incorrectos. Espere un minuto y vuelva a intentarlo.',
  'Too many unknown QR codes. Wait a minute, then try again.':
    'Demasiados códigos QR desconocidos. Espere un minuto y vuelva a intentarlo.',
  'Too many syncs from this tablet. It will try again in a minute.':
    'Demasiadas sincronizaciones desde esta tableta. Lo intentará de nuevo en un minuto.',
  'Use letters, numbers and punctuation only': 'Usa solo letras, números y signos de puntuación',
  'Not a scan id': 'No es un identificador de escaneo',
  'At most 100 scans in one sync': 'Como máximo 100 escaneos por sincronización',
  'Too many pairing attempts. Please wait a few minutes and try again.':
    'Demasiados intentos de vinculación. Espere unos minutos e inténtelo de nuevo.',
  'Too many purchase attempts. Please wait a minute and try again.':
    'Demasiados intentos de compra. Espera un minuto e inténtalo de nuevo.',
  'Too many uploads. Please wait a minute and try again.': 'Demasiadas subidas. Espere un minuto e inténtelo de nuevo.',
  'Too many sign-ups from this connection. Please wait a few minutes and try again.':
    'Demasiados registros desde esta conexión. Espera unos minutos e inténtalo de nuevo.',
  'Too many requests. Please wait a minute and try again.': 'Demasiadas solicitudes. Espera un minuto e inténtalo de nuevo.',
  // Accounts and restaurants.
  'Not signed in': 'No ha iniciado sesión',
  'An account with this email already exists': 'Ya existe una cuenta con este correo',
  'Incorrect email or password': 'Correo o contraseña incorrectos',
  'You already have a restaurant. Manage it from the restaurant portal.':
    'Ya tiene un restaurante. Adminístrelo desde el portal del restaurante.',
  'Superadmins add restaurants from the admin portal':
    'Los superadministradores agregan restaurantes desde el portal de administración',
  'Restaurant deactivated': 'Restaurante desactivado',
  // Campaigns.
  'The campaign changed meanwhile; reload and try again':
    'La campaña cambió mientras tanto; vuelva a cargar la página e inténtelo de nuevo',
  'Could not make a unique campaign address; try again':
    'No se pudo crear una dirección única para la campaña; inténtelo de nuevo',
  'Could not generate a campaign code; try again': 'No se pudo generar un código de campaña; inténtelo de nuevo',
  'Campaign vanished after creation': 'La campaña desapareció después de crearse',
  'Selected nonprofit not found': 'No se encontró la organización seleccionada',
  'Campaign approved and now active': 'Campaña aprobada y activa',
  'Campaign rejected': 'Campaña rechazada',
  'Campaign archived': 'Campaña archivada',
  'The campaign has been paused and no longer sells cards.': 'La campaña se pausó y ya no vende tarjetas.',
  'The campaign has been activated and is selling cards again.': 'La campaña se activó y vuelve a vender tarjetas.',
  'This campaign is no longer active': 'Esta campaña ya no está activa',
  // Payments and cards.
  'A card has already been created for this payment': 'Ya se creó una tarjeta para este pago',
  'This payment has not been completed': 'Este pago no se ha completado',
  'The payment carries no buyer name and e-mail': 'El pago no trae el nombre ni el correo de quien compra',
  'Demo payments are not enabled': 'Los pagos de demostración no están habilitados',
  'This payment was made for a different campaign': 'Este pago se hizo para otra campaña',
  'This payment was not made for a campaign': 'Este pago no se hizo para una campaña',
  'This payment was made for a campaign that does not exist': 'Este pago se hizo para una campaña que no existe',
  'The payment amount does not match the card price': 'El monto del pago no coincide con el precio de la tarjeta',
  'Stripe webhooks are not configured': 'Los webhooks de Stripe no están configurados',
  'Invalid webhook signature': 'Firma de webhook no válida',
  'Your card was declined.': 'Tu tarjeta fue rechazada.',
  'Offer not found on this card': 'Esta oferta no está en la tarjeta',
  'This link has expired. Ask for a new one.': 'Este enlace venció. Pide uno nuevo.',
  'This link is not valid. Ask for a new one.': 'Este enlace no es válido. Pide uno nuevo.',
  // Money after the sale.
  'A refund of this card is already under way': 'Ya hay un reembolso de esta tarjeta en curso',
  'The payment provider did not refund the card; nothing has changed. Try again.':
    'El proveedor de pagos no reembolsó la tarjeta; no cambió nada. Inténtelo de nuevo.',
  'This card has already been refunded': 'Esta tarjeta ya fue reembolsada',
  'This card is disputed: the dispute decides whether the money goes back':
    'Esta tarjeta está en disputa: la disputa decide si se devuelve el dinero',
  'This card was not paid through a payment provider': 'Esta tarjeta no se pagó con un proveedor de pagos',
  // The counter.
  'This redemption has already been undone': 'Este canje ya se deshizo',
  'This is not a deal card voucher': 'Este no es un código QR de una tarjeta',
  'Say why the redemption is undone': 'Indique por qué se deshace el canje',
  'Enter the six-digit code': 'Escriba el código de seis dígitos',
  'This tablet is no longer paired.': 'Esta tableta ya no está vinculada.',
  'This tablet is no longer paired. Ask the restaurant owner for a new pairing code.':
    'Esta tableta ya no está vinculada. Pida al dueño del restaurante un nuevo código de vinculación.',
  'This tablet is not paired yet. Enter a pairing code from the restaurant portal.':
    'Esta tableta aún no está vinculada. Escriba un código de vinculación del portal del restaurante.',
  'That pairing code is not right. Check the code shown in the restaurant portal and try again.':
    'Ese código de vinculación no es correcto. Revise el código que muestra el portal del restaurante e inténtelo de nuevo.',
  'That pairing code has already been used. Create a new one in the restaurant portal.':
    'Ese código de vinculación ya se usó. Cree uno nuevo en el portal del restaurante.',
  'That pairing code has expired. Create a new one in the restaurant portal.':
    'Ese código de vinculación venció. Cree uno nuevo en el portal del restaurante.',
  // Fundraising.
  'This dashboard link is not valid. Ask the restaurant for a new one.':
    'Este enlace del panel no es válido. Pida uno nuevo al restaurante.',
  'This dashboard link has expired. Ask the restaurant for a new one.':
    'Este enlace del panel venció. Pida uno nuevo al restaurante.',
  'This seller link is not valid. Open the link from your e-mail again.':
    'Este enlace de vendedor no es válido. Vuelve a abrir el enlace de tu correo.',
  'Enter your name': 'Escribe tu nombre',
  // Uploads.
  'The image is larger than 5 MB': 'La imagen pesa más de 5 MB',
  'Only PNG, JPEG, WebP or GIF images can be uploaded': 'Solo se pueden subir imágenes PNG, JPEG, WebP o GIF',
  'You have uploaded 50 MB in the last 24 hours. Please try again tomorrow.':
    'Ha subido 50 MB en las últimas 24 horas. Inténtelo de nuevo mañana.',
  'Upload the logo again': 'Vuelva a subir el logotipo',
};

/** "{Thing} not found": the thing, as a Spanish sentence needs it. */
const NOT_FOUND_ES: Record<string, string> = {
  Campaign: 'No se encontró la campaña',
  Card: 'No se encontró la tarjeta',
  Restaurant: 'No se encontró el restaurante',
  Location: 'No se encontró la sucursal',
  Nonprofit: 'No se encontró la organización',
  Payment: 'No se encontró el pago',
  Redemption: 'No se encontró el canje',
  Tablet: 'No se encontró la tableta',
  Object: 'No se encontró el archivo',
  'E-mail': 'No se encontró el correo',
  Seller: 'No se encontró el vendedor',
  User: 'No se encontró el usuario',
};

const CAMPAIGN_STATUS_ES: Record<string, string> = {
  pending: 'pendiente',
  approved: 'aprobada',
  rejected: 'rechazada',
  archived: 'archivada',
};

/** Messages with a value in them: the English pattern and its Spanish. */
const PATTERNS: ReadonlyArray<[RegExp, (m: RegExpExecArray) => string | undefined]> = [
  [/^(.+) not found$/, (m) => NOT_FOUND_ES[m[1]!]],
  [/^No API route for (\S+) (.+)$/, (m) => `No hay una ruta de la API para ${m[1]} ${m[2]}`],
  [/^Keep your name under (\d+) characters$/, (m) => `Tu nombre debe tener menos de ${m[1]} caracteres`],
  [
    /^A redemption can be undone here only within (.+) of it$/,
    (m) => `Aquí un canje solo se puede deshacer dentro de ${durationEs(m[1]!)} después de hecho`,
  ],
  [
    /^If we have cards for what you entered, we've e-mailed a link to the address on file\. It works for (\d+) minutes\.$/,
    (m) =>
      `Si tenemos tarjetas con lo que escribiste, enviamos un enlace al correo registrado. Funciona durante ${m[1]} minutos.`,
  ],
  [
    /^This card was paid with the (\S+) provider, but this server uses (\S+): refund it where it was paid$/,
    (m) => `Esta tarjeta se pagó con el proveedor ${m[1]}, pero este servidor usa ${m[2]}: reembólsela donde se pagó`,
  ],
  [
    /^This nonprofit partner has (\d+) campaigns? and cannot be deleted: its campaigns and the cards sold from them would lose their partner\.$/,
    (m) =>
      `Esta organización tiene ${m[1]} ${m[1] === '1' ? 'campaña' : 'campañas'} y no se puede eliminar: sus campañas y las tarjetas vendidas perderían a su organización.`,
  ],
  [
    /^Only pending campaigns can be approved; this campaign is (\w+)$/,
    (m) => `Solo se pueden aprobar campañas pendientes; esta campaña está ${CAMPAIGN_STATUS_ES[m[1]!] ?? m[1]}`,
  ],
  [
    /^Only pending campaigns can be rejected; this campaign is (\w+)$/,
    (m) => `Solo se pueden rechazar campañas pendientes; esta campaña está ${CAMPAIGN_STATUS_ES[m[1]!] ?? m[1]}`,
  ],
  [
    /^Only approved campaigns can be paused or activated; this campaign is (\w+)$/,
    (m) => `Solo se pueden pausar o activar campañas aprobadas; esta campaña está ${CAMPAIGN_STATUS_ES[m[1]!] ?? m[1]}`,
  ],
  [
    /^Only approved or rejected campaigns can be archived; this campaign is (\w+)$/,
    (m) => `Solo se pueden archivar campañas aprobadas o rechazadas; esta campaña está ${CAMPAIGN_STATUS_ES[m[1]!] ?? m[1]}`,
  ],
  // A validation message with the field it is about: "offers.0.name: Offer name must be …".
  [/^([\w.]+): (.+)$/, (m) => withSpanish(m[2]!, (es) => `${m[1]}: ${es}`)],
];

function durationEs(english: string): string {
  const m = /^(\d+) (minute|minutes|day|days|hour|hours)$/.exec(english);
  if (!m) return english;
  const n = m[1]!;
  const one = n === '1';
  const unit = m[2]!.startsWith('minute')
    ? one
      ? 'minuto'
      : 'minutos'
    : m[2]!.startsWith('hour')
      ? one
        ? 'hora'
        : 'horas'
      : one
        ? 'día'
        : 'días';
  return `${n} ${unit}`;
}

const BY_ENGLISH = new Map<string, string>();
for (const [english, spanish] of [
  [MESSAGES, MESSAGES_ES],
  [MONEY_MESSAGES, MONEY_MESSAGES_ES],
  [FUNDRAISING_MESSAGES, FUNDRAISING_MESSAGES_ES],
  [GIFT_MESSAGES, GIFT_MESSAGES_ES],
  [UPLOAD_ERRORS, UPLOAD_ERRORS_ES],
] as const) {
  for (const key of Object.keys(english) as (keyof typeof english)[]) BY_ENGLISH.set(english[key], spanish[key]);
}
for (const [english, spanish] of Object.entries(OTHER_ES)) BY_ENGLISH.set(english, spanish);

function withSpanish(english: string, wrap: (spanish: string) => string): string | undefined {
  const spanish = spanishOf(english);
  return spanish === undefined ? undefined : wrap(spanish);
}

/** The Spanish of an English message, or undefined when there is none. */
export function spanishOf(english: string): string | undefined {
  const exact = BY_ENGLISH.get(english);
  if (exact !== undefined) return exact;
  for (const [pattern, spanish] of PATTERNS) {
    const m = pattern.exec(english);
    if (m) {
      const out = spanish(m);
      if (out !== undefined) return out;
    }
  }
  return undefined;
}

/** A message in the given language: English as it is, Spanish when there is one (else English). */
export function localizeMessage(text: string, language: Language): string {
  return language === 'en' ? text : (spanishOf(text) ?? text);
}
