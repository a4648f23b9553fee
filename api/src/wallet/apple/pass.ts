import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatCardDate, toDate, type Language } from '@dealcard/shared';
import { PKPass } from 'passkit-generator';
import type { AppleWalletConfig } from '../../config.ts';
import type { WalletCardView } from '../card-view.ts';
import { isPng, passIcon } from './icon.ts';

/** Apple shows at most ten locations for lock-screen relevance. */
export const MAX_PASS_LOCATIONS = 10;

// The theme's colours (pwa/src/styles/theme.ts): primary, white, primarySoft.
const PRIMARY = [194, 65, 12] as const;
const WHITE = [255, 255, 255] as const;
const rgb = (c: readonly [number, number, number]) => `rgb(${c[0]}, ${c[1]}, ${c[2]})`;
const COLOURS = { backgroundColor: rgb(PRIMARY), foregroundColor: rgb(WHITE), labelColor: 'rgb(255, 237, 213)' };

export interface ApplePassInput {
  config: AppleWalletConfig;
  view: WalletCardView;
  authToken: string;
  /** `{PUBLIC_URL}/api/wallet/apple` */
  webServiceUrl: string;
  /** The site's base, for the card page's link on the back of the pass. */
  siteUrl: string;
  uploadsDir: string;
}

/** Every text the pass shows, as pass.strings of one language (field values are keys into it). */
function passStrings(view: WalletCardView, siteUrl: string, language: Language): Record<string, string> {
  const es = language === 'es';
  const expiry = formatCardDate(view.expiresOn, language);
  const strings: Record<string, string> = {
    pass_description: es ? `Tarjeta de descuentos de ${view.restaurantName}` : `${view.restaurantName} deal card`,
    left_label: es ? 'Quedan' : 'Uses left',
    left_changed: es ? 'Usos que quedan en tu tarjeta: %@' : 'Uses left on your card: %@',
    supporting_label: es ? `A beneficio de ${view.nonprofitName}` : `Supporting ${view.nonprofitName}`,
    holder_label: es ? 'Titular' : 'Card holder',
    expires_label: es ? 'Vence' : 'Expires',
    expires_value: expiry,
    state_label: es ? 'Estado' : 'Status',
    state_voided: es ? 'Anulada: esta tarjeta ya no es válida' : 'Void: this card is no longer valid',
    state_expired: es ? `Venció el ${expiry}` : `Expired on ${expiry}`,
    state_completed: es ? 'Ya usaste todas las ofertas' : 'Every offer has been used',
    card_link_label: es ? 'Tu tarjeta' : 'Your card',
    card_link_value: `${siteUrl}/card/${view.accessCode}`,
    locations_label: es ? 'Dónde usarla' : 'Where to use it',
    locations_value: view.locations.map((l) => [l.name, l.address, l.city, l.state].filter(Boolean).join(', ')).join('\n'),
    nearby: es ? `Estás cerca de ${view.restaurantName}: muestra tu tarjeta` : `${view.restaurantName} is nearby: show your card`,
  };
  view.offers.forEach((offer, i) => {
    strings[`offer_${i}_label`] = (es && offer.offerTypeEs) || offer.offerType;
    const description = (es && offer.descriptionEs) || offer.description;
    const left = es ? `quedan ${offer.remaining} de ${offer.total}` : `${offer.remaining} of ${offer.total} left`;
    strings[`offer_${i}_value`] = description ? `${left} · ${description}` : left;
  });
  return strings;
}

/** pass.json: every text in it is a key of pass.strings, so both languages show the same pass. */
function passJson(input: ApplePassInput): Record<string, unknown> {
  const { config, view } = input;
  const stateKey = view.state === 'active' ? undefined : `state_${view.state}`;
  return {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeId,
    teamIdentifier: config.teamId,
    serialNumber: String(view.cardId),
    authenticationToken: input.authToken,
    webServiceURL: input.webServiceUrl,
    organizationName: view.restaurantName,
    description: 'pass_description',
    logoText: view.restaurantName,
    ...COLOURS,
    sharingProhibited: true,
    barcodes: [{ format: 'PKBarcodeFormatQR', message: view.cardToken, messageEncoding: 'iso-8859-1' }],
    expirationDate: toDate(view.expirationDate).toISOString(),
    ...(view.state === 'voided' ? { voided: true } : {}),
    locations: view.locations.slice(0, MAX_PASS_LOCATIONS).map((l) => ({
      latitude: l.latitude,
      longitude: l.longitude,
      relevantText: 'nearby',
    })),
    storeCard: {
      // A change of what is left shows on the lock screen ("%@" is the new value).
      headerFields: [{ key: 'left', label: 'left_label', value: view.remainingTotal, changeMessage: 'left_changed' }],
      primaryFields: [{ key: 'restaurant', label: 'supporting_label', value: view.restaurantName }],
      secondaryFields: [
        { key: 'holder', label: 'holder_label', value: view.customerName },
        { key: 'expires', label: 'expires_label', value: 'expires_value', textAlignment: 'PKTextAlignmentRight' },
      ],
      auxiliaryFields: stateKey ? [{ key: 'state', label: 'state_label', value: stateKey }] : [],
      backFields: [
        ...view.offers.map((_, i) => ({ key: `offer_${i}`, label: `offer_${i}_label`, value: `offer_${i}_value` })),
        ...(view.locations.length ? [{ key: 'locations', label: 'locations_label', value: 'locations_value' }] : []),
        { key: 'card_link', label: 'card_link_label', value: 'card_link_value' },
      ],
    },
  };
}

/** The restaurant's logo as Wallet can show it: an upload of ours that is a PNG, else none (the name shows). */
function logoOf(view: WalletCardView, uploadsDir: string): Buffer | undefined {
  const id = /^\/objects\/uploads\/([A-Za-z0-9_-]{8,64})$/.exec(view.restaurantLogoUrl ?? '')?.[1];
  if (!id) return undefined;
  try {
    const bytes = readFileSync(path.join(uploadsDir, id));
    return isPng(bytes) ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/** The signed .pkpass of a card (a zip of pass.json, images, both languages' strings, manifest, signature). */
export function buildApplePass(input: ApplePassInput): Buffer {
  const { config, view } = input;
  const files: Record<string, Buffer> = {
    'pass.json': Buffer.from(JSON.stringify(passJson(input))),
    'icon.png': passIcon(29, PRIMARY, WHITE),
    'icon@2x.png': passIcon(58, PRIMARY, WHITE),
    'icon@3x.png': passIcon(87, PRIMARY, WHITE),
  };
  const logo = logoOf(view, input.uploadsDir);
  if (logo) files['logo.png'] = logo;
  const pass = new PKPass(files, {
    wwdr: readFileSync(config.wwdrCertPath),
    signerCert: readFileSync(config.certPath),
    signerKey: readFileSync(config.keyPath),
    ...(config.keyPassphrase ? { signerKeyPassphrase: config.keyPassphrase } : {}),
  });
  // Both languages are always there (the phone shows its reader's); the card's own is written
  // first in the bundle, and passkit-generator writes the languages in the reverse of their order here.
  const languages: Language[] = view.language === 'es' ? ['en', 'es'] : ['es', 'en'];
  for (const language of languages) pass.localize(language, passStrings(view, input.siteUrl, language));
  return pass.getAsBuffer();
}
