import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, expect, signIn, test } from './support/fixtures.ts';

/**
 * The admin refunds a gift: the buyer (who paid, in Spanish) is told the money is coming back and
 * that the recipient was told; the recipient is told the gift was cancelled; the card page, on the
 * recipient's phone, says it was refunded.
 */

const PHONE = { width: 390, height: 844 };

function appDb(dataDir: string) {
  return new Database(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('an admin refunds a gift; the buyer reads it in Spanish on a phone, the recipient is told it was cancelled', async ({
  page,
  browser,
  playwright,
  server,
}) => {
  const stamp = Date.now();
  const buyerEmail = `rosa-${stamp}@example.com`;
  const recipientEmail = `lucas-${stamp}@example.com`;
  const db = appDb(server.dataDir);
  const { slug } = db
    .prepare(
      "SELECT slug FROM campaigns WHERE description LIKE 'Eat well and send Lincoln%' AND is_active = 1 ORDER BY id LIMIT 1",
    )
    .get() as { slug: string };
  db.close();

  // A Spanish-speaking buyer's gift, delivered today, bought through the checkout's calls.
  const guest = await playwright.request.newContext({ baseURL: server.baseURL, extraHTTPHeaders: { 'Accept-Language': 'es' } });
  const intent = await guest.post(`/api/campaigns/${slug}/create-payment-intent`, {
    data: {
      customerName: 'Rosa Abuela',
      customerEmail: buyerEmail,
      customerPhone: '(555) 010-2030',
      gift: { recipientName: 'Lucas Nieto', recipientEmail, deliverOn: new Date().toLocaleDateString('en-CA') },
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
  expect(
    (await guest.post(`/api/demo-payments/${paymentIntentId}/confirm`, { data: { cardNumber: '4242424242424242' } })).status(),
  ).toBe(200);
  await guest.dispose();
  const check = appDb(server.dataDir);
  const { accessCode } = check
    .prepare('SELECT access_code AS accessCode FROM cards WHERE stripe_payment_intent_id = ?')
    .get(paymentIntentId) as {
    accessCode: string;
  };
  check.close();

  // The recipient's card e-mail goes out (the outbox's worker runs every couple of seconds).
  const phone = await browser.newContext({ viewport: PHONE, baseURL: server.baseURL, locale: 'es-US' });
  const reader = await phone.newPage();
  await reader.goto('/dev/outbox');
  await expect(reader.getByTestId('outbox-email').filter({ hasText: recipientEmail })).toHaveCount(1);

  // The admin finds the gift by its buyer's address and refunds it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO_ADMIN, '/admin/cards');
  await page.getByLabel('Access code, e-mail or payment reference').fill(buyerEmail);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: accessCode });
  await row.getByRole('button', { name: `Refund card ${accessCode}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('The buyer asked: the gift was sent to the wrong person');
  await dialog.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Refunded');

  // The buyer's e-mail, in Spanish: the refund, and that the recipient was told.
  await reader.reload();
  const buyerMail = reader.getByTestId('outbox-email').filter({ hasText: buyerEmail }).filter({ hasText: 'reembolsó' });
  await expect(buyerMail).toHaveCount(1);
  await buyerMail.click();
  const body = reader.frameLocator('iframe').first();
  await expect(body.getByText('Era tu regalo para Lucas: le avisamos que se canceló.', { exact: false })).toBeVisible();
  await shot(reader, 'gift-refund-buyer-es');
  // The recipient's: the gift was cancelled.
  await reader.goto('/dev/outbox');
  const recipientMail = reader.getByTestId('outbox-email').filter({ hasText: recipientEmail }).filter({ hasText: 'Se canceló' });
  await expect(recipientMail).toHaveCount(1);
  await expect(recipientMail).toContainText('Se canceló la tarjeta de ofertas que te regaló Rosa');

  // The recipient's card page says it was refunded.
  await reader.goto(`/card/${accessCode}`);
  await expect(reader.getByTestId('card-status-notice')).toBeVisible();
  await shot(reader, 'gift-refund-card-es');
  await phone.close();
});
