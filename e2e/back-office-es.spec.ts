import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from '@playwright/test';
import { cardWithOfferLeft } from './support/card-db.ts';
import { DEMO_ADMIN, DEMO_OWNER, expect, signIn, test } from './support/fixtures.ts';

/**
 * The back office in Spanish (issue 22): the picker in the shell's sidebar, the portal's and the
 * admin's screens in Spanish (usted), remembered across a reload, with nothing new for axe.
 */

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A long phone page in screen-high pieces, each readable at its own size. */
async function phoneShots(page: Page, name: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 1; y < height; y += PHONE.height, i++) {
    const clip = { x: 0, y, width: PHONE.width, height: Math.min(PHONE.height, height - y) };
    await page.screenshot({ path: test.info().outputPath(`${name}-${i}.png`), fullPage: true, clip });
  }
}

/** The same screen at a phone's width (the sidebar, still open from the laptop, closed with Ctrl+B: on a phone its drawer covers the toggle), then back at the laptop's. */
async function shotBoth(page: Page, name: string) {
  await shot(page, `${name}-laptop`);
  await page.setViewportSize(PHONE);
  const toggle = page.getByRole('button', { name: 'Mostrar u ocultar el menú lateral' });
  const open = (await toggle.getAttribute('aria-expanded')) === 'true';
  if (open) await page.keyboard.press('Control+b');
  await phoneShots(page, `${name}-phone`);
  if (open) await page.keyboard.press('Control+b');
  await page.setViewportSize(LAPTOP);
}

