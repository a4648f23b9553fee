import { defineMessages } from './message.ts';

export const MONEY_MESSAGES = defineMessages('money', {
  cardRefunded: {
    en: 'This card was refunded, so its offers can no longer be used.',
    es: 'Esta tarjeta fue reembolsada, así que ya no se pueden usar sus ofertas.',
  },
  cardOnHold: {
    en: 'This card is on hold while a payment question is sorted out. Its offers cannot be used for now.',
    es: 'Esta tarjeta está en espera mientras se aclara una cuestión sobre su pago. Por ahora no se pueden usar sus ofertas.',
  },
  refundReasonRequired: { en: 'Say why the card is refunded', es: 'Indique por qué se reembolsa la tarjeta' },
  payoutMoreThanDue: {
    en: 'A payout cannot be more than is due to the nonprofit',
    es: 'Un pago no puede ser mayor que lo que se le debe a la organización',
  },
  payoutReferenceRequired: {
    en: 'Enter a reference, such as a check number',
    es: 'Escriba una referencia, como un número de cheque',
  },
});
