import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { audit } from './support/axe.ts';
import { cardWithOfferLeft } from './support/card-db.ts';
import { DEMO_OWNER, expect, test } from './support/fixtures.ts';

const LANDSCAPE = { width: 1024, height: 768 };
const PORTRAIT = { width: 768, height: 1024 };

/**
 * A pairing code for Riverside, asked for by the demo owner through the portal's own calls
 * (kiosk.spec.ts expects Downtown to start without tablets, and may run after this on the same server).
 */
async function pairingCode(request: APIRequestContext): Promise<string> {
  expect((await request.post('/api/auth/login', { data: DEMO_OWNER })).status()).toBe(200);
  const { locations } = (await (await request.get('/api/locations')).json()) as { locations: { id: number; name: string }[] };
  const riverside = locations.find((l) => l.name === 'Riverside')!;
  const res = await request.post('/api/kiosk/pairing-codes', { data: { locationId: riverside.id } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { pairingCode: string }).pairingCode;
}

/** A six-digit code from a card holder's phone: an offer of the demo restaurant redeemed by its API. */
async function redeemedCode(browser: Browser, baseURL: string, dataDir: string) {
  const card = cardWithOfferLeft(dataDir);
  const holder = await browser.newContext({ baseURL });
  const res = await holder.request.post(`/api/cards/${card.accessCode}/redeem`, { data: { offerId: card.offerId } });
  expect(res.status()).toBe(201);
  const { code } = (await res.json()) as { code: string };
  await holder.close();
  return { ...card, code };
}

/** A new tablet (its browser says en-US unless told otherwise) opening the kiosk. */
async function newTablet(browser: Browser, baseURL: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL, viewport: LANDSCAPE, hasTouch: true, locale: 'en-US', ...options });
  const tablet = await context.newPage();
  await tablet.goto('/kiosk/');
  return { context, tablet };
}

/** Buttons whose text does not fit them (Spanish runs longer): their names, none expected. */
function overflowingButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('button'))
      .filter((b) => b.offsetParent !== null && (b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1))
      .map((b) => b.textContent ?? ''),
  );
}

