import type { Page } from '@playwright/test';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seededCard } from './support/card-db.ts';
import { repoRoot, startServer, type RunningServer } from '../scripts/test-server.ts';
import { expect, test } from './support/fixtures.ts';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Runs `use` against a server of its own on a copy of one app's build, so a test can publish a
 * "new version" (by changing the copy's sw.js) without touching the shared build.
 */
async function withOwnBuild(app: 'pwa' | 'kiosk', use: (server: RunningServer, dist: string) => Promise<void>) {
  const dist = mkdtempSync(path.join(tmpdir(), `dealcard-${app}-dist-`));
  cpSync(path.join(repoRoot, app, 'dist'), dist, { recursive: true });
  const server = await startServer(app === 'pwa' ? { WEB_DIST_DIR: dist } : { KIOSK_DIST_DIR: dist });
  try {
    await use(server, dist);
  } finally {
    await server.stop();
    rmSync(dist, { recursive: true, force: true });
  }
}

test.describe('installable PWA', () => {
  test('the manifest is linked and served with its fields, and every icon is an image', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    const manifest = (await res.json()) as Manifest;
    expect(manifest.name).toContain('Deal Cards');
    expect(manifest.short_name).toBe('Deal Cards');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = (purpose: string) =>
      manifest.icons.filter((i) => (i.purpose ?? 'any').split(' ').includes(purpose)).map((i) => i.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toEqual(expect.arrayContaining(['192x192', '512x512']));

    for (const icon of manifest.icons) {
      const img = await request.get(icon.src);
      expect(img.status(), icon.src).toBe(200);
      expect(img.headers()['content-type'], icon.src).toMatch(/^image\//);
      const body = await img.body();
      // A real PNG of the size the manifest claims.
      expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  test('the service worker is served, takes control, and Chromium finds the app installable', async ({
    request,
    playwright,
    launchOptions,
    server,
  }) => {
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(await sw.text()).toContain('index.html');

    // Chromium never offers to install from an incognito window, which every test context is.
    const profile = mkdtempSync(path.join(tmpdir(), 'dealcard-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(server.baseURL);
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test("a card holder's phone caches only the public and card pages' code; the back office is cached when first used", async ({
    page,
    server,
  }) => {
    const cachedScripts = () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${new URL(request.url).pathname}`);
        }
        return urls.filter((u) => u.endsWith('.js'));
      });
    await page.goto(`/card/${seededCard(server.dataDir, 'Taylor Brooks').accessCode}`);
    await waitForServiceWorker(page);
    // The worker precached everything it will: the install is over once it controls the page.
    const holder = await cachedScripts();
    expect(holder.some((u) => /\/assets\/card-page-/.test(u))).toBe(true);
    expect(holder.some((u) => /\/assets\/campaign-landing-page-/.test(u))).toBe(true);
    expect(holder.filter((u) => /\/assets\/(admin-app|portal-app|onboarding-page|stripe-payment|outbox-pages)-/.test(u))).toEqual(
      [],
    );

    // An owner who opens the portal on this device gets its code cached then, for the next time.
    await page.goto('/login?returnTo=%2Frestaurant');
    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password').fill('demo-owner-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect
      .poll(async () => (await cachedScripts()).some((u) => /^back-office-code .*\/assets\/portal-app-/.test(u)))
      .toBe(true);
  });

  test('with the service worker in control, /kiosk and /api are not answered by the app shell', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/kiosk/');
    await expect(page.getByRole('heading', { name: 'Deal Cards Kiosk' })).toBeVisible();
    // The API is opened in a second tab of the same browser (the site's worker controls it too).
    const apiTab = await context.newPage();
    const health = await apiTab.goto('/api/health');
    expect(health?.headers()['content-type']).toMatch(/application\/json/);
  });

  test("the kiosk's own worker takes over from the site's without reloading the tablet's first visit", async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/kiosk/');
    await expect(page.getByRole('heading', { name: 'Deal Cards Kiosk' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    let reloads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads += 1;
    });
    await page.evaluate(() => ((window as unknown as { firstVisit: boolean }).firstVisit = true));
    // Until the kiosk's worker controls the page: the moment it used to reload.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/kiosk/sw.js'), undefined, {
      timeout: 20_000,
    });
    await page.waitForTimeout(1000);
    expect(reloads).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { firstVisit?: boolean }).firstVisit)).toBe(true);
  });

  test('a new kiosk version still takes over and reloads the tablet by itself', async ({ page }) => {
    await withOwnBuild('kiosk', async (own, dist) => {
      await page.goto(`${own.baseURL}/kiosk/`);
      await expect(page.getByRole('heading', { name: 'Deal Cards Kiosk' })).toBeVisible();
      await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/kiosk/sw.js'), undefined, {
        timeout: 20_000,
      });
      // Opened again under its own worker, as a tablet does every day.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Deal Cards Kiosk' })).toBeVisible();
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      appendFileSync(path.join(dist, 'sw.js'), '\n// the next version\n');
      const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/kiosk/');
        await registration?.update();
      });
      await reloaded;
      await page.waitForLoadState('domcontentloaded');
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument ?? false)).toBe(false);
      await expect(page.getByRole('heading', { name: 'Deal Cards Kiosk' })).toBeVisible();
    });
  });

  test('offline, a card never opened on this device says so instead of "Card Not Found"', async ({ page, context, server }) => {
    await page.goto('/find-my-card');
    await waitForServiceWorker(page);
    const card = seededCard(server.dataDir, 'Taylor Brooks');
    await context.setOffline(true);
    await page.goto(`/card/${card.accessCode}`);
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Card Not Found' })).toHaveCount(0);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('PROUD SUPPORTERS OF')).toBeVisible();
  });

  test('on a stalled connection the saved card shows at once while the fresh one loads', async ({ page, server }) => {
    const card = seededCard(server.dataDir, 'Taylor Brooks');
    await page.goto(`/card/${card.accessCode}`);
    await expect(page.getByText('PROUD SUPPORTERS OF')).toBeVisible();

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/cards/${card.accessCode}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Lincoln Elementary PTA' })).toBeVisible();
    await expect(page.getByTestId('saved-notice')).toContainText('Updating');
    release();
    await expect(page.getByTestId('saved-notice')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Use An Offer' })).toBeEnabled();
  });

  test('the card offers "Add to Home Screen" when the browser allows installing', async ({ page, server }) => {
    const card = seededCard(server.dataDir, 'Taylor Brooks');
    await page.goto(`/card/${card.accessCode}`);
    await expect(page.getByText('PROUD SUPPORTERS OF')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Home Screen' })).toHaveCount(0);
    // Chromium fires beforeinstallprompt on its own schedule; this stands in for it.
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      const w = window as unknown as { __prompted: boolean };
      w.__prompted = false;
      event.prompt = async () => {
        w.__prompted = true;
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
      window.dispatchEvent(event);
    });
    await page.getByRole('button', { name: 'Add to Home Screen' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __prompted: boolean }).__prompted)).toBe(true);
    await expect(page.getByRole('button', { name: 'Add to Home Screen' })).toHaveCount(0);
  });

  test('a new version waits for the holder: the banner offers Reload and the open card is not reloaded by itself', async ({
    page,
  }) => {
    await withOwnBuild('pwa', async (own, dist) => {
      const card = seededCard(own.dataDir, 'Taylor Brooks');
      await page.goto(`${own.baseURL}/card/${card.accessCode}`);
      await expect(page.getByText('PROUD SUPPORTERS OF')).toBeVisible();
      await waitForServiceWorker(page);
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

      appendFileSync(path.join(dist, 'sw.js'), '\n// the next version\n');
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      const banner = page.getByRole('status').filter({ hasText: 'A new version is available' });
      await expect(banner).toBeVisible();
      // Still the same document: nothing reloaded under the holder.
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await page.screenshot({ path: 'e2e/.artifacts/shots/update-banner.png' });

      // Reload waits for the new worker to take over, then navigates: wait for that navigation
      // rather than evaluating in a page that is being replaced.
      const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
      await banner.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await page.waitForLoadState('domcontentloaded');
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument ?? false)).toBe(false);
      await expect(page.getByText('PROUD SUPPORTERS OF')).toBeVisible();
      await expect(page.getByText('A new version is available')).toHaveCount(0);
    });
  });
});
