import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { cameraBrowser, qrVideo, SCAN_TIMEOUT } from './support/camera.ts';
import { openAppDb } from './support/card-db.ts';
import { DEMO_OWNER, expect, test } from './support/fixtures.ts';

/** A card of the demo restaurant with its first offer unused, and that offer's first voucher. */
async function cardAndVoucher(request: import('@playwright/test').APIRequestContext, dataDir: string) {
  const db = openAppDb(dataDir);
  const card = db
    .prepare(
      `SELECT c.access_code AS accessCode FROM cards c JOIN campaigns k ON k.id = c.campaign_id
        WHERE c.restaurant_id = 1 AND k.is_active = 1 AND c.status = 'active'
          AND (SELECT count(*) FROM card_offers o WHERE o.card_id = c.id AND o.quantity_remaining > 0) > 0
        ORDER BY c.id DESC LIMIT 1`,
    )
    .get() as { accessCode: string };
  db.close();
  const res = await request.get(`/api/cards/${card.accessCode}/vouchers`);
  expect(res.status()).toBe(200);
  const { vouchers } = (await res.json()) as { vouchers: Array<{ offerId: number; use: number; token: string }> };
  return { accessCode: card.accessCode, voucher: vouchers[0]! };
}

/**
 * A pairing code for Riverside, asked for by the demo owner through the portal's own call. Not
 * Downtown: kiosk.spec.ts pairs its first tablet there from an empty list, and may run after this
 * file on the same server.
 */
async function pairingCode(page: import('@playwright/test').Page): Promise<string> {
  await page.goto('/api/login?returnTo=/restaurant/locations');
  await page.getByLabel('Email').fill(DEMO_OWNER.email);
  await page.getByLabel('Password').fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page.evaluate(async () => {
    const locations = (await (await fetch('/api/locations')).json()) as { locations: Array<{ id: number; name: string }> };
    const riverside = locations.locations.find((l) => l.name === 'Riverside')!;
    const res = await fetch('/api/kiosk/pairing-codes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locationId: riverside.id }),
    });
    return ((await res.json()) as { pairingCode: string }).pairingCode;
  });
}

/** A paired tablet of its own browser context, its connection up, with the offline kit fetched. */
async function pairedTablet(browser: Browser, baseURL: string, code: string) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, baseURL });
  await context.grantPermissions(['camera'], { origin: baseURL });
  const tablet = await context.newPage();
  await tablet.goto('/kiosk/');
  await tablet.getByLabel('Pairing code').fill(code);
  await tablet.getByRole('button', { name: 'Pair tablet' }).click();
  await expect(tablet.getByRole('heading', { name: 'Fowl Play Wings & Pizza' })).toBeVisible();
  // The offline kit (the restaurant's public key) is fetched while online, into IndexedDB.
  await expect
    .poll(() =>
      tablet.evaluate(async () => {
        // Opened only once the app has made it: opening it first would create it without its stores.
        if (!(await indexedDB.databases()).some((d) => d.name === 'dealcard-kiosk')) return 0;
        return new Promise<number>((resolve) => {
          const open = indexedDB.open('dealcard-kiosk');
          open.onerror = () => resolve(0);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('kit')) {
              db.close();
              return resolve(0);
            }
            const count = db.transaction('kit').objectStore('kit').count();
            count.onsuccess = () => {
              db.close();
              resolve(count.result);
            };
            count.onerror = () => resolve(0);
          };
        });
      }),
    )
    .toBeGreaterThan(0);
  // And the kiosk's service worker has installed, with the app's files (the QR decoder's among
  // them) in its cache: on a busy machine it may still be at it when the connection goes.
  await tablet.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Ready is not yet in control: the worker claims the page just after it activates, and until
  // then the page's requests skip its cache (an offline import() of the QR decoder would fail).
  await tablet.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { context, tablet };
}

/** The queue is uploaded: no offline or syncing banner, and the tablet's status line says nothing waits. */
async function expectSynced(tablet: import('@playwright/test').Page) {
  await expect(tablet.getByText(/^Offline:|Syncing|waiting to sync/)).toHaveCount(0, { timeout: 45_000 });
  await expect(tablet.getByRole('status').filter({ hasText: 'Last synced' })).toContainText('0 scans waiting');
}

