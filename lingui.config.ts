// Lingui's catalogues: one per part of the product a person opens on its own, so a card holder's
// phone loads the shell's and the card's messages in its language and nothing of the back office.
// `npm run i18n:extract` fills them from the macros in the code; pwa/src/i18n/catalogs.ts loads them.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const src = (p: string) => `<rootDir>/pwa/src/${p}`;
/** As a glob for `exclude`: a folder's files are left out with `/**`. */
const glob = (p: string) => src(/\.tsx?$/.test(p) ? p : `${p}/**`);

/** The card's parts loaded on demand (on a tap, or on a failure), with a catalogue of their own. */
const CARD_ON_DEMAND = [
  'features/card/components/redemption-dialog.tsx',
  'features/card/components/install-card.tsx',
  'features/card/components/card-fallbacks.tsx',
  'features/card/components/card-qr-screen.tsx',
  // Only the redemption dialog redeems: its toasts load with it.
  'features/card/api/redeem-offer.ts',
];

const pwa = (area: string, include: readonly string[], exclude: readonly string[] = []) => ({
  path: `<rootDir>/pwa/src/locales/{locale}/${area}`,
  include: include.map(src),
  exclude: exclude.map(glob),
});

/** Each area's folders; `shell` is everything else under pwa/src. */
export const PWA_AREAS = {
  card: ['features/card'],
  redeem: CARD_ON_DEMAND,
  find: ['features/find-my-card', 'features/unsubscribe', 'features/activate'],
  // The seller sign-up's copy button says what every copy button says.
  buy: ['features/campaigns', 'features/checkout', 'features/purchase-success', 'components/share-tools/copy-link.ts'],
  fundraising: ['features/fundraising', 'components/share-tools', 'components/money-steps.tsx'],
  marketing: ['features/marketing'],
  office: [
    'features/admin',
    'features/portal',
    'features/onboarding',
    'features/auth',
    'features/outbox',
    'features/coordinator',
    'components/back-office',
    'components/back-office-shell.tsx',
    'components/campaign-form',
    'components/logo-upload.tsx',
    // Also the fundraising area's: the portal's campaigns page shows them, the money screen the steps.
    'components/share-tools',
    'components/money-steps.tsx',
  ],
} as const;

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  // Where each message is used, without line numbers: an edit elsewhere in a file changes no catalogue.
  format: formatter({ lineNumbers: false }),
  orderBy: 'origin',
  catalogs: [
    ...Object.entries(PWA_AREAS).map(([area, include]) => pwa(area, include, area === 'card' ? CARD_ON_DEMAND : [])),
    pwa('shell', [''], Object.values(PWA_AREAS).flat()),
    { path: '<rootDir>/kiosk/src/locales/{locale}/kiosk', include: ['<rootDir>/kiosk/src'] },
  ],
});
