import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, expect, test } from './support/fixtures.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;

/**
 * A nonprofit and a live campaign of its own, so the money this test moves never shows on the
 * demo PTA's pages that other specs on the same server read.
 */
async function ownNonprofit(request: APIRequestContext) {
  expect((await request.post('/api/auth/login', { data: DEMO_ADMIN })).status()).toBe(200);
  const { nonprofits } = (await (await request.get('/api/admin/nonprofits')).json()) as {
    nonprofits: Array<{ restaurantId: number; name: string }>;
  };
  const restaurantId = nonprofits.find((n) => n.name === 'Lincoln Elementary PTA')!.restaurantId;
  const name = `Oak Street Scouts ${Date.now()}`;
  const made = await request.post('/api/nonprofits', {
    data: { name, contactName: 'Rosa Díaz', contactEmail: `scouts-${Date.now()}@example.com`, restaurantId },
  });
  expect(made.status()).toBe(201);
  const nonprofitId = ((await made.json()) as { nonprofit: { id: number } }).nonprofit.id;
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const campaign = await request.post('/api/admin/campaigns', {
    data: {
      restaurantId,
      nonprofitId,
      productType: 'CAMPAIGN',
      description: 'Camping trip fundraiser for the troop.',
      cardPrice: 2500,
      expirationMonths: 12,
      startDate: day(-1),
      endDate: day(60),
      cardExpirationDate: day(400),
      offers: [
        { name: 'Free Fowl Balls', description: 'One basket of fowl balls', quantity: 3, retailValue: 899 },
        { name: 'Free Appetizer', description: 'Any appetizer up to $9.99', quantity: 3, retailValue: 999 },
        { name: 'BOGO Pizza', description: 'Buy one pizza, get one free', quantity: 3, retailValue: 1599 },
      ],
    },
  });
  expect(campaign.status()).toBe(201);
  const campaignId = ((await campaign.json()) as { campaign: { id: number } }).campaign.id;
  return { nonprofitId, campaignId, name };
}

test.describe('the coordinator on a phone in Spanish', () => {
  test('Record a Sale says what to collect, wants a check number, speaks Spanish under the fields; the money tells the steps', async ({
    page,
    server,
  }) => {
    // The admin (who can do all a coordinator can) signs in through the page's own cookies.
    const { nonprofitId, campaignId, name } = await ownNonprofit(page.request);
    await page.context().addCookies([{ name: 'lang', value: 'es', url: server.baseURL }]);
    const scope = `nonprofit=${nonprofitId}&campaign=${campaignId}`;

    await page.goto(`/nonprofit/sales?${scope}`);
    await expect(page.getByRole('heading', { name: 'Registrar una venta' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Registrar una venta' });
    await expect(form.getByTestId('collect')).toContainText('Cobre $25.00 en efectivo');

    // Nothing typed: each field says what is wrong in Spanish, under itself, with no field key.
    await form.getByText('Cheque', { exact: true }).click();
    await expect(form.getByTestId('collect')).toContainText('Cobre un cheque por $25.00');
    await form.getByRole('button', { name: 'Registrar venta' }).click();
    await expect(form.getByText('Escriba el número del cheque')).toBeVisible();
    await expect(form.getByLabel('Número de cheque')).toHaveAttribute('aria-invalid', 'true');
    await expect(form).not.toContainText('reference');
    await expect(form).not.toContainText('buyerName');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sale-errors-phone-es.png`, fullPage: true });

    await form.getByLabel('Nombre del comprador').fill('Ana Torres');
    await form.getByLabel('Correo del comprador').fill('ana@example.com');
    await form.getByLabel('Número de cheque').fill('2044');
    await form.getByRole('button', { name: 'Registrar venta' }).click();
    await expect(page.getByRole('list').getByText('Ana Torres')).toBeVisible();

    // A second sale, in cash, then voided in the app's own dialog with its reason.
    await form.getByText('Efectivo', { exact: true }).click();
    await form.getByLabel('Nombre del comprador').fill('Luis Gómez');
    await form.getByLabel('Correo del comprador').fill('luis@example.com');
    await form.getByRole('button', { name: 'Registrar venta' }).click();
    await expect(page.getByRole('list').getByText('Luis Gómez')).toBeVisible();
    await page.getByRole('button', { name: 'Anular la venta a Luis Gómez' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Anular esta venta?' });
    await dialog.getByRole('button', { name: 'Anular la venta' }).click();
    await expect(dialog.getByText('Diga por qué se anula la venta')).toBeVisible();
    await dialog.getByLabel('Motivo').fill('Pagó dos veces');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/void-dialog-phone-es.png` });
    await dialog.getByRole('button', { name: 'Anular la venta' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Anulada: Pagó dos veces')).toBeVisible();

    // The money: one $25.00 check held, half of it the troop's, half owed to the platform.
    await page.goto(`/nonprofit/money?${scope}`);
    await expect(page.getByRole('heading', { name: 'Dinero', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Efectivo y cheques cobrados')).toContainText('$25.00');
    await expect(page.getByLabel('Su mitad: quédese con ella')).toContainText('$12.50');
    await expect(page.getByLabel('La mitad del restaurante: se debe a la plataforma')).toContainText('$12.50');
    await expect(page.getByLabel('Ventas en línea: se le deben a usted')).toContainText('$0.00');
    await expect(page.getByTestId('money-net')).toContainText('Usted envía $12.50 a la plataforma');
    await expect(page.getByTestId('money-net')).toContainText('Remesas enviadas');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/money-phone-es.png`, fullPage: true });
    expect(name).toContain('Oak Street Scouts');
  });
});
