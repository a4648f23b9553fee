import { defineMessages } from './message.ts';
import { SELLER_NAME_MAX } from '../limits.ts';

/** The fundraising messages (kept out of MESSAGES, which every entry bundle carries). */
export const FUNDRAISING_MESSAGES = defineMessages('fundraising', {
  goalMin: { en: 'A goal must be at least $1.00, or left empty', es: 'La meta debe ser de al menos $1.00, o quedar vacía' },
  sellerCampaignNotLive: {
    en: 'This campaign is not selling cards right now, so it cannot take new sellers.',
    es: 'Esta campaña no está vendiendo tarjetas ahora, así que no puede sumar vendedores.',
  },
  sellerNameRequired: { en: 'Enter your name', es: 'Escribe tu nombre' },
  sellerNameMax: {
    en: `Keep your name under ${SELLER_NAME_MAX} characters`,
    es: `Tu nombre debe tener menos de ${SELLER_NAME_MAX} caracteres`,
  },
  dashboardNoContactEmail: {
    en: 'Add a contact e-mail to this nonprofit first: the dashboard link is sent there.',
    es: 'Primero agregue un correo de contacto a esta organización: el enlace del panel se envía ahí.',
  },
});