/** Picks Español in the back-office sidebar and waits for the page to read Spanish. */
async function chooseSpanish(page: Page, sidebarName: string) {
  const sidebar = page.getByRole('complementary', { name: sidebarName });
  await sidebar.getByLabel('Language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
}

/** Nothing serious or critical for axe-core, as in audit.spec.ts. */
async function expectNoSeriousViolations(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${name} in Spanish`).toEqual([]);
}

test.describe('the back office in Spanish', () => {
  test.use({ viewport: LAPTOP });

  test("an owner picks Español in the portal's sidebar: dashboard, reports and locations read Spanish, and the choice survives a reload", async ({
    page,
  }) => {
    await signIn(page, DEMO_OWNER, '/restaurant');
    await page.waitForURL('**/restaurant');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    await chooseSpanish(page, 'Restaurant Portal navigation');
    const sidebar = page.getByRole('complementary', { name: 'Navegación de Portal del restaurante' });
    await expect(sidebar.getByLabel('Idioma')).toHaveValue('es');
    await expect(page.getByRole('heading', { name: 'Panel', level: 1 })).toBeVisible();
    await expect(
      page.getByText('Le damos la bienvenida de nuevo a Fowl Play Wings & Pizza. Así va su recaudación.'),
    ).toBeVisible();
    await expect(page.getByLabel('Total de campañas')).toBeVisible();
    // The demo restaurant has done the three first steps: the list has gone; the figures say how it goes.
    await expect(page.getByRole('heading', { name: 'Primeros pasos' })).toHaveCount(0);
    await expect(page.getByLabel('Dinero recaudado').locator('.value')).toHaveText(/^\$\d/);
    await expect(page.getByLabel('Canjes de esta semana')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/api/logout');
    await shotBoth(page, 'portal-dashboard');

    await sidebar.getByRole('link', { name: 'Informes', exact: true }).click();
    await page.waitForURL('**/restaurant/reports');
    await expect(page.getByRole('heading', { name: 'Informes', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Total de tarjetas vendidas')).toBeVisible();
    const recent = page.getByRole('region', { name: 'Canjes recientes' });
    await expect(recent.getByRole('columnheader', { name: 'Titular' })).toBeVisible();
    await expect(recent.getByRole('button', { name: /^Deshacer / }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Canjes por sucursal' })).toBeVisible();
    await shotBoth(page, 'portal-reports');

    await sidebar.getByRole('link', { name: 'Sucursales', exact: true }).click();
    await page.waitForURL('**/restaurant/locations');
    await expect(page.getByRole('heading', { name: 'Sucursales', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '+ Agregar sucursal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vincular una tableta con Downtown' })).toBeVisible();

    // Remembered on this device: a reload opens the portal in Spanish again.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sucursales', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(sidebar.getByLabel('Idioma')).toHaveValue('es');

    // The new campaign form, and the picker in the phone's drawer.
    await page.goto('/restaurant/campaigns/new');
    await expect(page.getByRole('heading', { name: 'Nueva campaña', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar para aprobación' })).toBeVisible();
    await shotBoth(page, 'portal-campaign-form');
    await page.setViewportSize(PHONE);
    // A phone without a remembered sidebar opens with the drawer closed.
    await page.context().clearCookies({ name: 'sidebar_state' });
    await page.goto('/restaurant');
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Mostrar u ocultar el menú lateral' }).click();
    // On a phone the open sidebar is a modal drawer, with its own close button.
    const drawer = page.getByRole('dialog', { name: 'Navegación de Portal del restaurante' });
    await expect(drawer.getByLabel('Idioma')).toBeInViewport();
    await expect(drawer.getByRole('button', { name: 'Cerrar el menú' })).toBeVisible();
    await shot(page, 'portal-drawer-phone');

    // And back: English again, word for word.
    await drawer.getByLabel('Idioma').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test("the admin's campaigns, campaign form and payouts in Spanish", async ({ page }) => {
    await signIn(page, DEMO_ADMIN, '/admin/campaigns');
    await page.waitForURL('**/admin/campaigns');
    await chooseSpanish(page, 'Admin Portal navigation');

    await expect(page.getByRole('heading', { name: 'Administración de campañas', level: 1 })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Estado de las campañas' });
    await expect(tabs.getByRole('tab', { name: /^Pendientes \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: /^Aprobadas \(\d+\)$/ }).click();
    const approved = page.getByRole('tabpanel');
    await expect(approved.getByText('Aprobada', { exact: true }).first()).toBeVisible();
    await expect(approved.getByRole('button', { name: 'Pausar' }).first()).toBeVisible();
    await expect(approved.getByText('Vigencia').first()).toBeVisible();
    await shotBoth(page, 'admin-campaigns');

    // The details dialog: the status and the history in Spanish.
    await approved.getByRole('button', { name: 'Ver detalles' }).first().click();
    const details = page.getByRole('dialog');
    await expect(details.getByText('Detalles de la campaña')).toBeVisible();
    await expect(details.getByRole('heading', { name: 'Historial' })).toBeVisible();
    await details.getByRole('button', { name: 'Cerrar' }).last().click();

    await page.getByRole('link', { name: '+ Crear campaña' }).click();
    await page.waitForURL('**/admin/campaigns/create');
    await expect(page.getByRole('heading', { name: 'Crear una campaña nueva', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Tipo de producto')).toBeVisible();
    await expect(page.getByTestId('offers-total')).toBeVisible();
    await shotBoth(page, 'admin-campaign-form');

    await page
      .getByRole('complementary', { name: 'Navegación de Portal de administración' })
      .getByRole('link', { name: 'Pagos' })
      .click();
    await page.waitForURL('**/admin/payouts');
    await expect(page.getByRole('heading', { name: 'Pagos', level: 1 })).toBeVisible();
    const balances = page.getByRole('table', { name: 'Saldos por organización' });
    await expect(balances).toBeVisible();
    await expect(balances.getByRole('columnheader', { name: 'Por pagar' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Saldos por restaurante' })).toBeVisible();
    await shotBoth(page, 'admin-payouts');
  });

  test("a redemption undone at a tablet reads whole in one language, and switches with the picker (no 'Por Kiosk tablet at')", async ({
    page,
    playwright,
    baseURL,
    server,
  }) => {
    await signIn(page, DEMO_OWNER, '/restaurant/reports');
    await page.waitForURL('**/restaurant/reports');
    const guest = await playwright.request.newContext({ baseURL });
    const tablet = await playwright.request.newContext({ baseURL });
    try {
      // A holder redeems an offer; the Riverside tablet undoes it.
      const card = cardWithOfferLeft(server.dataDir);
      const redeemed = await guest.post(`/api/cards/${card.accessCode}/redeem`, { data: { offerId: card.offerId } });
      expect(redeemed.status()).toBe(201);
      const { redemptionId } = (await redeemed.json()) as { redemptionId: number };
      const { locations } = (await (await page.request.get('/api/locations')).json()) as {
        locations: Array<{ id: number; name: string }>;
      };
      const riverside = locations.find((l) => l.name === 'Riverside')!;
      const code = await page.request.post('/api/kiosk/pairing-codes', { data: { locationId: riverside.id } });
      const { pairingCode } = (await code.json()) as { pairingCode: string };
      expect((await tablet.post('/api/kiosk/pair', { data: { pairingCode } })).status()).toBe(201);
      const undo = await tablet.post(`/api/kiosk/redemptions/${redemptionId}/undo`, { data: { reason: 'Se tocó dos veces' } });
      expect(undo.status()).toBe(200);

      await page.reload();
      const recent = page.getByRole('region', { name: 'Recent redemptions' });
      const row = recent.locator('tr[data-undone="true"]').filter({ hasText: 'Se tocó dos veces' });
      await expect(row).toContainText('By the kiosk tablet at Riverside');
      // The picker asks the list again in Spanish: the server's words follow, without a reload.
      await chooseSpanish(page, 'Restaurant Portal navigation');
      const spanishRow = page
        .getByRole('region', { name: 'Canjes recientes' })
        .locator('tr[data-undone="true"]')
        .filter({ hasText: 'Se tocó dos veces' });
      await expect(spanishRow).toContainText('Por la tableta del kiosco en Riverside');
      await expect(spanishRow).not.toContainText('Kiosk tablet');
    } finally {
      await guest.dispose();
      await tablet.dispose();
    }
  });

  test.describe('axe-core on Spanish pages', () => {
    test.use({ bypassCSP: true });

    test("the owner's report in Spanish", async ({ page }) => {
      await signIn(page, DEMO_OWNER, '/restaurant/reports');
      await page.waitForURL('**/restaurant/reports');
      await chooseSpanish(page, 'Restaurant Portal navigation');
      await expect(page.getByRole('table', { name: 'Canjes recientes' })).toBeVisible();
      await page.getByRole('region', { name: 'Canjes por oferta' }).getByRole('button', { name: 'Mostrar tabla' }).click();
      await expectNoSeriousViolations(page, 'restaurant report');
    });

    test("the admin's payouts in Spanish", async ({ page }) => {
      await signIn(page, DEMO_ADMIN, '/admin/payouts');
      await page.waitForURL('**/admin/payouts');
      await chooseSpanish(page, 'Admin Portal navigation');
      await expect(page.getByRole('table', { name: 'Saldos por organización' })).toBeVisible();
      await expectNoSeriousViolations(page, 'admin payouts');
    });
  });
});
