import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as apiRequest, type Browser, type Locator, type Page } from '@playwright/test';
import { manifestMismatches, openPkpass, signatureVerifies } from '../api/src/test/pkpass-reader.ts';
import { makeServiceAccountKey } from '../api/src/test/google-wallet-stand-in.ts';
import { makeWalletTestCa, type WalletTestCa } from '../api/src/test/wallet-test-ca.ts';
import { startServer, type RunningServer } from '../scripts/test-server.ts';
import { buyCard } from './support/buy-card.ts';
import { DEMO_OWNER, expect, test } from './support/fixtures.ts';

/**
 * The wallet badges on a holder's phone: "Add to Apple Wallet" on an iPhone when the Apple
 * settings are there (the pass downloads, signed by the test authority), "Save to Google Wallet" on
 * Android when Google's are, and nothing at all (not even the badges' chunk) when neither is.
 */

const PHONE = { width: 390, height: 844 };
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
/** Screenshots only when asked for (E2E_SCREENSHOTS=dir), as the other specs take them. */
const SHOTS = process.env.E2E_SCREENSHOTS;

let ca: WalletTestCa;
let googleDir: string;
let apple: RunningServer;
let google: RunningServer;

test.beforeAll(async () => {
  ca = makeWalletTestCa();
  googleDir = mkdtempSync(path.join(tmpdir(), 'google-wallet-'));
  // A real service account key (Google's calls themselves are not this test's: only the badge is).
  const { file: keyFile } = makeServiceAccountKey(googleDir);
  [apple, google] = await Promise.all([
    startServer(ca.env()),
    startServer({ GOOGLE_WALLET_ISSUER_ID: '3388000000000000000', GOOGLE_WALLET_KEY_FILE: keyFile }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([apple?.stop(), google?.stop()]);
  rmSync(ca.dir, { recursive: true, force: true });
  rmSync(googleDir, { recursive: true, force: true });
});

/** A card bought on that server through the public calls. */
async function cardOn(baseURL: string): Promise<string> {
  const owner = await apiRequest.newContext({ baseURL });
  expect((await owner.post('/api/auth/login', { data: DEMO_OWNER })).status()).toBe(200);
  const guest = await apiRequest.newContext({ baseURL });
  const card = await buyCard(owner, guest, `Wren${String(Date.now()).slice(-5)} Wallet`);
  await Promise.all([owner.dispose(), guest.dispose()]);
  return card.accessCode;
}

async function phone(browser: Browser, baseURL: string, userAgent: string, locale: 'en-US' | 'es-US') {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    deviceScaleFactor: 3,
    hasTouch: true,
    isMobile: true,
    userAgent,
    locale,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  /** The badges' pictures the phone fetched (/wallet/apple-en.svg and the like). */
  const badgePictures: string[] = [];
  page.on('request', (r) => {
    if (/\/wallet\/(apple|google)-/.test(r.url())) badgePictures.push(r.url());
  });
  return { context, page, badgePictures };
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, name), fullPage: false });
}

