import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { wcagViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** No text sticks out of its button: Spanish runs about a quarter longer than English. */
async function overflowingButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('button, a[role="button"], [data-testid="campaign-card"] a'))
      .filter((el) => {
        const box = el as HTMLElement;
        return (
          box.offsetParent !== null &&
          (box.scrollWidth > box.clientWidth + 1 || box.getBoundingClientRect().right > window.innerWidth + 1)
        );
      })
      .map((el) => (el.textContent ?? '').trim()),
  );
}

test.describe('the card holder in Spanish, on a phone', () => {
  // axe is injected as a script, which the app's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });

  test('picks Español, buys a card and redeems an offer in Spanish; the choice, the e-mail and the errors follow', async ({
    page,
    server,
  }) => {
    const email = `ana.${Date.now()}@example.com`;
    const languages: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) languages.push(r.headers()['accept-language'] ?? '');
    });

    // An English browser: the list in English, then Español in the footer's picker.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Support Local Nonprofits', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { name: 'Apoya a organizaciones locales', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByLabel('Idioma')).toHaveValue('es');
    // The demo's own Lincoln campaign (by its description), not one another test made for the same PTA.
    const tile = page.getByTestId('campaign-card').filter({ hasText: 'Eat well and send Lincoln Elementary on field trips' });
    await expect(tile.getByText('Precio de la tarjeta')).toBeVisible();
    await expect(tile.getByText('12 meses')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cómo funciona' })).toBeVisible();
    expect(await overflowingButtons(page)).toEqual([]);
    expect(await wcagViolations(page), 'list').toEqual([]);
    await shot(page, 'es-01-list');

    // The landing page and checkout.
    await tile.getByRole('link', { name: 'Ver campaña' }).click();
    await expect(page.getByText('Vale por 12 meses desde la compra')).toBeVisible();
    await expect(page.getByText('4 ofertas')).toBeVisible();
    await expect(page.getByTestId('savings')).toHaveText('Ahorras $105.88 (84%)');
    expect(await overflowingButtons(page)).toEqual([]);
    expect(await wcagViolations(page), 'landing').toEqual([]);
    await shot(page, 'es-02-landing');
    await page.getByRole('link', { name: 'Comprar tarjeta por $20.00' }).click();

    await expect(page.getByRole('heading', { name: 'Completa tu compra' })).toBeVisible();
    const pay = page.getByRole('button', { name: 'Pagar $20.00' });
    await page.getByLabel('Nombre completo').fill('Ana Ruiz');
    await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await page.getByLabel('Número de teléfono').fill('(555) 123-4567');
    // An empty card number is flagged at its field, in Spanish.
    await page.getByLabel('Correo electrónico').fill(email);
    await pay.click();
    const cardNumber = page.getByLabel('Número de tarjeta');
    await expect(cardNumber).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'El número de tu tarjeta está incompleto.' }).first()).toBeVisible();
    await expect(cardNumber).toBeFocused();
    await shot(page, 'es-03-checkout-empty-card');
    await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await cardNumber.fill('4242 4242 4242 4242');
    await expect(cardNumber).toHaveAttribute('aria-invalid', 'false');
    await pay.click();
    // The shared schema's message, in Spanish.
    await expect(page.getByText('Se necesita un correo electrónico válido')).toBeVisible();
    expect(await overflowingButtons(page)).toEqual([]);
    expect(await wcagViolations(page), 'checkout').toEqual([]);
    await shot(page, 'es-03-checkout');
    await page.getByLabel('Correo electrónico').fill(email);
    await pay.click();

    await expect(page.getByRole('heading', { name: '¡Compra realizada!' })).toBeVisible();
    await expect(
      page.getByText(`Enviamos un correo de confirmación con el enlace y el código de acceso de tu tarjeta a`),
    ).toBeVisible();
    await shot(page, 'es-04-success');

    // The card, the buyer's language and the Spanish e-mail on the server.
    const db = new Database(path.join(server.dataDir, 'app.db'), { readonly: true, fileMustExist: true });
    const card = db.prepare('SELECT id, access_code AS accessCode, language FROM cards WHERE customer_email = ?').get(email) as {
      id: number;
      accessCode: string;
      language: string;
    };
    const mail = db.prepare('SELECT subject, html FROM email_outbox WHERE to_address = ?').get(email) as {
      subject: string;
      html: string;
    };
    db.close();
    expect(card.language).toBe('es');
    expect(mail.subject).toBe('Tu tarjeta de ofertas que apoya a Lincoln Elementary PTA');
    expect(mail.html).toContain('lang="es-US"');

    // Redeem an offer.
    await page.getByRole('link', { name: 'Ver tu tarjeta' }).click();
    await expect(page.getByText('CON ORGULLO APOYAMOS A')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Tus ofertas/ })).toBeVisible();
    await expect(page.getByText('NO es una tarjeta de regalo')).toBeVisible();
    // The card's date without a leading zero ("5 de diciembre", never "05 de diciembre").
    await expect(page.getByText(/^Vence: [1-9]\d? de [a-z]+ de \d{4}$/)).toBeVisible();
    await expect(page.getByText('Ya en la mesa, toca «Usar una oferta» y muéstrale el código a quien te atiende.')).toBeVisible();
    expect(await overflowingButtons(page)).toEqual([]);
    expect(await wcagViolations(page), 'card').toEqual([]);
    await shot(page, 'es-05-card');
    await page.getByRole('button', { name: 'Usar una oferta' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Elige la oferta que quieres usar ahora.')).toBeVisible();
    await dialog.getByRole('button', { name: /Free Fowl Balls/ }).click();
    await expect(dialog.getByRole('heading', { name: '¿Canjear «Free Fowl Balls»?' })).toBeVisible();
    await expect(dialog).toContainText('Esta acción no se puede deshacer. Después del canje quedarán 2 usos.');
    await dialog.getByRole('button', { name: 'Canjear', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: '¡Canje realizado!' })).toBeVisible();
    await expect(dialog.getByText('Muéstrale este código a quien te atiende')).toBeVisible();
    await expect(dialog.getByTestId('redemption-code')).toHaveText(/^[1-9]\d{5}$/);
    await shot(page, 'es-06-redeemed');
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(page.getByTestId('offer-remaining').first()).toHaveText('2/3');

    // Remembered: a reload stays in Spanish, and every call asked for Spanish once chosen.
    await page.reload();
    await expect(page.getByText('CON ORGULLO APOYAMOS A')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    const afterChoice = languages.slice(languages.findIndex((l) => l === 'es'));
    expect(afterChoice.length).toBeGreaterThan(3);
    expect(afterChoice.every((l) => l === 'es')).toBe(true);

    // The server's own error, in Spanish.
    await page.goto('/card/ABCDEFGHJKMNPQ');
    await expect(page.getByRole('heading', { name: 'No se encontró la tarjeta' })).toBeVisible();

    // English is one choice away, word for word the specification's.
    await page.goto('/');
    await page.getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Support Local Nonprofits', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('a browser that reads Spanish first opens in Spanish with no choice made', async ({ browser, server }) => {
    const context = await browser.newContext({
      locale: 'es-MX',
      viewport: { width: 390, height: 844 },
      baseURL: server.baseURL,
      bypassCSP: true,
    });
    try {
      const page = await context.newPage();
      await page.goto('/find-my-card');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
      await expect(page.getByRole('heading', { name: 'Mi tarjeta' })).toBeVisible();
      await expect(page.getByLabel('Idioma')).toHaveValue('es');
      expect(await wcagViolations(page), 'find my card').toEqual([]);
    } finally {
      await context.close();
    }
  });
});
