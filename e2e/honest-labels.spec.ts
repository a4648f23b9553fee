import type { Page } from '@playwright/test';
import { buyCard } from './support/buy-card.ts';
import { DEMO_OWNER, expect, signIn, test } from './support/fixtures.ts';

/**
 * Honest labels on the restaurant's report (issue 29), on the laptop where they were found, in
 * English and Spanish: an archived campaign is "Archived", not "Draft", and a code no tablet
 * checked has one name in the chart and the table.
 */

const LAPTOP = { width: 1280, height: 800 };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('honest labels in the report', () => {
  test.use({ viewport: LAPTOP });

  test('an archived campaign reads Archived, and a code no tablet checked reads the same in the chart and the table, in both languages', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signIn(page, DEMO_OWNER, '/restaurant');
    const guest = await playwright.request.newContext({ baseURL });
    const holder = `Honest${String(Date.now()).slice(-6)}`;
    try {
      const card = await buyCard(page.request, guest, `${holder} Lee`);
      const redeemed = await guest.post(`/api/cards/${card.accessCode}/redeem`, { data: { offerId: card.offers[0]!.id } });
      expect(redeemed.status()).toBe(201);
    } finally {
      await guest.dispose();
    }

    await page.goto('/restaurant/reports');
    const byLocation = page.getByRole('region', { name: 'Redemptions by location' });
    // The chart's own name reads every bar's label whole (a long one is cut short on the bar).
    await expect(byLocation.getByRole('img')).toHaveAttribute('aria-label', /Not checked at a tablet/);
    await expect(byLocation).not.toContainText('Unknown location');
    const recent = page.getByRole('table', { name: 'Recent redemptions' });
    await expect(recent.getByRole('row').filter({ hasText: holder })).toContainText('Not checked at a tablet');
    // The demo restaurant's archived campaign (last year's PTA card), and no campaign is a draft.
    // (Another spec on the same server may archive one more campaign of the demo restaurant.)
    await expect(page.getByText('Archived', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toHaveCount(0);
    await shot(page, 'report-labels-en');

    await page.getByRole('complementary', { name: 'Restaurant Portal navigation' }).getByLabel('Language').selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    const porSucursal = page.getByRole('region', { name: 'Canjes por sucursal' });
    await expect(porSucursal.getByRole('img')).toHaveAttribute('aria-label', /No se verificó en una tableta/);
    await expect(page.getByText('Archivada', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Borrador', { exact: true })).toHaveCount(0);
    await shot(page, 'report-labels-es');
  });
});

test.describe("the owner's campaigns", () => {
  test.use({ viewport: LAPTOP });

  test('a live campaign has one Copy Link, with its QR code and poster open too', async ({ page }) => {
    await signIn(page, DEMO_OWNER, '/restaurant/campaigns');
    await expect(page.getByRole('heading', { name: 'My Campaigns' })).toBeVisible();
    // One per live campaign (another spec on the same server may have added one): opening a
    // campaign's QR code and poster adds none.
    const copy = page.getByRole('button', { name: /^copy link$/i });
    const share = page.getByRole('button', { name: 'QR Code & Poster' });
    await expect(copy.first()).toBeVisible();
    const live = await share.count();
    await expect(copy).toHaveCount(live);
    await share.first().click();
    await expect(
      page.getByRole('button', { name: 'Print poster' }).or(page.getByRole('link', { name: 'Print poster' })),
    ).toBeVisible();
    await expect(copy).toHaveCount(live);
    await shot(page, 'portal-campaign-share-en');
  });
});
