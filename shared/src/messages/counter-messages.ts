import { SYNC_MAX_SCANS } from '../counter-rules.ts';
import { defineMessages } from './message.ts';

/** What the counter's schemas say: the kiosk's code, a scanned voucher, an undo, a page of redemptions. */
export const COUNTER_MESSAGES = defineMessages('counter', {
  enterSixDigitCode: { en: 'Enter the six-digit code', es: 'Escriba el código de seis dígitos' },
  notAVoucher: { en: 'This is not a deal card voucher', es: 'Este no es un código QR de una tarjeta' },
  undoReasonRequired: { en: 'Say why the redemption is undone', es: 'Indique por qué se deshace el canje' },
  notAScanId: { en: 'Not a scan id', es: 'No es un identificador de escaneo' },
  tooManyScans: {
    en: `At most ${SYNC_MAX_SCANS} scans in one sync`,
    es: `Como máximo ${SYNC_MAX_SCANS} escaneos por sincronización`,
  },
  notARedemptionsPage: { en: 'Not a page of redemptions', es: 'No es una página de canjes' },
});