/** The badge's picture arrived and was drawn (a broken image has no natural width). */
async function expectBadgeDrawn(badge: Locator) {
  await expect
    .poll(() => badge.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

for (const [locale, name] of [
  ['en-US', 'Add to Apple Wallet'],
  ['es-US', 'Añadir a Apple Wallet'],
] as const) {
  test(`an iPhone shows "${name}" when Apple Wallet is on, and its link downloads the signed pass (${locale})`, async ({
    browser,
  }) => {
    const code = await cardOn(apple.baseURL);
    const { context, page } = await phone(browser, apple.baseURL, IPHONE_UA, locale);
    await page.goto(`/card/${code}`);
    const badge = page.getByRole('link', { name });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('href', `/api/cards/${code}/wallet/apple`);
    await badge.scrollIntoViewIfNeeded();
    await shot(page, `card-apple-badge-${locale.slice(0, 2)}.png`);
    await expectBadgeDrawn(badge);
    if (SHOTS) await badge.screenshot({ path: path.join(SHOTS, `apple-badge-${locale.slice(0, 2)}.png`) });

    const [download] = await Promise.all([page.waitForEvent('download'), badge.click()]);
    expect(download.suggestedFilename()).toBe('deal-card.pkpass');
    const pass = openPkpass(readFileSync((await download.path())!));
    expect(manifestMismatches(pass)).toEqual([]);
    expect(signatureVerifies(pass.files.signature!, pass.files['manifest.json']!, ca.chainPath)).toBe(true);
    expect(pass.passJson).toMatchObject({
      passTypeIdentifier: ca.passTypeId,
      webServiceURL: `${apple.baseURL}/api/wallet/apple`,
    });
    await context.close();
  });
}

test('Android shows no badge when only Apple Wallet is on', async ({ browser }) => {
  const code = await cardOn(apple.baseURL);
  const { context, page, badgePictures } = await phone(browser, apple.baseURL, ANDROID_UA, 'en-US');
  const config = page.waitForResponse((r) => r.url().endsWith('/api/config'));
  await page.goto(`/card/${code}`);
  expect(((await (await config).json()) as { wallets: unknown }).wallets).toEqual({ apple: true, google: false });
  await expect(page.getByRole('button', { name: 'Use An Offer' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Apple is on, but an Android phone cannot open a .pkpass: no badge, no picture fetched.
  await expect(page.getByTestId('wallet-badges')).toHaveCount(0);
  expect(badgePictures).toEqual([]);
  await context.close();
});

for (const [locale, name] of [
  ['en-US', 'Save to Google Wallet'],
  ['es-US', 'Guardar en Google Wallet'],
] as const) {
  test(`an Android phone shows "${name}" when Google Wallet is on; an iPhone does not (${locale})`, async ({ browser }) => {
    const code = await cardOn(google.baseURL);
    const android = await phone(browser, google.baseURL, ANDROID_UA, locale);
    await android.page.goto(`/card/${code}`);
    const badge = android.page.getByRole('link', { name });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('href', `/api/cards/${code}/wallet/google`);
    await badge.scrollIntoViewIfNeeded();
    await shot(android.page, `card-google-badge-${locale.slice(0, 2)}.png`);
    await expectBadgeDrawn(badge);
    if (SHOTS) await badge.screenshot({ path: path.join(SHOTS, `google-badge-${locale.slice(0, 2)}.png`) });
    await android.context.close();

    const iphone = await phone(browser, google.baseURL, IPHONE_UA, locale);
    await iphone.page.goto(`/card/${code}`);
    await expect(
      iphone.page.getByRole('button', { name: locale === 'en-US' ? 'Use An Offer' : /Usar una oferta/i }),
    ).toBeVisible();
    await expect(iphone.page.getByTestId('wallet-badges')).toHaveCount(0);
    await iphone.context.close();
  });
}

test('with no wallet configured the card shows no badge and fetches no badge picture, on an iPhone or Android', async ({
  browser,
  baseURL,
}) => {
  const code = await cardOn(baseURL);
  for (const ua of [IPHONE_UA, ANDROID_UA]) {
    const { context, page, badgePictures } = await phone(browser, baseURL, ua, 'en-US');
    const config = page.waitForResponse((r) => r.url().endsWith('/api/config'));
    await page.goto(`/card/${code}`);
    expect(((await (await config).json()) as { wallets: unknown }).wallets).toEqual({ apple: false, google: false });
    await expect(page.getByRole('button', { name: 'Use An Offer' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('wallet-badges')).toHaveCount(0);
    expect(badgePictures).toEqual([]);
    await context.close();
  }
});

for (const [locale, words] of [
  [
    'en-US',
    {
      edit: 'Edit Riverside',
      latitude: 'Latitude',
      longitude: 'Longitude',
      save: 'Save Changes',
      both: 'Give both latitude and longitude, or neither',
      saved: 'Location updated successfully',
    },
  ],
  [
    'es-US',
    {
      edit: 'Editar Riverside',
      latitude: 'Latitud',
      longitude: 'Longitud',
      save: 'Guardar cambios',
      both: 'Indique la latitud y la longitud, o ninguna de las dos',
      saved: 'Sucursal actualizada correctamente',
    },
  ],
] as const) {
  test(`the owner gives a location its coordinates in the portal, and the pass carries them (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: apple.baseURL, viewport: { width: 1280, height: 800 }, locale });
    expect((await context.request.post('/api/auth/login', { data: DEMO_OWNER })).status()).toBe(200);
    const page = await context.newPage();
    await page.goto('/restaurant/locations');
    await page.getByRole('button', { name: words.edit }).click();
    const dialog = page.getByRole('dialog');
    const latitude = locale === 'en-US' ? 30.2672 : 30.2711;
    await dialog.getByLabel(words.latitude).fill(String(latitude));
    await dialog.getByLabel(words.longitude).fill('');
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(dialog.getByText(words.both)).toBeVisible();
    await shot(page, `portal-location-coordinates-error-${locale.slice(0, 2)}.png`);
    await dialog.getByLabel(words.longitude).fill('-97.7431');
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(page.getByText(words.saved)).toBeVisible();

    const code = await cardOn(apple.baseURL);
    const res = await context.request.get(`/api/cards/${code}/wallet/apple`);
    expect(res.status()).toBe(200);
    const { locations } = openPkpass(await res.body()).passJson as { locations: Array<{ latitude: number; longitude: number }> };
    expect(locations).toContainEqual(expect.objectContaining({ latitude, longitude: -97.7431 }));
    await context.close();
  });
}
