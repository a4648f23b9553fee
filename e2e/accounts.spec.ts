import type { APIRequestContext, Page } from '@playwright/test';
import { openAppDb } from './support/card-db.ts';
import { DEMO_ADMIN, expect, signIn, test } from './support/fixtures.ts';

/**
 * Accounts and the superadmin's view of a card (issue 28): the sign-up states the real password
 * rule and says why a password is refused as it is typed; a card's whole history opens from the
 * admin's Cards page, on a laptop and on a phone, in English and in Spanish.
 */

const SHOTS = process.env.E2E_SCREENSHOTS;
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A card bought with the demo provider through the checkout's own calls, one offer redeemed. */
async function buyAndRedeem(request: APIRequestContext, dataDir: string, email: string) {
  const db = openAppDb(dataDir);
  const campaign = db
    .prepare("SELECT slug FROM campaigns WHERE status = 'approved' AND is_active = 1 ORDER BY id LIMIT 1")
    .get() as { slug: string };
  db.close();
  const intent = await (await request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`, { data: {} })).json();
  await request.post(`/api/payments/${intent.paymentIntentId}/buyer`, {
    data: { customerName: 'Hana History', customerEmail: email, clientSecret: intent.clientSecret },
  });
  const confirm = await request.post(`/api/demo-payments/${intent.paymentIntentId}/confirm`, {
    data: { cardNumber: '4242 4242 4242 4242' },
  });
  expect(confirm.status()).toBe(200);
  const check = openAppDb(dataDir);
  const card = check
    .prepare('SELECT access_code AS accessCode FROM cards WHERE stripe_payment_intent_id = ?')
    .get(intent.paymentIntentId) as { accessCode: string };
  check.close();
  const read = await (await request.get(`/api/cards/${card.accessCode}`)).json();
  const redeemed = await request.post(`/api/cards/${card.accessCode}/redeem`, { data: { offerId: read.offers[0].id } });
  expect(redeemed.status()).toBe(201);
  return { ...card, offer: read.offers[0].offerType as string };
}

test.describe('sign-up', () => {
  test.use({ viewport: PHONE });

  test('states the 10-character rule and says why a password is refused as it is typed', async ({ page }) => {
    await page.goto('/signup');
    const field = page.getByLabel('Password');
    await expect(page.getByText('At least 10 characters, and hard to guess', { exact: false })).toBeVisible();
    await field.fill('aaaaaaaaaa');
    await expect(page.getByText('This password is too easy to guess.', { exact: false })).toBeVisible();
    await field.fill('password12345');
    await expect(page.getByText('This password is one of the most common ones.', { exact: false })).toBeVisible();
    await shot(page, 'signup-weak-password-phone');
    await field.fill('short');
    await expect(page.getByText('Password must be at least 10 characters')).toBeVisible();
    await field.fill('noodles-and-rain-2026');
    await expect(page.getByText('Strong enough.')).toBeVisible();
    // A weak one sent anyway is refused by the server with the same reason under the field.
    await page.getByLabel('Email').fill(`weak-${Date.now()}@example.com`);
    await field.fill('0123456789');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This password is too easy to guess.' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/signup/);
  });

  test.describe('in Spanish', () => {
    test.use({ locale: 'es-US' });
    test('the rule and the reason are in Spanish', async ({ page }) => {
      await page.goto('/signup');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
      await expect(page.getByText('Al menos 10 caracteres, y difícil de adivinar', { exact: false })).toBeVisible();
      await page.getByLabel('Contraseña').fill('1111111111');
      await expect(page.getByText('Esta contraseña es demasiado fácil de adivinar.', { exact: false })).toBeVisible();
      await shot(page, 'signup-weak-password-phone-es');
    });
  });
});

test.describe("a card's history", () => {
  test('the superadmin opens a card from the Cards page and reads what happened to it, on a laptop and a phone', async ({
    page,
    request,
    server,
  }) => {
    const email = `history-${Date.now()}@example.com`;
    const card = await buyAndRedeem(request, server.dataDir, email);
    await page.setViewportSize(LAPTOP);
    await signIn(page, DEMO_ADMIN, `/admin/cards?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('row').filter({ hasText: card.accessCode });
    await row.getByRole('button', { name: `Refund card ${card.accessCode}` }).click();
    const refund = page.getByRole('dialog');
    await refund.getByLabel('Reason').fill('Bought two by mistake');
    await refund.getByRole('button', { name: /^Refund \$/ }).click();
    await expect(refund).toBeHidden();

    await row.getByRole('button', { name: `History of card ${card.accessCode}` }).click();
    await expect(page).toHaveURL(/[?&]card=\d+/);
    const history = page.getByRole('dialog', { name: 'Card history' });
    const entries = history.getByRole('list', { name: 'What happened to the card' }).getByRole('listitem');
    await expect(entries.filter({ hasText: 'Bought with the demo payment' })).toContainText(`Buyer: Hana History <${email}>`);
    await expect(entries.filter({ hasText: `Redeemed: ${card.offer}` })).toBeVisible();
    const refunded = entries.filter({ hasText: /^.*Refunded/ }).filter({ hasText: 'Reason: Bought two by mistake' });
    await expect(refunded).toContainText(`By ${DEMO_ADMIN.email}`);
    await expect(entries.filter({ hasText: 'E-mail: the card' })).toContainText(email);
    await expect(entries.filter({ hasText: 'E-mail: the refund notice' })).toBeVisible();
    await shot(page, 'admin-card-history-laptop');

    // A reload keeps it open (it is in the URL); on a phone it fits the screen.
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(history.getByText('Reason: Bought two by mistake')).toBeVisible();
    const box = await history.boundingBox();
    expect(box && box.width).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'admin-card-history-phone');
    await history.getByRole('button', { name: 'Close' }).click();
    await expect(page).not.toHaveURL(/[?&]card=/);
  });

  test.describe('in Spanish', () => {
    test.use({ locale: 'es-US' });
    test('the history reads in Spanish', async ({ page, request, server }) => {
      const email = `historia-${Date.now()}@example.com`;
      const card = await buyAndRedeem(request, server.dataDir, email);
      await page.setViewportSize(LAPTOP);
      // The sign-in page reads Spanish too: the session comes from the API, in the page's own cookie jar.
      expect((await page.request.post('/api/auth/login', { data: DEMO_ADMIN })).status()).toBe(200);
      await page.goto(`/admin/cards?q=${encodeURIComponent(email)}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
      // Both actions of an active card fit the laptop's table (they stack when the column is narrow).
      const row = page.getByRole('row').filter({ hasText: card.accessCode });
      // The table's card scrolls sideways when the table is wider than it: the buttons must not need that.
      const table = await page.getByRole('table').locator('..').boundingBox();
      for (const name of [`Historial de la tarjeta ${card.accessCode}`, `Reembolsar la tarjeta ${card.accessCode}`]) {
        const button = await row.getByRole('button', { name }).boundingBox();
        expect(button && table && button.x + button.width <= table.x + table.width, name).toBe(true);
      }
      await shot(page, 'admin-cards-active-laptop-es');
      await page.getByRole('button', { name: `Historial de la tarjeta ${card.accessCode}` }).click();
      const history = page.getByRole('dialog', { name: 'Historial de la tarjeta' });
      await expect(history.getByText('Comprada con el pago de demostración')).toBeVisible();
      await expect(history.getByText(`Canjeada: ${card.offer}`)).toBeVisible();
      await shot(page, 'admin-card-history-laptop-es');
      await page.setViewportSize(PHONE);
      await shot(page, 'admin-card-history-phone-es');
    });
  });
});