test.describe('the kiosk without a connection', () => {
  // Each fake-camera scan may take up to SCAN_TIMEOUT inside the whole suite.
  test.slow();
  let browserWithCamera: Browser | undefined;
  let dir = '';

  test.afterAll(async () => {
    await browserWithCamera?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('scans a QR voucher offline with the camera, queues it, and syncs it once when the connection returns', async ({
    page,
    request,
    server,
    baseURL,
  }) => {
    const { voucher } = await cardAndVoucher(request, server.dataDir);
    dir = mkdtempSync(path.join(tmpdir(), 'dealcard-camera-'));
    const video = path.join(dir, 'qr.y4m');
    qrVideo(voucher.token, video);

    // A tablet, paired to Riverside, whose camera sees the guest's QR code.
    browserWithCamera = await cameraBrowser(video);
    const { context, tablet } = await pairedTablet(browserWithCamera, baseURL!, await pairingCode(page));

    await context.setOffline(true);
    await expect(tablet.getByRole('alert').filter({ hasText: 'Offline: 0 scans waiting' })).toBeVisible();
    // A typed code cannot be checked offline.
    await tablet.keyboard.type('123456');
    await tablet.keyboard.press('Enter');
    await expect(tablet.getByText("No connection: scan the holder's QR code instead.")).toBeVisible();

    await tablet.getByRole('button', { name: 'Scan QR' }).click();
    const result = tablet.locator('[data-source="voucher"]');
    await expect(result).toHaveAttribute('data-status', 'valid', { timeout: SCAN_TIMEOUT });
    await expect(result).toHaveAttribute('data-offline', 'true');
    await expect(result).toContainText('Accepted offline');
    await tablet.screenshot({ path: 'e2e/.artifacts/shots/kiosk-offline-scan.png' });
    await result.click();
    await expect(tablet.getByRole('alert').filter({ hasText: 'Offline: 1 scan waiting' })).toBeVisible();

    // Back online, the queue goes up and the server has exactly one redemption of that use.
    await context.setOffline(false);
    await expectSynced(tablet);
    const redemptionsOfTheUse = () => {
      const db = openAppDb(server.dataDir);
      try {
        return db.prepare('SELECT id FROM redemptions WHERE offer_id = ? AND use = ?').all(voucher.offerId, voucher.use).length;
      } finally {
        db.close();
      }
    };
    await expect.poll(redemptionsOfTheUse, { timeout: 15_000 }).toBe(1);
    const db = openAppDb(server.dataDir);
    try {
      const scans = db.prepare("SELECT status FROM kiosk_scans WHERE status = 'applied'").all();
      expect(scans.length).toBeGreaterThanOrEqual(1);
    } finally {
      db.close();
    }
    // Scanning the same QR online now says it was used, with where.
    await tablet.getByRole('button', { name: 'Scan QR' }).click();
    await expect(result).toHaveAttribute('data-status', 'already_used', { timeout: SCAN_TIMEOUT });
    await expect(result).toContainText('Riverside');
    await context.close();
  });
});

test('two offline tablets accept the same voucher; after sync the server has one redemption and the second tablet shows the conflict', async ({
  page,
  request,
  server,
  baseURL,
}) => {
  // Two fake-camera scans, each may take up to SCAN_TIMEOUT inside the whole suite.
  test.slow();
  const { voucher } = await cardAndVoucher(request, server.dataDir);
  const folder = mkdtempSync(path.join(tmpdir(), 'dealcard-camera-'));
  const video = path.join(folder, 'qr.y4m');
  qrVideo(voucher.token, video);
  const browser = await cameraBrowser(video);
  try {
    const first = await pairedTablet(browser, baseURL!, await pairingCode(page));
    const second = await pairedTablet(browser, baseURL!, await pairingCode(page));
    for (const t of [first, second]) {
      await t.context.setOffline(true);
      await t.tablet.getByRole('button', { name: 'Scan QR' }).click();
      const result = t.tablet.locator('[data-source="voucher"]');
      await expect(result).toHaveAttribute('data-status', 'valid', { timeout: SCAN_TIMEOUT });
      await expect(result).toHaveAttribute('data-offline', 'true');
      await result.click();
    }
    // The first reconnects and syncs; then the second, whose scan comes back as a duplicate.
    await first.context.setOffline(false);
    await expectSynced(first.tablet);
    await second.context.setOffline(false);
    await expectSynced(second.tablet);
    const conflicts = second.tablet.getByRole('list', { name: 'Conflicts' });
    await expect(conflicts).toContainText('Used elsewhere at Riverside');
    // The conflict names the offer (the server names it: a voucher carries only its id) and says what to do.
    const named = openAppDb(server.dataDir);
    const offer = named.prepare('SELECT offer_type AS name FROM card_offers WHERE id = ?').get(voucher.offerId) as {
      name: string;
    };
    named.close();
    await expect(conflicts.getByRole('listitem').first()).toHaveAttribute('data-offer', offer.name);
    await expect(conflicts.getByRole('listitem').first()).toContainText(offer.name);
    await expect(second.tablet.getByText('What to do: these offers were served without the card allowing it.')).toBeVisible();
    await second.tablet.screenshot({ path: 'e2e/.artifacts/shots/kiosk-conflict.png' });
    await second.tablet.screenshot({ path: test.info().outputPath('kiosk-conflict-1024.png') });
    await second.tablet.setViewportSize({ width: 768, height: 1024 });
    await second.tablet.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    await expect(second.tablet.getByText('Qué hacer: estas ofertas se sirvieron')).toBeVisible();
    await second.tablet.screenshot({ path: test.info().outputPath('kiosk-conflict-es-768.png') });
    const db = openAppDb(server.dataDir);
    try {
      expect(
        db.prepare('SELECT count(*) AS n FROM redemptions WHERE offer_id = ? AND use = ?').get(voucher.offerId, voucher.use),
      ).toEqual({
        n: 1,
      });
      expect(db.prepare("SELECT count(*) AS n FROM kiosk_scans WHERE status = 'duplicate'").get()).toEqual({ n: 1 });
    } finally {
      db.close();
    }

    // The server at the first tablet served the wrong offer: it undoes the redemption with a reason.
    const recent = first.tablet.getByRole('list', { name: 'Recent redemptions' });
    await recent.getByRole('button', { name: 'Undo' }).first().click();
    const undo = first.tablet.getByRole('dialog', { name: 'Undo this redemption?' });
    await undo.getByRole('button', { name: 'Undo redemption' }).click();
    await expect(undo.getByText('Say why the redemption is undone')).toBeVisible();
    await undo.getByLabel('Reason').fill('Served the wrong offer');
    await undo.getByRole('button', { name: 'Undo redemption' }).click();
    await expect(undo).toBeHidden();
    await expect(recent.locator('[data-undone="true"]').first()).toContainText('Undone');
    const after = openAppDb(server.dataDir);
    try {
      expect(
        after
          .prepare('SELECT undo_reason AS reason FROM redemptions WHERE offer_id = ? AND use = ?')
          .get(voucher.offerId, voucher.use),
      ).toEqual({ reason: 'Served the wrong offer' });
    } finally {
      after.close();
    }
  } finally {
    await browser.close();
    rmSync(folder, { recursive: true, force: true });
  }
});
