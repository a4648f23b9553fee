import { formatCardDate, type Language } from '@dealcard/shared';
import type { WalletCardView, WalletPassState } from '../card-view.ts';
import { GOOGLE_PASS_MESSAGES as T } from './pass-messages.ts';

/** Google's words for a pass's state: anything but ACTIVE moves it to the holder's expired passes. */
const STATES: Record<WalletPassState, 'ACTIVE' | 'COMPLETED' | 'EXPIRED' | 'INACTIVE'> = {
  active: 'ACTIVE',
  completed: 'COMPLETED',
  expired: 'EXPIRED',
  voided: 'INACTIVE',
};

/** The product's primary colour (the theme's `primary`), the pass's background. */
const BACKGROUND = '#c2410c';

export const googleClassId = (issuerId: string, restaurantId: number) => `${issuerId}.restaurant-${restaurantId}`;
export const googleObjectId = (issuerId: string, cardId: number) => `${issuerId}.card-${cardId}`;

interface LocalizedString {
  defaultValue: { language: string; value: string };
  translatedValues?: { language: string; value: string }[];
}

/**
 * A text in the card's own language first (Google shows the default to readers whose language has
 * no translation), the other one as a translation; one value when there is no Spanish.
 */
function localized(language: Language, en: string, es: string | null): LocalizedString {
  if (es === null || es === '' || es === en) return { defaultValue: { language: 'en', value: en } };
  const [first, second] = language === 'es' ? (['es', 'en'] as const) : (['en', 'es'] as const);
  const text = { en, es };
  return {
    defaultValue: { language: first, value: text[first] },
    translatedValues: [{ language: second, value: text[second] }],
  };
}

const both = (language: Language, message: { en: string; es: string }) => localized(language, message.en, message.es);

/** An absolute https address for the logo, or none (Google fetches images itself, over https only). */
export function absoluteLogoUrl(logoUrl: string | null, publicUrl: string | undefined): string | undefined {
  if (!logoUrl) return undefined;
  if (/^https:\/\//i.test(logoUrl)) return logoUrl;
  if (logoUrl.startsWith('/') && publicUrl && /^https:\/\//i.test(publicUrl)) return publicUrl.replace(/\/$/, '') + logoUrl;
  return undefined;
}

/** One generic class per restaurant: the object carries everything shown, the class only groups. */
export function genericClassFor(issuerId: string, restaurantId: number) {
  return { id: googleClassId(issuerId, restaurantId) };
}

/**
 * The card's generic object: the restaurant as the title, the nonprofit (or "Deal card") as the
 * header, the card QR token as its QR code, what is left of each offer, the expiry, and a state
 * Google understands. Built whole every time, so an insert and an update write the same fields.
 */
export function genericObjectFor(view: WalletCardView, options: { issuerId: string; publicUrl?: string }) {
  const { issuerId, publicUrl } = options;
  const lang = view.language;
  const logo = absoluteLogoUrl(view.restaurantLogoUrl, publicUrl);
  const site = publicUrl?.replace(/\/$/, '');
  // The card page, and each place with coordinates as a map link (a generic pass has no lock-screen
  // locations as Apple's has: the holder finds the restaurant from the pass's back instead).
  const links = [
    ...(site ? [{ id: 'card', uri: `${site}/card/${view.accessCode}`, localizedDescription: both(lang, T.openCard) }] : []),
    ...view.locations.map((place, i) => ({
      id: `place-${i + 1}`,
      uri: `https://www.google.com/maps/search/?api=1&query=${place.latitude},${place.longitude}`,
      description: [place.name, place.address, place.city].filter(Boolean).join(', '),
    })),
  ];
  return {
    id: googleObjectId(issuerId, view.cardId),
    classId: googleClassId(issuerId, view.restaurantId),
    state: STATES[view.state],
    cardTitle: localized(lang, view.restaurantName, null),
    header: view.nonprofitName ? localized(lang, view.nonprofitName, null) : both(lang, T.dealCard),
    hexBackgroundColor: BACKGROUND,
    ...(logo ? { logo: { sourceUri: { uri: logo }, contentDescription: localized(lang, view.restaurantName, null) } } : {}),
    barcode: { type: 'QR_CODE', value: view.cardToken, alternateText: '' },
    validTimeInterval: { end: { date: new Date(view.expirationDate).toISOString() } },
    textModulesData: [
      ...view.offers.map((offer, i) => ({
        id: `offer-${i + 1}`,
        localizedHeader: localized(lang, offer.offerType, offer.offerTypeEs),
        localizedBody: localized(
          lang,
          `${T.remaining(offer.remaining, offer.total).en}. ${offer.description}`.trim(),
          `${T.remaining(offer.remaining, offer.total).es}. ${offer.descriptionEs ?? offer.description}`.trim(),
        ),
      })),
      {
        id: 'expires',
        localizedHeader: both(lang, T.expiresHeader),
        localizedBody: localized(lang, formatCardDate(view.expiresOn, 'en'), formatCardDate(view.expiresOn, 'es')),
      },
    ],
    ...(links.length > 0 ? { linksModuleData: { uris: links } } : {}),
  };
}

export type GenericObject = ReturnType<typeof genericObjectFor>;
