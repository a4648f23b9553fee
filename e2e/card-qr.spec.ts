import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser } from '@playwright/test';
import { buyCard } from './support/buy-card.ts';
import { cameraBrowser, qrVideo, SCAN_TIMEOUT, waitForOfflineKit } from './support/camera.ts';
import { openAppDb } from './support/card-db.ts';
import { DEMO_OWNER, expect, signIn, test } from './support/fixtures.ts';

/**
 * The card QR, as the holder and the server at the counter use it: the phone shows "Show your
 * card" full screen; the tablet's camera (Chromium's fake one, playing that QR) reads it, lists
 * the card's offers with what is left and the holder's first name, and serves the offer tapped;
 * offline it offers the restaurant's offers from its kit and syncs the scan when back online.
 */

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

/** A tablet of its own context in the camera browser, paired to Riverside through the owner's portal call. */
async function pairedTablet(browser: Browser, owner: APIRequestContext, baseURL: string) {
  const { locations } = (await (await owner.get('/api/locations')).json()) as { locations: Array<{ id: number; name: string }> };
  const riverside = locations.find((l) => l.name === 'Riverside')!;
  const res = await owner.post('/api/kiosk/pairing-codes', { data: { locationId: riverside.id } });
  const { pairingCode } = (await res.json()) as { pairingCode: string };
  const context = await browser.newContext({ viewport: TABLET, baseURL });
  await context.grantPermissions(['camera'], { origin: baseURL });
  const tablet = await context.newPage();
  await tablet.goto('/kiosk/');
  await tablet.getByLabel('Pairing code').fill(pairingCode);
  await tablet.getByRole('button', { name: 'Pair tablet' }).click();
  await expect(tablet.getByRole('heading', { name: 'Fowl Play Wings & Pizza' })).toBeVisible();
  await waitForOfflineKit(tablet);
  return { context, tablet };
}

test('a holder shows the card QR; the kiosk serves the offer tapped online, and offline syncs it once', async ({
  page,
  browser,
  playwright,
  baseURL,
  server,
}) => {
  // Each fake-camera scan may take up to SCAN_TIMEOUT inside the whole suite.
  test.slow();
  await signIn(page, DEMO_OWNER, '/restaurant');
  const holder = `Quinn${String(Date.now()).slice(-6)}`;
  const guest = await playwright.request.newContext({ baseURL });
  const card = await buyCard(page.request, guest, `${holder} Lee`);
  const offer = card.offers[0]!;

  // The holder's phone: the card page offers "Show your card", full screen, from the token saved with the vouchers.
  const phone = await browser.newContext({ viewport: PHONE, baseURL });
  const phonePage = await phone.newPage();
  await phonePage.goto(`/card/${card.accessCode}`);
  await phonePage.getByRole('button', { name: 'Show your card' }).click();
  const screen = phonePage.getByRole('dialog', { name: 'Show your card' });
  await expect(screen.getByRole('img', { name: 'Card QR code' })).toBeVisible();
  await phonePage.screenshot({ path: test.info().outputPath('card-qr-phone.png') });
  const token = await phonePage.evaluate((code) => {
    const saved = JSON.parse(localStorage.getItem(`vouchers:${code}`) ?? 'null') as { cardToken?: string } | null;
    return saved?.cardToken ?? '';
  }, card.accessCode);
  const served = (await (await guest.get(`/api/cards/${card.accessCode}/vouchers`)).json()) as { cardToken: string };
  expect(token).toBe(served.cardToken);
  await screen.getByRole('button', { name: 'Close' }).click();
  await expect(screen).toBeHidden();
  await phone.close();

  const dir = mkdtempSync(path.join(tmpdir(), 'dealcard-card-qr-'));
  const video = path.join(dir, 'card-qr.y4m');
  qrVideo(token, video);
  const camera = await cameraBrowser(video);
  const uses = () => {
    const db = openAppDb(server.dataDir);
    try {
      return db.prepare('SELECT count(*) AS n FROM redemptions WHERE offer_id = ? AND undone_at IS NULL').get(offer.id) as {
        n: number;
      };
    } finally {
      db.close();
    }
  };
  try {
    const { context, tablet } = await pairedTablet(camera, page.request, baseURL!);

    // Online: the card's offers, each with what is left, and the holder's first name; tap one.
    await tablet.getByRole('button', { name: 'Scan QR' }).click();
    const picker = tablet.getByRole('dialog', { name: `Card holder: ${holder}` });
    await expect(picker).toBeVisible({ timeout: SCAN_TIMEOUT });
    const offerButton = picker.locator(`[data-offer-id="${offer.id}"]`);
    await expect(offerButton).toContainText(`${offer.quantityRemaining} left`);
    await tablet.screenshot({ path: test.info().outputPath('card-qr-kiosk-offers.png') });
    await offerButton.click();
    const result = tablet.locator('[data-source="card"]');
    await expect(result).toHaveAttribute('data-status', 'valid');
    await expect(result).toHaveAttribute('data-offline', 'false');
    await expect(result).toContainText(`${offer.quantityRemaining - 1} left`);
    expect(uses()).toEqual({ n: 1 });
    await result.click();

    // Offline: the tablet checks the card itself, offers the restaurant's offers from its kit, and queues the one tapped.
    await context.setOffline(true);
    await expect(tablet.getByRole('alert').filter({ hasText: 'Offline: 0 scans waiting' })).toBeVisible();
    await tablet.getByRole('button', { name: 'Scan QR' }).click();
    await expect(picker).toBeVisible({ timeout: SCAN_TIMEOUT });
    await expect(picker).toContainText('Offline');
    await tablet.screenshot({ path: test.info().outputPath('card-qr-kiosk-offline.png') });
    // The kit lists each of the restaurant's offers once, whichever campaign the card is of.
    await expect(picker.getByRole('button', { name: new RegExp(offer.offerType) })).toHaveCount(1);
    await picker.getByRole('button', { name: new RegExp(offer.offerType) }).click();
    await expect(result).toHaveAttribute('data-status', 'valid');
    await expect(result).toHaveAttribute('data-offline', 'true');
    await expect(result).toContainText('Accepted offline');
    await result.click();
    await expect(tablet.getByRole('alert').filter({ hasText: 'Offline: 1 scan waiting' })).toBeVisible();

    // Back online, the scan is synced and served once on the card's own offer.
    await context.setOffline(false);
    await expect(tablet.getByRole('status').filter({ hasText: 'Last synced' })).toContainText('0 scans waiting', {
      timeout: 45_000,
    });
    await expect.poll(uses, { timeout: 15_000 }).toEqual({ n: 2 });
    await context.close();
  } finally {
    await camera.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
