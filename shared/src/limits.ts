/** The product's numbers and fixed messages, in one place for the apps and the server. */

// The few every page's shell needs live in shell-limits.ts, so the shell does not carry the rest.
import { defineMessages } from './messages/message.ts';

export * from './shell-limits.ts';

export const ROLES = ['superadmin', 'restaurant_owner', 'customer'] as const;
export const PRODUCT_TYPES = ['CAMPAIGN', 'BONUS', 'CLUB'] as const;
export const PRODUCT_TYPE_LABELS = { CAMPAIGN: 'Campaign', BONUS: 'Bonus', CLUB: 'Club' } as const;
export const CAMPAIGN_STATUSES = ['pending', 'approved', 'rejected', 'archived'] as const;

export const NONPROFIT_SHARE_PERCENT = 50;
export const CLUB_RESTAURANT_SHARE_PERCENT = 90;

export const CURRENCY = 'usd';
export const DEFAULT_CARD_PRICE_CENTS = 2000;
export const MIN_CARD_PRICE_CENTS = 100;
export const DEFAULT_EXPIRATION_MONTHS = 12;
export const MIN_EXPIRATION_MONTHS = 1;
export const MAX_EXPIRATION_MONTHS = 24;
export const MIN_OFFERS = 3;
export const MAX_OFFERS = 6;
export const DEFAULT_OFFER_ROWS = 4;
export const MIN_TOTAL_RETAIL_VALUE_CENTS = 10000;
export const MIN_OFFER_RETAIL_VALUE_CENTS = 100;
export const MIN_OFFER_QUANTITY = 1;
export const MIN_OFFER_NAME_LENGTH = 3;
export const MIN_OFFER_DESCRIPTION_LENGTH = 10;
export const MIN_CAMPAIGN_DESCRIPTION_LENGTH = 10;
export const DEFAULT_CAMPAIGN_LENGTH_DAYS = 30;

export const SHORT_CODE_LENGTH = 8;
export const REDEMPTION_CODE_LENGTH = 6;
export const REDEMPTION_CODE_MIN = 100000;
export const REDEMPTION_CODE_MAX = 999999;
/** Access codes: 14 characters of a 31-letter alphabet is about 69 bits of randomness. */
export const ACCESS_CODE_LENGTH = 14;
/** No 0/O, 1/I/L: a card holder reads these aloud or types them from paper. */
export const UNAMBIGUOUS_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Longest seller name kept: it is shown on the leaderboard, the poster and e-mails. */
export const SELLER_NAME_MAX = 60;
/** Sellers shown on a campaign's leaderboard. */
export const LEADERBOARD_SIZE = 10;
/** How long a nonprofit's dashboard link opens without an account. */
export const DASHBOARD_LINK_DAYS = 30;

export const FIND_CARD_LINK_MINUTES = 30;
export const KIOSK_PAIRING_CODE_MINUTES = 10;
export const KIOSK_PAIRING_CODE_LENGTH = 8;

export const LOGO_MAX_BYTES = 5242880;
/** What one signed-in user may upload in any 24 hours. */
export const UPLOAD_DAILY_LIMIT_BYTES = 50 * 1024 * 1024;
export const LOGO_MAX_FILES = 1;
export const UPLOAD_WIDGET_MAX_BYTES = 10485760;
export const UPLOAD_URL_TTL_SECONDS = 300;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const ONBOARDING_REDIRECT_MS = 1500;
export const STATE_CODE_LENGTH = 2;
export const MIN_ZIP_LENGTH = 5;
export const MIN_PHONE_LENGTH = 10;
export const MIN_SETTINGS_NAME_LENGTH = 2;
export const MIN_PASSWORD_LENGTH = 10;

export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 604800;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const DEFAULT_DESCRIPTION = 'Get exclusive restaurant deals while supporting a great cause';

export const CARD_TERMS = [
  'Valid at all participating locations',
  'NOT a gift card',
  'Not valid for alcohol, tax or gratuity',
  'Cannot be combined with other offers',
  'One use per visit unless specified',
  'Dine in only',
  'Customer pays applicable sales tax',
] as const;

