import type { APIResponse } from '@playwright/test';
import { DEMO_ADMIN, expect, signIn, test } from './support/fixtures.ts';

/**
 * Offers in Spanish (issue 29): the admin writes an offer's Spanish name and description in the
 * campaign form; a Spanish reader sees them on the landing page and the card, an English reader
 * the English, and an offer without Spanish reads English for both. A restaurant of its own.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

async function ok(res: Promise<APIResponse>): Promise<APIResponse> {
  const r = await res;
  if (!r.ok()) throw new Error(`${r.status()}: ${await r.text()}`);
  return r;
}

test('an offer written in Spanish in the form reads Spanish on the landing page and the card for a Spanish reader', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  await page.setViewportSize(LAPTOP);
  await signIn(page, DEMO_ADMIN, '/admin');
  const restaurant = (await (
    await ok(
      page.request.post('/api/admin/restaurants', {
        data: { name: `Casa Tacos ${stamp}`, contactName: 'Tere Taco', contactEmail: `tere-${stamp}@tacos.example` },
      }),
    )
  ).json()) as { restaurant: { id: number } };
  const partner = `Coro Escolar ${stamp}`;
  await ok(
    page.request.post('/api/nonprofits', {
      data: {
        restaurantId: restaurant.restaurant.id,
        name: partner,
        contactName: 'Cora Coro',
        contactEmail: `coro-${stamp}@school.example`,
      },
    }),
  );

  // The admin's campaign form: the first offer gets its Spanish name and description.
  await page.goto('/admin/campaigns/create');
  await page.getByLabel('Restaurant', { exact: true }).selectOption({ label: `Casa Tacos ${stamp}` });
  await page.getByLabel('Nonprofit Partner').selectOption({ label: partner });
  await page.getByLabel('Campaign Description').fill('Tacos for the choir: half of every card pays for the spring concert.');
  const offers = [
    ['Free Tacos', 'Three street tacos', 'Tacos gratis', 'Tres tacos al pastor'],
    ['Free Horchata', 'A large horchata', '', ''],
    ['BOGO Burrito', 'Buy one burrito, get one free', '', ''],
    ['Free Churros', 'A plate of churros', '', ''],
  ];
  for (const [i, [name, description, nameEs, descriptionEs]] of offers.entries()) {
    const offer = page.getByRole('region', { name: `Offer ${i + 1}` });
    await offer.getByLabel('Offer Name', { exact: true }).fill(name!);
    await offer.getByLabel('Offer Description', { exact: true }).fill(description!);
    if (nameEs) await offer.getByLabel('Offer Name in Spanish (optional)').fill(nameEs);
    if (descriptionEs) await offer.getByLabel('Offer Description in Spanish (optional)').fill(descriptionEs);
    await offer.getByLabel('Retail Value ($)').fill('30');
  }
  await page.screenshot({ path: test.info().outputPath('offer-spanish-form-en.png'), fullPage: true });
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page.getByText('Campaign created and auto-approved').first()).toBeVisible();
  const { campaigns } = (await (await page.request.get('/api/admin/campaigns')).json()) as {
    campaigns: Array<{ id: number; slug: string; nonprofitName: string }>;
  };
  const campaign = campaigns.find((c) => c.nonprofitName === partner)!;
  expect(campaign).toBeDefined();

  // A buyer pays through the public calls; the card is theirs.
  const guest = await browser.newContext({ baseURL: server.baseURL });
  const intent = await ok(guest.request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`));
  const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
  await ok(guest.request.post(`/api/demo-payments/${paymentIntentId}/confirm`, { data: { cardNumber: '4242424242424242' } }));
  const bought = await ok(
    guest.request.post('/api/purchase-card', {
      data: {
        campaignId: campaign.id,
        customerName: 'Lupe Lopez',
        customerEmail: 'lupe@example.com',
        stripePaymentIntentId: paymentIntentId,
      },
    }),
  );
  const { accessCode } = ((await bought.json()) as { card: { accessCode: string } }).card;
  await guest.close();

  for (const [locale, tacos, horchata] of [
    ['es-US', 'Tacos gratis', 'Free Horchata'],
    ['en-US', 'Free Tacos', 'Free Horchata'],
  ] as const) {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: PHONE, locale });
    const phone = await context.newPage();
    await phone.goto(`/campaign/${campaign.slug}`);
    const onLanding = phone.getByTestId('campaign-offer');
    await expect(onLanding.first()).toContainText(tacos);
    await expect(onLanding.nth(1)).toContainText(horchata);
    if (locale === 'es-US') await expect(onLanding.first()).toContainText('Tres tacos al pastor');
    await phone.screenshot({ path: test.info().outputPath(`offer-spanish-landing-${locale}.png`), fullPage: true });
    await phone.goto(`/card/${accessCode}`);
    await expect(phone.getByText(tacos, { exact: true }).first()).toBeVisible();
    await expect(phone.getByText(horchata, { exact: true }).first()).toBeVisible();
    await phone.screenshot({ path: test.info().outputPath(`offer-spanish-card-${locale}.png`), fullPage: true });
    await context.close();
  }
});
