import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { buyCard } from './support/buy-card.ts';
import { DEMO_OWNER, expect, signIn, test } from './support/fixtures.ts';

/**
 * The counter's one set of rules, seen by the people who use it: an owner undoes a redemption in
 * the portal, and the code the holder still has is cancelled at the tablet; a tablet says when it
 * last synced, warns of a wrong clock, and stops saying "No connection" once it is back.
 */

const LAPTOP = { width: 1280, height: 800 };
const TABLET = { width: 1024, height: 768 };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** A tablet of its own browser context, paired to Riverside through the owner's portal call. */
async function pairedTablet(browser: Browser, owner: APIRequestContext, baseURL: string, clockBehindMs = 0) {
  const { locations } = (await (await owner.get('/api/locations')).json()) as { locations: Array<{ id: number; name: string }> };
  const riverside = locations.find((l) => l.name === 'Riverside')!;
  const res = await owner.post('/api/kiosk/pairing-codes', { data: { locationId: riverside.id } });
  const { pairingCode } = (await res.json()) as { pairingCode: string };
  const context = await browser.newContext({ viewport: TABLET, baseURL });
  if (clockBehindMs) await context.clock.install({ time: new Date(Date.now() - clockBehindMs) });
  const tablet = await context.newPage();
  await tablet.goto('/kiosk/');
  await tablet.getByLabel('Pairing code').fill(pairingCode);
  await tablet.getByRole('button', { name: 'Pair tablet' }).click();
  await expect(tablet.getByRole('heading', { name: 'Fowl Play Wings & Pizza' })).toBeVisible();
  return { context, tablet };
}

test.describe('one set of counter rules', () => {
  test.use({ viewport: LAPTOP });

  test('a redemption undone in the portal: its old code shows Cancelled at the kiosk, and the use is free again', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    await signIn(page, DEMO_OWNER, '/restaurant');
    const holder = `Rory${String(Date.now()).slice(-6)}`;
    const guest = await playwright.request.newContext({ baseURL });
    const { context, tablet } = await pairedTablet(browser, page.request, baseURL!);
    try {
      const card = await buyCard(page.request, guest, `${holder} Lee`);
      const offer = card.offers[0]!;
      const redeemed = await guest.post(`/api/cards/${card.accessCode}/redeem`, { data: { offerId: offer.id } });
      expect(redeemed.status()).toBe(201);
      const { code } = (await redeemed.json()) as { code: string };

      // The owner undoes it from the report's recent redemptions ("tapped the wrong offer").
      await page.goto('/restaurant/reports');
      const recent = page.getByRole('table', { name: 'Recent redemptions' });
      const row = recent.getByRole('row').filter({ hasText: holder });
      await row.getByRole('button', { name: new RegExp(`^Undo ${offer.offerType} for ${holder}`) }).click();
      const dialog = page.getByRole('dialog', { name: 'Undo this redemption?' });
      await dialog.getByLabel('Reason').fill('Tapped the wrong offer');
      await dialog.getByRole('button', { name: 'Undo redemption' }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toHaveAttribute('data-undone', 'true');

      // The holder still has the code on the phone's screen: at the counter it is cancelled.
      await tablet.keyboard.type(code);
      await tablet.keyboard.press('Enter');
      const result = tablet.locator('[data-status]').filter({ hasText: 'Cancelled' });
      await expect(result).toHaveAttribute('data-status', 'voided');
      await expect(result).toContainText('its redemption was undone. Do not serve this offer.');
      await expect(result).toContainText(offer.offerType);
      await shot(tablet, 'kiosk-cancelled-code');

      // The use itself is free again: a new code for the same offer is served.
      const again = await guest.post(`/api/cards/${card.accessCode}/redeem`, { data: { offerId: offer.id } });
      expect(again.status()).toBe(201);
      await tablet.keyboard.press('Escape');
      await expect(result).toBeHidden();
      await tablet.keyboard.type(((await again.json()) as { code: string }).code);
      await tablet.keyboard.press('Enter');
      await expect(tablet.locator('[data-status="valid"]')).toBeVisible();
    } finally {
      await guest.dispose();
      await context.close();
    }
  });

  test('a tablet shows when it last synced and what waits, warns that its clock is off, and drops "No connection" once back', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, DEMO_OWNER, '/restaurant');
    // The tablet's clock runs ten minutes behind the server's.
    const { context, tablet } = await pairedTablet(browser, page.request, baseURL!, 10 * 60_000);
    try {
      const status = tablet.getByRole('status').filter({ hasText: 'Last synced' });
      await expect(status).toContainText('0 scans waiting');
      await expect(status).not.toHaveAttribute('data-last-synced', '');
      const warning = tablet.getByRole('alert').filter({ hasText: "This tablet's clock is" });
      await expect(warning).toContainText('10 minutes behind');
      await expect(warning).toHaveAttribute('data-clock-offset-minutes', '10');
      await shot(tablet, 'kiosk-clock-off-landscape');
      await tablet.setViewportSize({ width: 768, height: 1024 });
      await shot(tablet, 'kiosk-clock-off-portrait');
      await tablet.setViewportSize(TABLET);

      // Offline, a typed code cannot be checked and the tablet says so; back online, it stops saying it.
      await context.setOffline(true);
      await tablet.keyboard.type('123456');
      await tablet.keyboard.press('Enter');
      const noConnection = tablet.getByText("No connection: scan the holder's QR code instead.");
      await expect(noConnection).toBeVisible();
      await context.setOffline(false);
      await expect(noConnection).toBeHidden();
    } finally {
      await context.close();
    }
  });
});
