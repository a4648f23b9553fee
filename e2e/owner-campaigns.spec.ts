import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { defaultCampaignDates } from '@dealcard/shared';
import { DEMO_ADMIN, expect, signIn, test } from './support/fixtures.ts';

/**
 * The owner's campaigns that are not live (issue 29), on the laptop: the admin reads what is on
 * the card before deciding and rejects with a reason; the owner sees the campaign below the live
 * list with that reason, edits it and sends it again, then withdraws it to a draft; in English
 * and Spanish. A restaurant of its own, so the demo restaurant's lists stay as other specs expect.
 */

const LAPTOP = { width: 1280, height: 800 };

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function ok(res: Promise<APIResponse>): Promise<APIResponse> {
  const r = await res;
  if (!r.ok()) throw new Error(`${r.status()}: ${await r.text()}`);
  return r;
}

/** A new owner with a restaurant, a partner and one campaign sent for approval, through the API. */
async function ownerWithPendingCampaign(request: APIRequestContext, stamp: number) {
  const partnerName = `Chess Club ${stamp}`;
  await ok(
    request.post('/api/auth/signup', {
      data: { email: `olive-${stamp}@example.com`, password: 'olive-grove-chess-2026', firstName: 'Olive' },
    }),
  );
  await ok(
    request.post('/api/restaurants/onboard', {
      data: {
        name: `Olive Grove ${stamp}`,
        contactName: 'Olive Oyl',
        contactEmail: `olive-${stamp}@grove.example`,
        contactPhone: '(555) 222-3333',
        address: '1 Olive Way',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
      },
    }),
  );
  const nonprofit = (await (
    await ok(
      request.post('/api/nonprofits', {
        data: { name: partnerName, contactName: 'Cass Check', contactEmail: `chess-${stamp}@school.example` },
      }),
    )
  ).json()) as { nonprofit: { id: number } };
  await ok(
    request.post('/api/campaigns', {
      data: {
        nonprofitId: nonprofit.nonprofit.id,
        productType: 'CAMPAIGN',
        description: 'Olives for chess: half of every card sends the club to the state finals.',
        cardPrice: 2000,
        expirationMonths: 12,
        ...defaultCampaignDates(),
        offers: [
          { name: 'Free Tapas', description: 'Any tapas plate', quantity: 2, retailValue: 2500 },
          { name: 'Free Dessert', description: 'Any dessert from the menu', quantity: 2, retailValue: 1500 },
          { name: 'BOGO Pasta', description: 'Buy one pasta, get one free', quantity: 2, retailValue: 2000 },
        ],
      },
    }),
  );
  return { partnerName };
}

test.describe("the owner's campaigns that are not live", () => {
  test.use({ viewport: LAPTOP });

  test('the admin reviews the offers and rejects with a reason; the owner reads it, edits, sends again and withdraws; in both languages', async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const { partnerName } = await ownerWithPendingCampaign(page.request, stamp);

    // The admin opens View Details: what is on the card, before deciding.
    const adminContext = await browser.newContext({ baseURL: server.baseURL, viewport: LAPTOP });
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN, '/admin/campaigns');
    const pending = admin.getByRole('region', { name: partnerName, exact: true });
    await pending.getByRole('button', { name: 'View Details' }).click();
    const details = admin.getByRole('dialog', { name: partnerName });
    const offers = details.getByRole('table', { name: 'Offers on the card' });
    await expect(offers.getByRole('row', { name: /Free Tapas/ })).toContainText('$25.00');
    await expect(offers.getByRole('row', { name: /Free Dessert/ })).toContainText('2');
    await expect(offers).toContainText('$120.00');
    await expect(details).toContainText('No goal set');
    await shot(admin, 'admin-details-offers-en');
    await details.getByRole('button', { name: 'Close', exact: true }).last().click();

    // Reject asks for the reason the owner will read.
    await pending.getByRole('button', { name: 'Reject' }).click();
    const reject = admin.getByRole('dialog', { name: 'Reject Campaign' });
    await reject.getByLabel('Reason for the owner').fill('The free dessert needs a value limit.');
    await expect(reject).toContainText('37 of 500 characters');
    await shot(admin, 'admin-reject-reason-en');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(admin.getByText('The campaign has been rejected.')).toBeVisible();
    await admin.getByRole('tab', { name: /^Rejected/ }).click();
    await admin.getByRole('region', { name: partnerName, exact: true }).getByRole('button', { name: 'View Details' }).click();
    await expect(admin.getByRole('dialog', { name: partnerName })).toContainText('The free dessert needs a value limit.');
    await adminContext.close();

    // The owner sees it below the (empty) live list, with the reason.
    await page.goto('/restaurant/campaigns');
    await expect(page.getByRole('heading', { name: 'No Active Campaigns' })).toBeVisible();
    const notLive = page.getByRole('region', { name: 'Not live' });
    const rejected = notLive.getByRole('region', { name: partnerName, exact: true });
    await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(rejected.getByRole('note', { name: "Reviewer's reason" })).toContainText(
      'The free dessert needs a value limit.',
    );
    await expect(rejected).toContainText('2 × Free Tapas ($25.00)');
    await shot(page, 'owner-rejected-en');

    // Edit and send again: the form holds the campaign's own values.
    await rejected.getByRole('link', { name: 'Edit and send again' }).click();
    await expect(page.getByRole('heading', { name: 'Edit campaign' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Edit campaign' });
    await expect(form.getByLabel('Campaign Description')).toHaveValue(/Olives for chess/);
    const dessert = form.getByRole('region', { name: 'Offer 2' });
    await expect(dessert.getByLabel('Offer Name')).toHaveValue('Free Dessert');
    await dessert.getByLabel('Offer Description').fill('Any dessert up to $9');
    await shot(page, 'owner-edit-en');
    await form.getByRole('button', { name: 'Submit for Approval' }).click();
    await page.waitForURL((url) => url.pathname === '/restaurant/campaigns');
    const resent = page.getByRole('region', { name: 'Not live' }).getByRole('region', { name: partnerName, exact: true });
    await expect(resent.getByText('Waiting for approval')).toBeVisible();
    await expect(resent.getByRole('note')).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Pending Approval' })).toContainText('It is listed below until it goes live.');

    // Withdraw: a draft, to be sent again later.
    await resent.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByText('Campaign withdrawn')).toBeVisible();
    await expect(resent.getByText('Draft', { exact: true })).toBeVisible();
    await expect(resent.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
    await expect(resent.getByRole('link', { name: 'Edit and send again' })).toBeVisible();
    await shot(page, 'owner-draft-en');

    // The same in Spanish.
    await page.getByRole('complementary', { name: 'Restaurant Portal navigation' }).getByLabel('Language').selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    const noPublicadas = page.getByRole('region', { name: 'No publicadas' });
    const borrador = noPublicadas.getByRole('region', { name: partnerName, exact: true });
    await expect(borrador.getByText('Borrador', { exact: true })).toBeVisible();
    await expect(borrador.getByRole('link', { name: 'Editar y enviar de nuevo' })).toBeVisible();
    await shot(page, 'owner-draft-es');
  });
});
