import { defineMessages } from './message.ts';

/** A gift's message, counted as the buyer types it. */
export const GIFT_MESSAGE_MAX = 300;
/** The latest delivery date, counted from today. */
export const GIFT_DELIVERY_MAX_DAYS = 90;

/** The gift's and the unsubscribe link's messages (kept out of MESSAGES, which every entry bundle carries). */
export const GIFT_MESSAGES = defineMessages('gift', {
  recipientNameRequired: { en: "Enter the recipient's name", es: 'Escribe el nombre de quien recibe el regalo' },
  messageTooLong: {
    en: `Keep the message to ${GIFT_MESSAGE_MAX} characters`,
    es: `El mensaje puede tener hasta ${GIFT_MESSAGE_MAX} caracteres`,
  },
  deliverOnRange: {
    en: `Pick a delivery date from today up to ${GIFT_DELIVERY_MAX_DAYS} days ahead`,
    es: `Elige una fecha de entrega entre hoy y dentro de ${GIFT_DELIVERY_MAX_DAYS} días`,
  },
  unsubscribeLinkInvalid: {
    en: 'This unsubscribe link is not valid.',
    es: 'Este enlace para darse de baja no es válido.',
  },
});
