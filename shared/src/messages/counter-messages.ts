import { defineMessages } from './message.ts';

/** What the counter's schemas say: the kiosk's code, a scanned voucher, an undo, a page of redemptions. */
export const COUNTER_MESSAGES = defineMessages('counter', {
  enterSixDigitCode: { en: 'Enter the six-digit code', es: 'Escriba el código de seis dígitos' },
  notAVoucher: { en: 'This is not a deal card voucher', es: 'Este no es un código QR de una tarjeta' },
  undoReasonRequired: { en: 'Say why the redemption is undone', es: 'Indique por qué se deshace el canje' },
  notARedemptionsPage: { en: 'Not a page of redemptions', es: 'No es una página de canjes' },
});
