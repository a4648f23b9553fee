import type { APIRequestContext, Browser } from '@playwright/test';
import { buyCard } from './support/buy-card.ts';
import { openAppDb } from './support/card-db.ts';
import { DEMO_OWNER, expect, signIn, test } from './support/fixtures.ts';

/**
 * A tablet without a camera (the test browser has none): the scanner screen takes the QR's text
 * typed or pasted into its field, or typed by a USB (keyboard-wedge) scanner, which sends the text
 * and then Enter wherever the focus is. A card QR's token lists the card's offers; a voucher's is
 * served, the same way a camera's read takes.
 */

const PORTRAIT = { width: 768, height: 1024 };

async function pairedTablet(browser: Browser, owner: APIRequestContext, baseURL: string) {
  const { locations } = (await (await owner.get('/api/locations')).json()) as { locations: Array<{ id: number; name: string }> };
  const riverside = locations.find((l) => l.name === 'Riverside')!;
  const res = await owner.post('/api/kiosk/pairing-codes', { data: { locationId: riverside.id } });
  expect(res.status()).toBe(201);
  const { pairingCode } = (await res.json()) as { pairingCode: string };
  const context = await browser.newContext({ viewport: PORTRAIT, baseURL, hasTouch: true, locale: 'en-US' });
  const tablet = await context.newPage();
  await tablet.goto('/kiosk/');
  await tablet.getByLabel('Pairing code').fill(pairingCode);
  await tablet.getByRole('button', { name: 'Pair tablet' }).click();
  await expect(tablet.getByRole('heading', { name: 'Fowl Play Wings & Pizza' })).toBeVisible();
  return { context, tablet };
}

test('without a camera, a pasted card QR and a USB scanner’s voucher are served from the scanner screen', async ({
  page,
  browser,
  playwright,
  baseURL,
  server,
}, testInfo) => {
  await signIn(page, DEMO_OWNER, '/restaurant');
  const holder = `Tess${String(Date.now()).slice(-6)}`;
  const guest = await playwright.request.newContext({ baseURL });
  const card = await buyCard(page.request, guest, `${holder} Ruiz`);
  const served = (await (await guest.get(`/api/cards/${card.accessCode}/vouchers`)).json()) as {
    cardToken: string;
    vouchers: Array<{ offerId: number; use: number; token: string }>;
  };
  const [first, second] = card.offers;
  expect(second, 'the demo campaign has at least two offers').toBeDefined();
  const voucher = served.vouchers.find((v) => v.offerId === second!.id)!;
  expect(voucher).toBeDefined();
  const uses = (offerId: number) => {
    const db = openAppDb(server.dataDir);
    try {
      const row = db.prepare('SELECT count(*) AS n FROM redemptions WHERE offer_id = ? AND undone_at IS NULL').get(offerId) as {
        n: number;
      };
      return row.n;
    } finally {
      db.close();
    }
  };

  const { context, tablet } = await pairedTablet(browser, page.request, baseURL);
  try {
    // No camera: the scanner says so and puts the focus in the field for the code.
    await tablet.getByRole('button', { name: 'Scan QR' }).click();
    const scanner = tablet.getByRole('dialog', { name: 'Scan the guest’s QR code' });
    await expect(scanner.getByRole('alert')).toBeVisible();
    const field = scanner.getByLabel('Code from the QR (typed, pasted or from a USB scanner)');
    await expect(field).toBeFocused();
    await tablet.screenshot({ path: testInfo.outputPath('typed-code-no-camera-768.png') });
    await tablet.setViewportSize({ width: 1024, height: 768 });
    await expect(field).toBeInViewport();
    await tablet.screenshot({ path: testInfo.outputPath('typed-code-no-camera-1024.png') });
    await tablet.setViewportSize(PORTRAIT);

    // A six-digit code belongs on the keypad: said, and nothing is checked.
    await field.fill('123456');
    await scanner.getByRole('button', { name: 'Check code' }).click();
    await expect(scanner.getByRole('alert').filter({ hasText: 'six-digit code' })).toBeVisible();

    // The card QR's token, pasted: the card's offers with what is left and the holder's name; tap one.
    await field.fill(served.cardToken);
    await scanner.getByRole('button', { name: 'Check code' }).click();
    const picker = tablet.getByRole('dialog', { name: `Card holder: ${holder}` });
    await expect(picker).toBeVisible();
    await expect(picker.locator(`[data-offer-id="${first!.id}"]`)).toContainText(`${first!.quantityRemaining} left`);
    await picker.locator(`[data-offer-id="${first!.id}"]`).click();
    const cardResult = tablet.locator('[data-source="card"]');
    await expect(cardResult).toHaveAttribute('data-status', 'valid');
    expect(uses(first!.id)).toBe(1);
    await cardResult.click();
    await expect(cardResult).toBeHidden();

    // In Spanish, a USB scanner: the voucher's text typed as keystrokes (the focus on the close
    // button, not in the field), then Enter.
    await tablet.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    await tablet.getByRole('button', { name: 'Escanear QR' }).click();
    const escaner = tablet.getByRole('dialog', { name: 'Escanee el código QR del cliente' });
    await expect(escaner.getByRole('alert')).toBeVisible();
    await tablet.screenshot({ path: testInfo.outputPath('typed-code-no-camera-es-768.png') });
    await tablet.setViewportSize({ width: 1024, height: 768 });
    await tablet.screenshot({ path: testInfo.outputPath('typed-code-no-camera-es-1024.png') });
    await escaner.getByRole('button', { name: 'Volver al teclado' }).focus();
    await tablet.keyboard.type(voucher.token, { delay: 2 });
    await tablet.keyboard.press('Enter');
    const voucherResult = tablet.locator('[data-source="voucher"]');
    await expect(voucherResult).toHaveAttribute('data-status', 'valid');
    await tablet.screenshot({ path: testInfo.outputPath('typed-code-voucher-es.png') });
    expect(uses(second!.id)).toBe(1);
    await voucherResult.click();

    // The same voucher again, pasted: already used, and nothing more is served.
    await tablet.getByRole('button', { name: 'Escanear QR' }).click();
    await escaner.getByLabel('Código del QR (escrito, pegado o de un escáner USB)').fill(voucher.token);
    await escaner.getByRole('button', { name: 'Comprobar código' }).click();
    await expect(voucherResult).toHaveAttribute('data-status', 'already_used');
    expect(uses(second!.id)).toBe(1);
  } finally {
    await context.close();
    await guest.dispose();
  }
});
