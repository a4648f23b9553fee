import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/** Screenshots worth showing go to SHOTS_DIR when it is set, else beside the test's results. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: dir ? path.join(dir, `${name}.png`) : test.info().outputPath(`${name}.png`), fullPage: true });
}

function lincolnSlug(dataDir: string): string {
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        "SELECT slug FROM campaigns WHERE description LIKE 'Eat well and send Lincoln%' AND is_active = 1 ORDER BY id LIMIT 1",
      )
      .get() as { slug: string };
    return row.slug;
  } finally {
    db.close();
  }
}

test.describe('a gift on a phone', () => {
  test('a grandmother buys a card as a gift delivered today; the recipient opens it from their e-mail', async ({
    page,
    server,
  }) => {
    const stamp = Date.now();
    const buyerEmail = `rosa.${stamp}@example.com`;
    const recipientEmail = `lucas.${stamp}@example.com`;
    const message = '¡Feliz cumpleaños, Lucas! Invita a tus amigos a pizza.';

    await page.goto(`/checkout/${lincolnSlug(server.dataDir)}`);
    await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible();
    await page.getByLabel('Full Name').fill('Rosa Abuela');
    await page.getByLabel('Email').fill(buyerEmail);
    await page.getByLabel('Phone Number').fill('(555) 123-4567');

    // The gift's fields appear once the box is ticked; the message is counted as it is typed.
    await expect(page.getByLabel("Recipient's name")).toHaveCount(0);
    await page.getByLabel('This card is a gift').check();
    await expect(page.getByText('Your receipt is sent here.')).toBeVisible();
    await page.getByLabel("Recipient's name").fill('Lucas Nieto');
    await page.getByLabel("Recipient's email").fill(recipientEmail);
    await page.getByLabel('Message (optional)').fill(message);
    await expect(page.getByText(`${message.length} of 300 characters`)).toBeVisible();
    // The delivery date picker: today first, written out, and 90 more days.
    const delivery = page.getByLabel('Delivery date');
    await expect(delivery.locator('option')).toHaveCount(91);
    await expect(delivery.locator('option').first()).toHaveText(/^Today \(\w+day, \w+ \d{1,2}\)$/);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await shot(page, 'gift-01-checkout');
    await page.getByRole('button', { name: 'Pay $20.00' }).click();

    // The buyer's receipt page: when it arrives, the message, never the access code.
    await expect(page.getByRole('heading', { name: 'Your gift is on its way!' })).toBeVisible();
    await expect(page.getByTestId('gift-arrives')).toHaveText(`Lucas Nieto gets the card by e-mail at ${recipientEmail} today.`);
    await expect(page.getByLabel('Your message')).toHaveText(message);
    await expect(page.getByTestId('access-code')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View Your Card' })).toHaveCount(0);
    await shot(page, 'gift-02-success');

    // The recipient's card e-mail, from the development outbox.
    await page.getByRole('link', { name: 'open the outbox' }).click();
    await expect(page).toHaveURL(/\/dev\/outbox$/);
    await expect(page.getByTestId('outbox-email').filter({ hasText: buyerEmail })).toHaveCount(1);
    const cardMail = page.getByTestId('outbox-email').filter({ hasText: recipientEmail });
    await expect(cardMail).toHaveCount(1);
    await expect(cardMail).toContainText('Rosa sent you a deal card');
    await cardMail.click();
    await expect(page.frameLocator('iframe').first().getByText('A gift from Rosa')).toBeVisible();
    await shot(page, 'gift-03-recipient-email');
    await page.getByTestId('outbox-link').filter({ hasText: '/card/' }).first().click();

    // The card is Lucas's, and says who gave it.
    await expect(page).toHaveURL(/\/card\/[A-Z0-9]+$/);
    await expect(page.getByTestId('card-gift')).toContainText('A gift from Rosa');
    await expect(page.getByTestId('card-gift')).toContainText(message);
    await expect(page.getByText('Lucas', { exact: true })).toBeVisible();
    await shot(page, 'gift-04-card');
  });

  test('in Spanish, the gift form and its date picker read in Spanish', async ({ page, server }) => {
    await page.goto('/');
    await page.getByLabel('Language').selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await page.goto(`/checkout/${lincolnSlug(server.dataDir)}`);
    await page.getByLabel('Esta tarjeta es un regalo').check();
    const delivery = page.getByLabel('Fecha de entrega');
    await expect(delivery.locator('option').first()).toHaveText(/^Hoy \(\p{L}+, \d{1,2} de \p{L}+\)$/u);
    await page.getByLabel('Mensaje (opcional)').fill('x'.repeat(301));
    await expect(page.getByText('301 de 300 caracteres')).toBeVisible();
    await expect(page.getByText('El mensaje puede tener hasta 300 caracteres')).toBeVisible();
    await shot(page, 'gift-05-checkout-es');
  });
});

test.describe('unsubscribing from reminders on a phone', () => {
  test('the e-mail’s link opens a page that changes nothing until its one button is pressed', async ({ page, server }) => {
    const token = `e2e-${Date.now()}`;
    const email = `${token}@example.com`;
    const db = new Database(path.join(server.dataDir, 'app.db'));
    try {
      db.prepare('INSERT INTO email_preferences (email, unsubscribe_token) VALUES (?, ?)').run(email, token);
    } finally {
      db.close();
    }
    const unsubscribedAt = () => {
      const read = new Database(path.join(server.dataDir, 'app.db'), { readonly: true });
      try {
        return (
          read.prepare('SELECT unsubscribed_at AS at FROM email_preferences WHERE email = ?').get(email) as { at: string | null }
        ).at;
      } finally {
        read.close();
      }
    };
    // The List-Unsubscribe link, opened as a page (an older mail program, a link scanner): the page only.
    await page.goto(`/api/unsubscribe/${token}`);
    await expect(page).toHaveURL(new RegExp(`/unsubscribe/${token}$`));
    await expect(page.getByRole('heading', { name: 'Stop reminders and announcements' })).toBeVisible();
    expect(unsubscribedAt()).toBeNull();
    await shot(page, 'unsubscribe-01-page');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
    await expect(page.getByTestId('unsubscribed')).toContainText('e***@example.com will get no more reminders or announcements.');
    expect(unsubscribedAt()).not.toBeNull();
    await shot(page, 'unsubscribe-02-done');
    // Reloaded, the page still says so (no button to press again), and it leads home.
    await page.reload();
    await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
    await expect(page.getByTestId('unsubscribed')).toContainText('e***@example.com will get no more reminders or announcements.');
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('after a mail program’s one-click POST, the link’s page says the address is unsubscribed, in Spanish too', async ({
    browser,
    baseURL,
    server,
    request,
  }) => {
    const token = `e2e-oneclick-${Date.now()}`;
    const db = new Database(path.join(server.dataDir, 'app.db'));
    try {
      db.prepare('INSERT INTO email_preferences (email, unsubscribe_token) VALUES (?, ?)').run(`${token}@example.com`, token);
    } finally {
      db.close();
    }
    const oneClick = await request.post(`/api/unsubscribe/${token}`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status()).toBe(200);
    const context = await browser.newContext({ baseURL, locale: 'es-US', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`/unsubscribe/${token}`);
    await expect(page.getByRole('heading', { name: 'Te diste de baja' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Darme de baja' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ir a la página de inicio' })).toBeVisible();
    await context.close();
  });
});
