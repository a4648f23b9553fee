// Refusals of issue 39's safety rules (PRODUCT.md, "Safety, tightened again"), in English and
// Spanish (usted: the people who meet them are at work).
import { defineMessages } from './message.ts';

export const SAFETY_MESSAGES = defineMessages('safety', {
  emailQuotaReached: {
    en: 'You have sent the most e-mails allowed for one day (200). Please try again tomorrow.',
    es: 'Ya envió el máximo de correos permitido en un día (200). Inténtelo de nuevo mañana.',
  },
  campaignClosedForSellers: {
    en: 'Sellers cannot be added to a campaign that was rejected or archived.',
    es: 'No se pueden agregar vendedores a una campaña rechazada o archivada.',
  },
  campaignChangedSinceReview: {
    en: 'This campaign was changed after you opened it. Please review it again before approving.',
    es: 'Esta campaña cambió después de que usted la abrió. Revísela de nuevo antes de aprobarla.',
  },
  duplicatePaymentReference: {
    en: 'A payment with this payee and reference is already recorded.',
    es: 'Ya hay un pago registrado con este destinatario y esta referencia.',
  },
  moneyDateOutOfRange: {
    en: 'Enter a date between January 1, 2000 and one year from today.',
    es: 'Ingrese una fecha entre el 1 de enero de 2000 y un año a partir de hoy.',
  },
  passwordIsEmail: {
    en: 'Choose a password that is not your e-mail address.',
    es: 'Elija una contraseña que no sea su dirección de correo.',
  },
});
