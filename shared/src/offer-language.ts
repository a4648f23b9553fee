import type { Language } from './language.ts';

/** An offer as stored: English, and the restaurant's Spanish where it gave one. */
export interface OfferWords {
  offerType: string;
  description: string;
  offerTypeEs?: string | null;
  descriptionEs?: string | null;
}

/**
 * The offer's name and description for a reader of `language`: the Spanish ones for a Spanish
 * reader when the restaurant wrote them (each on its own), the English otherwise. The Spanish
 * fields themselves are left out, so the result is what an answer shows.
 */
export function offerIn<T extends OfferWords>(offer: T, language: Language): Omit<T, 'offerTypeEs' | 'descriptionEs'> {
  const { offerTypeEs, descriptionEs, ...rest } = offer;
  if (language !== 'es') return rest;
  return { ...rest, offerType: offerTypeEs || offer.offerType, description: descriptionEs || offer.description };
}
