// The messages of printed cards: the coordinator's batches (usted) and the buyer's activation
// (tú, as the card holder's pages).
import { defineMessages } from './message.ts';

export const PRINTED_MESSAGES = defineMessages('printed', {
  activationCodeInvalid: {
    en: 'Type the 12 characters printed on the card (like ABCD-EFGH-JKMN)',
    es: 'Escribe los 12 caracteres impresos en la tarjeta (como ABCD-EFGH-JKMN)',
  },
  activationUnknown: {
    en: 'We do not know this code. Check the characters printed on the card.',
    es: 'No conocemos este código. Revisa los caracteres impresos en la tarjeta.',
  },
  activationUsed: {
    en: 'This card has already been activated. Its holder received it by e-mail.',
    es: 'Esta tarjeta ya fue activada. Quien la tiene la recibió por correo.',
  },
  activationVoid: {
    en: 'This printed card was cancelled by the nonprofit and cannot be activated. Ask the person who sold it to you.',
    es: 'La organización canceló esta tarjeta impresa y no se puede activar. Pregunta a quien te la vendió.',
  },
  activationEnded: {
    en: 'This fundraiser has ended, so its printed cards can no longer be activated.',
    es: 'Esta recaudación terminó, así que sus tarjetas impresas ya no se pueden activar.',
  },
  activationNotSelling: {
    en: 'This fundraiser is not open right now, so the card cannot be activated yet.',
    es: 'Esta recaudación no está abierta ahora, así que la tarjeta todavía no se puede activar.',
  },
  tooManyActivations: {
    en: 'Too many tries. Please wait 15 minutes and try again.',
    es: 'Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.',
  },
  batchCountRange: {
    en: 'A batch has 1 to 500 cards',
    es: 'Un lote tiene de 1 a 500 tarjetas',
  },
  batchCampaignNotLive: {
    en: 'Cards can be printed only for a live campaign.',
    es: 'Solo se pueden imprimir tarjetas de una campaña activa.',
  },
  batchVoided: {
    en: 'This batch was voided: its cards cannot be handed out.',
    es: 'Este lote fue anulado: sus tarjetas no se pueden entregar.',
  },
  codesNotInBatch: (codes: string) => ({
    en: `Not in this batch: ${codes}`,
    es: `No están en este lote: ${codes}`,
  }),
  codesWithOtherSeller: (codes: string, sellers: string) => ({
    en: `With another seller (${sellers}): ${codes}. Hand them over anyway?`,
    es: `Con otro vendedor (${sellers}): ${codes}. ¿Entregarlas de todos modos?`,
  }),
  codesActivated: (codes: string) => ({
    en: `Already activated: ${codes}`,
    es: `Ya activadas: ${codes}`,
  }),
  codesVoided: (codes: string) => ({
    en: `Voided, cannot be handed out: ${codes}`,
    es: `Anuladas, no se pueden entregar: ${codes}`,
  }),
  voidRangeOrder: {
    en: 'The first card of the range must not come after the last one',
    es: 'La primera tarjeta del rango no puede ir después de la última',
  },
  voidRangePosition: {
    en: 'Give card numbers from 1 to the size of the batch',
    es: 'Indique números de tarjeta del 1 al tamaño del lote',
  },
  voidRangeOutside: (count: number) => ({
    en: `This batch has cards 1 to ${count}`,
    es: `Este lote tiene las tarjetas 1 a ${count}`,
  }),
  sellerNotOfCampaign: {
    en: 'No seller of this campaign has this code',
    es: 'Ningún vendedor de esta campaña tiene este código',
  },
  noCodes: { en: 'Name at least one card', es: 'Indique al menos una tarjeta' },
});

/**
 * What a printed card says, front and back, in the language chosen for its batch (not the
 * coordinator's screen): the buyer reads it on the doorstep.
 */
export const PRINTED_CARD_TEXT = defineMessages('printedCard', {
  supports: (nonprofit: string) => ({ en: `Supports ${nonprofit}`, es: `Apoya a ${nonprofit}` }),
  priceAndValue: (price: string, value: string) => ({
    en: `${price} card · ${value} in offers`,
    es: `Tarjeta de ${price} · ${value} en ofertas`,
  }),
  lastsMonths: (months: number) => ({
    en: `Lasts ${months} ${months === 1 ? 'month' : 'months'} from activation`,
    es: `Dura ${months} ${months === 1 ? 'mes' : 'meses'} desde que la actives`,
  }),
  /** The rule of "Dates and expiry": months from activation, capped by the campaign's last card day. */
  lastsMonthsUntil: (months: number, date: string) => ({
    en: `Good for ${months} ${months === 1 ? 'month' : 'months'} after activation, until ${date} at the latest`,
    es: `Válida ${months} ${months === 1 ? 'mes' : 'meses'} desde que la actives, hasta el ${date} como máximo`,
  }),
  code: { en: 'Activation code', es: 'Código de activación' },
  /** On the front when no back is printed: the only place the address would be. */
  frontActivate: (address: string) => ({ en: `Activate at ${address}`, es: `Actívala en ${address}` }),
  backTitle: { en: 'How to activate your card', es: 'Cómo activar tu tarjeta' },
  backScan: (address: string) => ({
    en: `1. Scan the QR code on the front, or open ${address}`,
    es: `1. Escanea el código QR del frente, o abre ${address}`,
  }),
  backDetails: {
    // A non-breaking hyphen: the narrow card must not break 'e-mail' across two lines.
    en: '2. Type the code on the front, your name and your e\u2011mail.',
    es: '2. Escribe el código del frente, tu nombre y tu correo.',
  },
  backOpens: {
    en: '3. Your card opens on your phone at once, and we e\u2011mail it to you.',
    es: '3. Tu tarjeta se abre en tu teléfono al instante y te la enviamos por correo.',
  },
});
