import { expect, type Page } from '@playwright/test';
import type { PageData } from './page-data.ts';

export type Who = 'guest' | 'owner' | 'admin' | 'coordinator' | 'newcomer';
export type Language = 'en' | 'es';

/** One page to check: the route pattern it stands for, where to go, as whom, and its further states. */
export interface PageCase {
  route: string;
  path: string;
  who: Who;
  /** States reached on the page (a dialog open, offline), each checked like a page of its own. */
  states?: Array<{ name: string; enter: (page: Page, language: Language) => Promise<void> }>;
}

const words = {
  showCard: { en: 'Show your card', es: 'Muestra tu tarjeta' },
  useOffer: { en: 'Use An Offer', es: 'Usar una oferta' },
  redeem: { en: 'Redeem', es: 'Canjear' },
} as const;

const offerButton = (page: Page, offerType: string) =>
  page.getByRole('dialog').getByRole('button', { name: new RegExp(offerType.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

/** The card page's dialogs: its QR screen, the offers to redeem, and an offline voucher. */
const cardStates = (offerType: string): PageCase['states'] => [
  {
    name: 'QR screen',
    enter: async (page, l) => {
      await page.getByRole('button', { name: words.showCard[l] }).click();
      await expect(page.getByTestId('card-qr')).toBeVisible();
    },
  },
  {
    name: 'offers to redeem',
    enter: async (page, l) => {
      await page.getByRole('button', { name: words.useOffer[l] }).click();
      await expect(offerButton(page, offerType)).toBeVisible();
    },
  },
  {
    name: 'offline voucher',
    enter: async (page, l) => {
      await page.context().setOffline(true);
      try {
        await page.getByRole('button', { name: words.useOffer[l] }).click();
        const dialog = page.getByRole('dialog');
        await offerButton(page, offerType).click();
        await dialog.getByRole('button', { name: words.redeem[l], exact: true }).click();
        await expect(dialog.getByTestId('voucher-qr')).toBeVisible();
      } finally {
        await page.context().setOffline(false);
      }
    },
  },
];

/** Every PWA page, with the data the page needs. */
export function pwaPages(d: PageData): PageCase[] {
  const np = `?nonprofit=${d.nonprofitId}`;
  const npc = `?nonprofit=${d.nonprofitId}&campaign=${d.campaignId}`;
  return [
    { route: '/', path: '/', who: 'guest' },
    { route: '/campaigns', path: '/campaigns', who: 'guest' },
    { route: '/campaign/:slug', path: `/campaign/${d.slug}`, who: 'guest' },
    { route: '/campaign/:slug/poster', path: `/campaign/${d.slug}/poster`, who: 'guest' },
    { route: '/checkout/:slug', path: `/checkout/${d.slug}`, who: 'guest' },
    { route: '/purchase-success', path: `/purchase-success?${d.purchaseQuery}`, who: 'guest' },
    { route: '/for-restaurants', path: '/for-restaurants', who: 'guest' },
    { route: '/card', path: '/card', who: 'guest' },
    { route: '/card/:accessCode', path: `/card/${d.accessCode}`, who: 'guest', states: cardStates(d.offerType) },
    { route: '/find-my-card', path: '/find-my-card', who: 'guest' },
    { route: '/activate', path: `/activate?c=${d.activationCode}`, who: 'guest' },
    { route: '/accessibility', path: '/accessibility', who: 'guest' },
    { route: '/login', path: '/login', who: 'guest' },
    { route: '/signup', path: '/signup', who: 'guest' },
    { route: '/dev/outbox', path: '/dev/outbox', who: 'guest' },
    { route: '/dev/outbox/:id', path: `/dev/outbox/${d.outboxId}`, who: 'guest' },
    { route: '/seller/:token', path: d.sellerPath, who: 'guest' },
    { route: '/unsubscribe/:token', path: `/unsubscribe/${d.unsubscribeToken}`, who: 'guest' },
    { route: '/nonprofit/:token', path: d.dashboardPath, who: 'guest' },
    { route: '/invite/:token', path: d.invitePath, who: 'guest' },
    { route: '*', path: '/no-such-page', who: 'guest' },
    { route: '/onboard', path: '/onboard', who: 'newcomer' },
    { route: '/restaurant/onboarding', path: '/restaurant/onboarding', who: 'newcomer' },
    // The restaurant's portal.
    { route: '/restaurant', path: '/restaurant', who: 'owner' },
    { route: '/portal', path: '/portal', who: 'owner' },
    { route: '/restaurant/nonprofits', path: '/restaurant/nonprofits', who: 'owner' },
    { route: '/restaurant/campaigns', path: '/restaurant/campaigns', who: 'owner' },
    { route: '/restaurant/campaigns/new', path: '/restaurant/campaigns/new', who: 'owner' },
    { route: '/restaurant/campaigns/:id/edit', path: `/restaurant/campaigns/${d.campaignId}/edit`, who: 'owner' },
    { route: '/restaurant/locations', path: '/restaurant/locations', who: 'owner' },
    { route: '/restaurant/reports', path: '/restaurant/reports', who: 'owner' },
    { route: '/restaurant/settings', path: '/restaurant/settings', who: 'owner' },
    { route: '/restaurant/*', path: '/restaurant/no-such-page', who: 'owner' },
    // The nonprofit's workspace, as its coordinator; its printed sheets as the restaurant's owner.
    { route: '/nonprofit', path: '/nonprofit', who: 'coordinator' },
    { route: '/nonprofit/roster', path: '/nonprofit/roster', who: 'coordinator' },
    { route: '/nonprofit/sales', path: '/nonprofit/sales', who: 'coordinator' },
    { route: '/nonprofit/money', path: '/nonprofit/money', who: 'coordinator' },
    { route: '/nonprofit/cards', path: `/nonprofit/cards${np}`, who: 'owner' },
    { route: '/nonprofit/cards/:batchId', path: `/nonprofit/cards/${d.batchId}${np}`, who: 'owner' },
    { route: '/nonprofit/cards/:batchId/print', path: `/nonprofit/cards/${d.batchId}/print${npc}`, who: 'owner' },
    { route: '/nonprofit/flyers', path: `/nonprofit/flyers${npc}`, who: 'owner' },
    // The platform's administration.
    { route: '/admin', path: '/admin', who: 'admin' },
    { route: '/admin/dashboard', path: '/admin/dashboard', who: 'admin' },
    { route: '/admin/campaigns', path: '/admin/campaigns', who: 'admin' },
    { route: '/admin/campaigns/create', path: '/admin/campaigns/create', who: 'admin' },
    { route: '/admin/restaurants', path: '/admin/restaurants', who: 'admin' },
    { route: '/admin/reports', path: '/admin/reports', who: 'admin' },
    { route: '/admin/cards', path: '/admin/cards', who: 'admin' },
    { route: '/admin/payouts', path: '/admin/payouts', who: 'admin' },
    { route: '/admin/*', path: '/admin/no-such-page', who: 'admin' },
  ];
}

/**
 * Route patterns with no case of their own, each with why: the restaurant portal's table is
 * mounted twice (/restaurant/* and /portal/*, one component); its pages are checked at /restaurant.
 */
export const NOT_VISITED: Record<string, string> = Object.fromEntries(
  ['nonprofits', 'campaigns', 'campaigns/new', 'campaigns/:id/edit', 'locations', 'reports', 'settings', '*'].map((p) => [
    `/portal/${p}`,
    `the portal's table, mounted again: checked at /restaurant/${p}`,
  ]),
);
