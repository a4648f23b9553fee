import { defineMessages } from './message.ts';

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
  passwordWeak: {
    en: 'This password is too easy to guess. Add a few more words, or characters that follow no pattern.',
    es: 'Esta contraseña es demasiado fácil de adivinar. Agregue algunas palabras más, o caracteres que no sigan ningún patrón.',
  },
  noHiddenCharacters: {
    en: 'Use letters, numbers and punctuation only',
    es: 'Usa solo letras, números y signos de puntuación',
  },
  noRemainingQuantity: { en: 'No remaining quantity', es: 'Ya no quedan usos de esta oferta' },
  cardExpired: { en: 'This card has expired', es: 'Esta tarjeta ya venció' },
  uploadLogoAgain: { en: 'Upload the logo again', es: 'Vuelva a subir el logotipo' },
  notLocalPath: { en: 'Not a local path', es: 'No es una ruta local' },
});