test.describe('kiosk in Spanish (tablet)', () => {
  test('staff pick Español on the pairing screen; the kiosk pairs, checks a code and answers in Spanish, and stays Spanish after a reload', async ({
    browser,
    baseURL,
    server,
    request,
  }, testInfo) => {
    const shot = (p: Page, name: string) => p.screenshot({ path: testInfo.outputPath(`${name}.png`) });
    const code = await pairingCode(request);
    const { context, tablet } = await newTablet(browser, baseURL);
    await expect(tablet.getByRole('heading', { name: 'Deal Cards Kiosk' })).toBeVisible();
    await expect(tablet.locator('html')).toHaveAttribute('lang', 'en-US');
    const apiLanguages: string[] = [];
    tablet.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) apiLanguages.push(r.headers()['accept-language'] ?? '');
    });

    // The picker switches the screen at once, without a reload.
    await tablet.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    await expect(tablet.getByRole('heading', { name: 'Tableta de Deal Cards' })).toBeVisible();
    await expect(tablet.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(tablet).toHaveTitle('Tableta de Deal Cards');
    await expect(tablet.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'Español' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await shot(tablet, 'kiosk-es-pairing');

    await tablet.getByLabel('Código de vinculación').fill(code);
    await tablet.getByRole('button', { name: 'Vincular tableta' }).click();
    await expect(tablet.getByRole('heading', { name: 'Fowl Play Wings & Pizza' })).toBeVisible();
    await expect(tablet.getByRole('heading', { name: 'Escriba el código de canje de seis dígitos del cliente' })).toBeVisible();
    await expect(tablet.getByRole('button', { name: 'Escanear QR' })).toBeVisible();
    await expect(tablet.getByRole('heading', { name: /^Canjes recientes/ })).toBeVisible();

    // A guest redeems an offer; the server types the six-digit code: Válido, in Spanish.
    const card = await redeemedCode(browser, baseURL, server.dataDir);
    const newest = tablet.getByRole('list', { name: 'Canjes recientes' }).getByRole('listitem').first();
    await expect(newest).toContainText(card.offerType);
    await expect(newest).toContainText('Sin verificar');
    await shot(tablet, 'kiosk-es-counter');
    for (const digit of card.code) await tablet.getByRole('button', { name: digit, exact: true }).click();
    await tablet.getByRole('button', { name: 'Verificar' }).click();
    const valid = tablet.getByRole('status').filter({ has: tablet.getByRole('heading', { name: 'Válido' }) });
    await expect(valid).toBeVisible();
    await expect(valid).toContainText(card.offerType);
    await expect(valid).toContainText(`Titular: ${card.firstName}`);
    await expect(valid).toContainText('Toque en cualquier parte para continuar');
    await shot(tablet, 'kiosk-es-valid');
    await valid.click();

    // The same code again: Ya usado, with when and where in Spanish.
    await tablet.keyboard.type(card.code);
    await tablet.keyboard.press('Enter');
    const used = tablet.getByRole('status').filter({ has: tablet.getByRole('heading', { name: 'Ya usado' }) });
    await expect(used).toBeVisible();
    await expect(used).toContainText(/El código \d{3} \d{3} se verificó hoy a las? \d{1,2}:\d\d\s[ap]\.m\. en Riverside\./);
    await shot(tablet, 'kiosk-es-already-used');
    await tablet.keyboard.press('Escape');
    await expect(newest).toContainText('Verificado');

    // A code that does not exist: No encontrado.
    await tablet.keyboard.type(card.code === '100000' ? '100001' : '100000');
    await tablet.keyboard.press('Enter');
    await expect(tablet.getByRole('heading', { name: 'No encontrado' })).toBeVisible();
    await shot(tablet, 'kiosk-es-not-found');
    await tablet.keyboard.press('Escape');

    // The undo dialog, and Spanish labels that fit their buttons in both orientations.
    await newest.getByRole('button', { name: 'Deshacer' }).click();
    const undo = tablet.getByRole('dialog', { name: '¿Deshacer este canje?' });
    await expect(undo.getByRole('button', { name: 'Deshacer canje' })).toBeVisible();
    await shot(tablet, 'kiosk-es-undo');
    expect(await overflowingButtons(tablet)).toEqual([]);
    await undo.getByRole('button', { name: 'Conservar canje' }).click();
    expect(await overflowingButtons(tablet)).toEqual([]);
    await tablet.setViewportSize(PORTRAIT);
    await expect(tablet.getByRole('button', { name: 'Verificar' })).toBeVisible();
    await shot(tablet, 'kiosk-es-counter-portrait');
    expect(await overflowingButtons(tablet)).toEqual([]);
    await tablet.setViewportSize(LANDSCAPE);

    // Every API call asked for Spanish once it was chosen (the first ones went out before: none did).
    expect(apiLanguages.length).toBeGreaterThan(3);
    expect(apiLanguages.every((l) => l === 'es')).toBe(true);

    // A reload (the tablet's browser still says en-US) opens the kiosk in Spanish again.
    await tablet.reload();
    await expect(tablet.getByRole('heading', { name: /^Canjes recientes/ })).toBeVisible();
    await expect(tablet.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(tablet.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');

    // And back to English from the counter screen's header.
    await tablet.getByRole('button', { name: 'English' }).click();
    await expect(tablet.getByRole('heading', { name: /^Recent redemptions/ })).toBeVisible();
    await expect(tablet.locator('html')).toHaveAttribute('lang', 'en-US');
    await context.close();
  });

  test('axe finds nothing serious on the Spanish kiosk: pairing, counter, result and undo', async ({
    browser,
    baseURL,
    server,
    request,
  }) => {
    const code = await pairingCode(request);
    // The product's CSP (script-src 'self') rightly refuses the injected axe script; only the audit bypasses it.
    const { context, tablet } = await newTablet(browser, baseURL, { bypassCSP: true, locale: 'es-MX' });
    // No choice made yet: the browser's Spanish is enough.
    await expect(tablet.getByRole('heading', { name: 'Tableta de Deal Cards' })).toBeVisible();
    await audit(tablet, 'kiosk pairing (es)');

    await tablet.getByLabel('Código de vinculación').fill(code);
    await tablet.keyboard.press('Enter');
    await expect(tablet.getByRole('heading', { name: /^Canjes recientes/ })).toBeVisible();
    const card = await redeemedCode(browser, baseURL, server.dataDir);
    const newest = tablet.getByRole('list', { name: 'Canjes recientes' }).getByRole('listitem').first();
    await expect(newest).toContainText(card.offerType);
    await audit(tablet, 'kiosk counter (es)');

    await tablet.keyboard.type(card.code);
    await tablet.keyboard.press('Enter');
    await expect(tablet.getByRole('heading', { name: 'Válido' })).toBeVisible();
    await audit(tablet, 'kiosk valid result (es)');
    await tablet.keyboard.press('Escape');

    await tablet.keyboard.type(card.code);
    await tablet.keyboard.press('Enter');
    await expect(tablet.getByRole('heading', { name: 'Ya usado' })).toBeVisible();
    await audit(tablet, 'kiosk already used result (es)');
    await tablet.keyboard.press('Escape');

    await newest.getByRole('button', { name: 'Deshacer' }).click();
    await expect(tablet.getByRole('dialog', { name: '¿Deshacer este canje?' })).toBeVisible();
    await audit(tablet, 'kiosk undo dialog (es)');
    await context.close();
  });
});