/** Every fixed user-facing message, so screens and the server say the same, in English and Spanish. */
export const MESSAGES = defineMessages('shared', {
  required: { en: 'Required', es: 'Obligatorio' },
  nameRequired: { en: 'Name is required', es: 'El nombre es obligatorio' },
  validEmailRequired: { en: 'Valid email is required', es: 'Se necesita un correo electrónico válido' },
  phoneRequiredCheckout: {
    en: 'Phone number is required (at least 10 digits)',
    es: 'El teléfono es obligatorio (al menos 10 dígitos)',
  },
  missingPaymentInfo: { en: 'Missing required payment information', es: 'Falta información del pago' },
  selectRestaurant: { en: 'Please select a restaurant', es: 'Seleccione un restaurante' },
  selectNonprofit: { en: 'Please select a nonprofit partner', es: 'Seleccione una organización sin fines de lucro' },
  descriptionMin: {
    en: 'Please provide a description (at least 10 characters)',
    es: 'Escriba una descripción (al menos 10 caracteres)',
  },
  cardPriceMin: { en: 'Card price must be at least $1.00', es: 'El precio de la tarjeta debe ser de al menos $1.00' },
  expirationMin: { en: 'Expiration must be at least 1 month', es: 'La vigencia debe ser de al menos 1 mes' },
  expirationMax: { en: 'Maximum 24 months', es: 'Máximo 24 meses' },
  startDateRequired: { en: 'Please select a campaign start date', es: 'Seleccione la fecha de inicio de la campaña' },
  dateFormat: { en: 'Use the YYYY-MM-DD format', es: 'Use el formato AAAA-MM-DD' },
  dateNotReal: { en: 'This is not a real date', es: 'Esa fecha no existe' },
  endBeforeStart: {
    en: 'The end date must be on or after the start date',
    es: 'La fecha de fin debe ser igual o posterior a la de inicio',
  },
  expiryBeforeEnd: {
    en: 'The card expiration date must be on or after the end date',
    es: 'El vencimiento de las tarjetas debe ser igual o posterior a la fecha de fin',
  },
  endDateRequired: { en: 'Please select a campaign end date', es: 'Seleccione la fecha de fin de la campaña' },
  cardExpirationRequired: {
    en: 'Please select a card expiration date',
    es: 'Seleccione la fecha de vencimiento de las tarjetas',
  },
  offersMin: { en: 'Campaign must have at least 3 offers', es: 'La campaña debe tener al menos 3 ofertas' },
  offersMax: { en: 'Campaign cannot have more than 6 offers', es: 'La campaña no puede tener más de 6 ofertas' },
  totalRetailMin: {
    en: 'Total retail value of all offers must be at least $100.00',
    es: 'El valor total de las ofertas debe ser de al menos $100.00',
  },
  offerNameMin: { en: 'Offer name must be at least 3 characters', es: 'El nombre de la oferta debe tener al menos 3 caracteres' },
  offerDescriptionMin: {
    en: 'Offer description must be at least 10 characters',
    es: 'La descripción de la oferta debe tener al menos 10 caracteres',
  },
  offerQuantityMin: { en: 'Quantity must be at least 1', es: 'La cantidad debe ser de al menos 1' },
  offerRetailMin: { en: 'Retail value must be at least $1.00', es: 'El valor de venta debe ser de al menos $1.00' },
  restaurantNameRequired: { en: 'Restaurant name is required', es: 'El nombre del restaurante es obligatorio' },
  contactNameRequired: { en: 'Contact name is required', es: 'El nombre de contacto es obligatorio' },
  contactPhoneRequired: { en: 'Contact phone is required', es: 'El teléfono de contacto es obligatorio' },
  addressRequired: { en: 'Address is required', es: 'La dirección es obligatoria' },
  cityRequired: { en: 'City is required', es: 'La ciudad es obligatoria' },
  stateRequired: { en: 'State is required', es: 'El estado es obligatorio' },
  stateTwoLetters: { en: 'Use 2-letter state code', es: 'Use el código de estado de 2 letras' },
  zipRequired: { en: 'ZIP code is required', es: 'El código postal es obligatorio' },
  nonprofitNameRequired: { en: 'Nonprofit name is required', es: 'El nombre de la organización es obligatorio' },
  validWebsiteRequired: { en: 'Valid website URL is required', es: 'Se necesita la dirección de un sitio web válido' },
  settingsNameMin: {
    en: 'Restaurant name must be at least 2 characters',
    es: 'El nombre del restaurante debe tener al menos 2 caracteres',
  },
  settingsContactNameMin: {
    en: 'Contact name must be at least 2 characters',
    es: 'El nombre de contacto debe tener al menos 2 caracteres',
  },
  invalidEmail: { en: 'Invalid email address', es: 'Correo electrónico no válido' },
  settingsPhoneMin: { en: 'Phone number must be at least 10 characters', es: 'El teléfono debe tener al menos 10 caracteres' },
  locationNameRequired: { en: 'Location name is required', es: 'El nombre de la sucursal es obligatorio' },
  passwordMin: { en: 'Password must be at least 10 characters', es: 'La contraseña debe tener al menos 10 caracteres' },
  passwordCommon: {
    en: 'This password is one of the most common ones. Choose one that is harder to guess.',
    es: 'Esta contraseña es de las más comunes. Elija una que sea más difícil de adivinar.',
  },
  noRemainingQuantity: { en: 'No remaining quantity', es: 'Ya no quedan usos de esta oferta' },
  cardExpired: { en: 'This card has expired', es: 'Esta tarjeta ya venció' },
  uploadLogoAgain: { en: 'Upload the logo again', es: 'Vuelva a subir el logotipo' },
  notLocalPath: { en: 'Not a local path', es: 'No es una ruta local' },
});
