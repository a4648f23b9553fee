import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { formatShortDate, toDateOnly } from '@dealcard/shared';
import { DEMO_ADMIN, expect, signIn, test } from './support/fixtures.ts';

/**
 * A short campaign (its cards good for ten days after the last day of sales) with Spanish offer
 * names, on a restaurant of its own: the admin reads the Spanish names and the status as a word,
 * rejects with a reason; the owner's edit page shows that reason and warns that the cards last
 * under 30 days, in English and Spanish; once approved, its landing page says "Valid until
 * {date}" on a phone in both languages.
 */

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const REASON = 'The cards must last longer than ten days.';

async function ok(res: Promise<APIResponse>): Promise<APIResponse> {
  const r = await res;
  if (!r.ok()) throw new Error(`${r.status()}: ${await r.text()}`);
  return r;
}

const daysFromToday = (days: number) => toDateOnly(new Date(Date.now() + days * 86_400_000));

async function ownerWithShortCampaign(request: APIRequestContext, stamp: number) {
  const partnerName = `Robotics Team ${stamp}`;
  await ok(
    request.post('/api/auth/signup', {
      data: { email: `rita-${stamp}@example.com`, password: 'rita-robots-grove-2026', firstName: 'Rita' },
    }),
  );
  await ok(
    request.post('/api/restaurants/onboard', {
      data: {
        name: `Rita's Tacos ${stamp}`,
        contactName: 'Rita Ruiz',
        contactEmail: `rita-${stamp}@tacos.example`,
        contactPhone: '(555) 222-4444',
        address: '2 Taco Way',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
      },
    }),
  );
  const nonprofit = (await (
    await ok(
      request.post('/api/nonprofits', {
        data: { name: partnerName, contactName: 'Rob Otto', contactEmail: `robots-${stamp}@school.example` },
      }),
    )
  ).json()) as { nonprofit: { id: number } };
  const cardExpirationDate = daysFromToday(15);
  const created = (await (
    await ok(
      request.post('/api/campaigns', {
        data: {
          nonprofitId: nonprofit.nonprofit.id,
          productType: 'CAMPAIGN',
          description: 'Tacos for robots: half of every card sends the team to the regional contest.',
          cardPrice: 2000,
          expirationMonths: 12,
          startDate: daysFromToday(0),
          endDate: daysFromToday(5),
          cardExpirationDate,
          offers: [
            {
              name: 'Free Taco',
              description: 'Any taco on the menu',
              offerTypeEs: 'Taco gratis',
              descriptionEs: 'Cualquier taco del menú',
              quantity: 2,
              retailValue: 2500,
            },
            { name: 'Free Churros', description: 'A plate of churros', quantity: 2, retailValue: 1500 },
            { name: 'BOGO Burrito', description: 'Buy one burrito, get one free', quantity: 2, retailValue: 2000 },
          ],
        },
      }),
    )
  ).json()) as { campaign: { id: number; slug: string } };
  return { partnerName, cardExpirationDate, campaign: created.campaign };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a short campaign: the admin reads its Spanish offers and word statuses; the owner’s edit page gives the reason and warns; its landing says “Valid until”', async ({
  page,
  browser,
  server,
}) => {
  test.slow();
  await page.setViewportSize(LAPTOP);
  const stamp = Date.now();
  const { partnerName, cardExpirationDate, campaign } = await ownerWithShortCampaign(page.request, stamp);

  // The admin: the status is a word, the Spanish offer names are shown beside the English.
  const adminContext = await browser.newContext({ baseURL: server.baseURL, viewport: LAPTOP });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO_ADMIN, '/admin/campaigns');
  const pending = admin.getByRole('region', { name: partnerName, exact: true });
  await expect(pending.getByText('Pending', { exact: true })).toBeVisible();
  await expect(pending.getByText('pending', { exact: true })).toHaveCount(0);
  await pending.getByRole('button', { name: 'View Details' }).click();
  const details = admin.getByRole('dialog', { name: partnerName });
  const taco = details.getByRole('table', { name: 'Offers on the card' }).getByRole('row', { name: /Free Taco/ });
  await expect(taco.getByTestId('offer-spanish')).toHaveText('In Spanish: Taco gratis · Cualquier taco del menú');
  await expect(details.getByRole('row', { name: /Free Churros/ }).getByTestId('offer-spanish')).toHaveCount(0);
  await expect(details.getByText('Pending', { exact: true })).toBeVisible();
  await shot(admin, 'admin-details-spanish-offers-en');
  await details.getByRole('button', { name: 'Close', exact: true }).last().click();
  await admin.getByRole('complementary', { name: 'Admin Portal navigation' }).getByLabel('Language').selectOption('es');
  await expect(pending.getByText('Pendiente', { exact: true })).toBeVisible();
  await pending.getByRole('button', { name: 'Ver detalles' }).click();
  await expect(details.getByRole('row', { name: /Free Taco/ }).getByTestId('offer-spanish')).toHaveText(
    'En español: Taco gratis · Cualquier taco del menú',
  );
  await expect(details.getByText('Pendiente', { exact: true })).toBeVisible();
  await shot(admin, 'admin-details-spanish-offers-es');
  await details.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
  await admin
    .getByRole('complementary', { name: 'Navegación de Portal de administración' })
    .getByLabel('Idioma')
    .selectOption('en');
  await pending.getByRole('button', { name: 'Reject' }).click();
  const reject = admin.getByRole('dialog', { name: 'Reject Campaign' });
  await reject.getByLabel('Reason for the owner').fill(REASON);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByText('The campaign has been rejected.')).toBeVisible();
  // Its history reads in words too: "Pending → Rejected".
  await admin.getByRole('tab', { name: /^Rejected/ }).click();
  await admin.getByRole('region', { name: partnerName, exact: true }).getByRole('button', { name: 'View Details' }).click();
  await expect(admin.getByRole('list', { name: 'Audit log' })).toContainText('Pending → Rejected');
  await admin.keyboard.press('Escape');

  // The owner's edit page: the reviewer's reason above the form, and the short cards' warning.
  await page.goto('/restaurant/campaigns');
  const rejected = page.getByRole('region', { name: 'Not live' }).getByRole('region', { name: partnerName, exact: true });
  await rejected.getByRole('link', { name: 'Edit and send again' }).click();
  await expect(page.getByRole('heading', { name: 'Edit campaign' })).toBeVisible();
  await expect(page.getByRole('note', { name: "Reviewer's reason" })).toContainText(REASON);
  const warning = page.getByTestId('short-life-warning');
  await expect(warning).toContainText(`is good for only 10 days, until ${formatShortDate(cardExpirationDate, 'en')}`);
  await shot(page, 'owner-edit-short-en');
  await page.getByRole('complementary', { name: 'Restaurant Portal navigation' }).getByLabel('Language').selectOption('es');
  await expect(page.getByRole('note', { name: 'Motivo de quien la revisó' })).toContainText(REASON);
  await expect(warning).toContainText(`vale solo 10 días, hasta el ${formatShortDate(cardExpirationDate, 'es')}`);
  await shot(page, 'owner-edit-short-es');
  // A card expiration date 40 days after the end of sales: no warning.
  const form = page.getByRole('form', { name: 'Editar campaña' });
  await form.getByLabel('Vencimiento de las tarjetas').fill(daysFromToday(45));
  await expect(warning).toHaveCount(0);
  await form.getByLabel('Vencimiento de las tarjetas').fill(cardExpirationDate);
  await expect(warning).toBeVisible();
  await form.getByRole('button', { name: 'Enviar para aprobación' }).click();
  await page.waitForURL((url) => url.pathname === '/restaurant/campaigns');

  await ok(adminContext.request.post(`/api/admin/campaigns/${campaign.id}/approve`));
  await adminContext.close();

  // The landing page on a phone: a card bought today lasts until the card expiration date.
  const phone = await browser.newContext({ baseURL: server.baseURL, viewport: PHONE });
  const buyer = await phone.newPage();
  await buyer.goto(`/campaign/${campaign.slug}`);
  await expect(buyer.getByTestId('card-validity')).toHaveText(`Valid until ${formatShortDate(cardExpirationDate, 'en')}`);
  await shot(buyer, 'landing-valid-until-en');
  await buyer.goto('/');
  await buyer.getByLabel('Language').selectOption('es');
  await expect(buyer.locator('html')).toHaveAttribute('lang', 'es-US');
  await buyer.goto(`/campaign/${campaign.slug}`);
  await expect(buyer.getByTestId('card-validity')).toHaveText(`Vale hasta el ${formatShortDate(cardExpirationDate, 'es')}`);
  await shot(buyer, 'landing-valid-until-es');
  await phone.close();
});
