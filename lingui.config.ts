// Lingui's catalogues: one per part of the product a person opens on its own, so a card holder's
// phone loads the shell's and the card's messages in its language and nothing of the back office.
// `npm run i18n:extract` fills them from the macros in the code; pwa/src/i18n/catalogs.ts loads them.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const pwa = (area: string, include: string[]) => ({
  path: `<rootDir>/pwa/src/locales/{locale}/${area}`,
  include: include.map((p) => `<rootDir>/pwa/src/${p}`),
});

/** Each area's folders; `shell` is everything else under pwa/src. */
export const PWA_AREAS = {
  card: ['features/card', 'features/find-my-card'],
  buy: ['features/campaigns', 'features/checkout', 'features/purchase-success'],
  fundraising: ['features/fundraising', 'components/share-tools'],
  marketing: ['features/marketing'],
  office: [
    'features/admin',
    'features/portal',
    'features/onboarding',
    'features/auth',
    'features/outbox',
    'components/back-office',
    'components/back-office-shell.tsx',
    'components/campaign-form',
    'components/logo-upload.tsx',
    // Also the fundraising area's: the portal's campaigns page shows them.
    'components/share-tools',
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
    ...Object.entries(PWA_AREAS).map(([area, include]) => pwa(area, [...include])),
    {
      path: '<rootDir>/pwa/src/locales/{locale}/shell',
      include: ['<rootDir>/pwa/src'],
      exclude: Object.values(PWA_AREAS).flatMap((include) => include.map((p) => `<rootDir>/pwa/src/${p}`)),
    },
    { path: '<rootDir>/kiosk/src/locales/{locale}/kiosk', include: ['<rootDir>/kiosk/src'] },
  ],
});
