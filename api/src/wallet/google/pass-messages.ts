// The texts a Google Wallet pass shows besides the restaurant's own (its name, its offers): each
// in English and Spanish, as the card page says them.
import { defineMessages } from '@dealcard/shared';

export const GOOGLE_PASS_MESSAGES = defineMessages('googlePass', {
  dealCard: { en: 'Deal card', es: 'Tarjeta de ofertas' },
  remaining: (left: number, total: number) => ({ en: `${left} of ${total} remaining`, es: `Quedan ${left} de ${total}` }),
  expiresHeader: { en: 'Expires', es: 'Vence' },
  openCard: { en: 'Open your card', es: 'Abre tu tarjeta' },
});
