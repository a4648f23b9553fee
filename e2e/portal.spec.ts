import type { Page } from '@playwright/test';
import { buyCard, type BoughtCard } from './support/buy-card.ts';
import { DEMO_ADMIN, DEMO_OWNER, expect, signIn, test } from './support/fixtures.ts';

const LAPTOP = { width: 1280, height: 800 };
/** A 1x1 PNG: the smallest real image the upload accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test.describe('restaurant portal', () => {
  test.use({ viewport: LAPTOP, permissions: ['clipboard-read', 'clipboard-write'] });

  test('a new user signs up, onboards, adds a partner and a location, submits a campaign; once approved it is live and its sale shows in the report', async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const restaurantName = `Noodle Barn ${stamp}`;
    const partnerName = `Robotics Club ${stamp}`;

    // Sign up: a new account is a customer and is sent on to onboarding.
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Email').fill(`nora-${stamp}@example.com`);
    await page.getByLabel('Password').fill('noodles-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/onboard');

    // Onboarding: the Welcome form checks the shared rules before anything is sent.
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await page.getByRole('button', { name: 'Register Restaurant' }).click();
    await expect(page.getByText('Restaurant name is required')).toBeVisible();
    await expect(page.getByText('ZIP code is required')).toBeVisible();
    await page.getByLabel('Restaurant Name').fill(restaurantName);
    await page.getByLabel('Contact Name').fill('Nora Noodle');
    await page.getByLabel('Contact Email').fill(`hello-${stamp}@noodlebarn.example`);
    await page.getByLabel('Contact Phone').fill('(555) 777-1212');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('9 Ramen Row');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('State').fill('ILX');
    await expect(page.getByLabel('State')).toHaveValue('IL');
    await page.getByLabel('ZIP Code').fill('62701');
    await page.getByRole('button', { name: 'Register Restaurant' }).click();
    await expect(page.getByText('Success!')).toBeVisible();
    await expect(page.getByText('Your restaurant has been registered. Redirecting to your dashboard...')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/restaurant');

    // Dashboard: the shell names the restaurant; nothing has been submitted yet.
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('portal-restaurant-name')).toHaveText(restaurantName);
    // On a phone the top bar shows the whole name (wrapped if it must), not "Noodle Barn 17…".
    await expect(page.getByTestId('portal-restaurant-name')).toHaveAttribute('title', restaurantName);
    expect(
      await page
        .getByTestId('portal-restaurant-name')
        .evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1),
    ).toBe(true);
    await expect(page.getByLabel('Total Campaigns').locator('.value')).toHaveText('0');
    await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
    // A new owner is welcomed, not welcomed back; the figures start at nothing.
    await expect(page.getByText(`Welcome to ${restaurantName}'s portal.`, { exact: false })).toBeVisible();
    await expect(page.getByText('Welcome back', { exact: false })).toHaveCount(0);
    await expect(page.getByLabel('Money Raised').locator('.value')).toHaveText('$0.00');
    const sidebar = page.getByRole('complementary', { name: 'Restaurant Portal navigation' });
    for (const section of ['Dashboard', 'Nonprofits', 'Campaigns', 'Locations', 'Reports', 'Settings']) {
      await expect(sidebar.getByRole('link', { name: section })).toBeVisible();
    }
    await expect(sidebar.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
    await shot(page, 'portal-dashboard');

    // Nonprofits: empty state, validation, then a partner with a logo.
    await sidebar.getByRole('link', { name: 'Nonprofits' }).click();
    await expect(page.getByRole('heading', { name: 'No Nonprofit Partners Yet' })).toBeVisible();
    await shot(page, 'portal-nonprofits-empty');
    await page.getByRole('button', { name: 'Add Your First Nonprofit' }).click();
    const nonprofitDialog = page.getByRole('dialog', { name: 'Add Nonprofit Partner' });
    await nonprofitDialog.getByLabel('Contact Email').fill('not-an-email');
    await nonprofitDialog.getByLabel('Website').fill('nope');
    await nonprofitDialog.getByRole('button', { name: 'Add Nonprofit' }).click();
    await expect(nonprofitDialog.getByText('Nonprofit name is required')).toBeVisible();
    await expect(nonprofitDialog.getByText('Contact name is required')).toBeVisible();
    await expect(nonprofitDialog.getByText('Valid email is required')).toBeVisible();
    await expect(nonprofitDialog.getByText('Valid website URL is required')).toBeVisible();
    await nonprofitDialog.getByLabel('Nonprofit Name').fill(partnerName);
    await nonprofitDialog.getByLabel('Contact Name').fill('Rob Otics');
    await nonprofitDialog.getByLabel('Contact Email').fill('robots@school.example.org');
    await nonprofitDialog.getByLabel('Website').fill('https://robots.example.org');
    await nonprofitDialog.getByTestId('logo-file-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(nonprofitDialog.getByRole('img', { name: 'Nonprofit Logo preview' })).toHaveAttribute(
      'src',
      /^\/objects\/uploads\//,
    );
    await shot(page, 'portal-nonprofit-dialog');
    await nonprofitDialog.getByRole('button', { name: 'Add Nonprofit' }).click();
    await expect(page.getByText('Nonprofit partner added successfully')).toBeVisible();
    const partnerCard = page.getByRole('region', { name: partnerName, exact: true });
    await expect(partnerCard.getByRole('img', { name: `${partnerName} logo` })).toHaveAttribute('src', /^\/objects\/uploads\//);
    await expect(partnerCard.getByText('robots@school.example.org')).toBeVisible();
    await shot(page, 'portal-nonprofits');

    // Locations: empty state, then one location.
    await sidebar.getByRole('link', { name: 'Locations' }).click();
    await expect(page.getByRole('heading', { name: 'No Locations Yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Your First Location' }).click();
    const locationDialog = page.getByRole('dialog', { name: 'Add Location' });
    await locationDialog.getByRole('button', { name: 'Add Location' }).click();
    await expect(locationDialog.getByText('Location name is required')).toBeVisible();
    await locationDialog.getByLabel('Location Name').fill('Main Street');
    await locationDialog.getByLabel('Address').fill('9 Ramen Row');
    await locationDialog.getByLabel('City').fill('Springfield');
    await locationDialog.getByLabel('State').fill('il');
    await locationDialog.getByLabel('ZIP Code').fill('62701');
    await locationDialog.getByRole('button', { name: 'Add Location' }).click();
    await expect(page.getByText('Location created successfully')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Main Street', exact: true })).toContainText('Springfield, IL 62701');
    await shot(page, 'portal-locations');

    // Campaigns: nothing live; the owner submits one for approval.
    await sidebar.getByRole('link', { name: 'Campaigns' }).click();
    await expect(page.getByRole('heading', { name: 'No Active Campaigns' })).toBeVisible();
    await page.getByRole('link', { name: '+ New campaign' }).click();
    await expect(page.getByRole('heading', { name: 'New campaign' })).toBeVisible();
    await expect(page.getByLabel('Restaurant', { exact: true })).toHaveCount(0);
    await page.getByLabel('Nonprofit Partner').selectOption({ label: partnerName });
    await page.getByLabel('Campaign Description').fill('Noodles that build robots: half of every card funds the club.');
    await page.getByLabel('Card Price ($)').fill('25');
    const offers = [
      ['Free Ramen', 'One bowl of house ramen'],
      ['Free Dumplings', 'Six pork or veggie dumplings'],
      ['BOGO Noodles', 'Buy one noodle bowl, get one'],
      ['Free Kids Bowl', 'A kids bowl with any entree'],
    ];
    for (const [i, [name, description]] of offers.entries()) {
      const offer = page.getByRole('region', { name: `Offer ${i + 1}` });
      await offer.getByLabel('Offer Name', { exact: true }).fill(name!);
      await offer.getByLabel('Offer Description', { exact: true }).fill(description!);
      await offer.getByLabel('Retail Value ($)').fill('30');
    }
    await shot(page, 'portal-new-campaign');
    await page.getByRole('button', { name: 'Submit for Approval' }).click();
    await page.waitForURL((url) => url.pathname === '/restaurant/campaigns');
    const banner = page.getByRole('status', { name: 'Pending Approval' });
    await expect(banner).toContainText('1 campaign is awaiting superadmin approval');
    await expect(page.getByRole('heading', { name: 'No Active Campaigns' })).toBeVisible();
    await shot(page, 'portal-campaigns-pending');

    // The superadmin approves it from the admin portal's Pending tab, in a browser of their own.
    const adminContext = await browser.newContext({ baseURL: server.baseURL, viewport: LAPTOP });
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN, '/admin/campaigns');
    const pendingCard = admin.getByRole('region', { name: partnerName, exact: true });
    await expect(pendingCard).toContainText(restaurantName);
    await pendingCard.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('The campaign has been approved and is now active.')).toBeVisible();
    await adminContext.close();

    // The owner sees it live, with every field, and copies its link.
    await page.reload();
    const live = page.getByRole('region', { name: partnerName, exact: true });
    await expect(live.getByText('Live')).toBeVisible();
    await expect(live).toContainText('$25.00');
    await expect(live).toContainText('12 months');
    await expect(page.getByRole('status', { name: 'Pending Approval' })).toHaveCount(0);
    const landing = await live.getByRole('link', { name: /View Landing Page/ }).getAttribute('href');
    expect(landing).toMatch(new RegExp(`^${server.baseURL}/campaign/robotics-club-${stamp}`));
    await live.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('Link Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(landing);
    await shot(page, 'portal-campaigns-live');

    // Settings: the profile form saves.
    await sidebar.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Contact Phone').fill('555-1234');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Phone number must be at least 10 characters')).toBeVisible();
    await page.getByLabel('Contact Phone').fill('(555) 777-3434');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Restaurant profile updated successfully')).toBeVisible();
    await shot(page, 'portal-settings');

    // Reports before any sale: the campaign is listed, nobody has bought yet.
    await sidebar.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByLabel('Total Cards Sold').locator('.value')).toHaveText('0');
    await expect(page.getByText('No purchases yet')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent redemptions' })).toContainText('No redemptions in the last 7 days');
    await expect(page.getByRole('table', { name: 'Campaign Performance' })).toContainText(partnerName);
    await shot(page, 'portal-reports-empty');

    // A guest buys a card through the public purchase calls with the demo test card.
    const slug = landing!.split('/campaign/')[1]!;
    const guest = await browser.newContext({ baseURL: server.baseURL });
    const { campaigns } = (await (await page.request.get('/api/campaigns/restaurant/me')).json()) as {
      campaigns: Array<{ id: number; slug: string }>;
    };
    const campaignId = campaigns.find((c) => c.slug === slug)!.id;
    const intent = await guest.request.post(`/api/campaigns/${slug}/create-payment-intent`);
    expect(intent.status()).toBe(200);
    const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
    const confirm = await guest.request.post(`/api/demo-payments/${paymentIntentId}/confirm`, {
      data: { cardNumber: '4242424242424242' },
    });
    expect(confirm.status()).toBe(200);
    const purchase = await guest.request.post('/api/purchase-card', {
      data: {
        campaignId,
        customerName: 'Gus Guest',
        customerEmail: 'gus@example.com',
        customerPhone: '(555) 000-1111',
        stripePaymentIntentId: paymentIntentId,
      },
    });
    expect(purchase.ok()).toBe(true);
    await guest.close();

    // The owner's report shows the sale.
    await page.reload();
    await expect(page.getByLabel('Total Cards Sold').locator('.value')).toHaveText('1');
    await expect(page.getByLabel('Total Revenue').locator('.value')).toHaveText('$25.00');
    await expect(page.getByLabel('Total Redemptions').locator('.value')).toHaveText('0');
    await expect(page.getByLabel('Avg. Revenue/Card').locator('.value')).toHaveText('$25.00');
    const performance = page.getByRole('table', { name: 'Campaign Performance' });
    await expect(performance.getByRole('row', { name: new RegExp(partnerName) })).toContainText('Active');
    const purchases = page.getByRole('table', { name: 'Recent Purchases' });
    await expect(purchases).toContainText('Gus Guest');
    await expect(purchases).toContainText('gus@example.com');
    await shot(page, 'portal-reports');

    // The dashboard says how it is going, and the three first steps are done: no Getting Started.
    await sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByLabel('Money Raised').locator('.value')).toHaveText('$12.50');
    await expect(page.getByLabel('Cards Sold').locator('.value')).toHaveText('1');
    await expect(page.getByLabel('Redemptions This Week').locator('.value')).toHaveText('0');
    await expect(page.getByText(`Welcome back to ${restaurantName}.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Getting Started' })).toHaveCount(0);
    await shot(page, 'portal-dashboard-going');
  });

  test("the owner's report charts redemptions with a table view, lists an offline conflict, and undoes a redemption with a reason; the card gets the use back", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signIn(page, DEMO_OWNER, '/restaurant');
    // A first name no other card has, so its rows are easy to find among the demo data's.
    const holder = `Quinn${String(Date.now()).slice(-6)}`;
    const guest = await playwright.request.newContext({ baseURL });
    const tablet = await playwright.request.newContext({ baseURL });
    try {
      const card = await buyCard(page.request, guest, `${holder} Patel`);
      const [served, scanned] = card.offers as [BoughtCard['offers'][number], BoughtCard['offers'][number]];

      // At the counter: a six-digit redemption of the first offer, and a QR voucher of the second
      // scanned at the Downtown tablet; then that tablet's offline queue brings the same voucher
      // again, which the server records as a conflict.
      const redeemed = await guest.post(`/api/cards/${card.accessCode}/redeem`, { data: { offerId: served.id } });
      expect(redeemed.status()).toBe(201);
      const { redemptionId } = (await redeemed.json()) as { redemptionId: number };
      const { locations } = (await (await page.request.get('/api/locations')).json()) as {
        locations: Array<{ id: number; name: string }>;
      };
      const downtown = locations.find((l) => l.name === 'Downtown')!;
      const code = await page.request.post('/api/kiosk/pairing-codes', { data: { locationId: downtown.id } });
      const { pairingCode } = (await code.json()) as { pairingCode: string };
      expect((await tablet.post('/api/kiosk/pair', { data: { pairingCode } })).status()).toBe(201);
      const { vouchers } = (await (await guest.get(`/api/cards/${card.accessCode}/vouchers`)).json()) as {
        vouchers: Array<{ offerId: number; use: number; token: string }>;
      };
      const voucher = vouchers.find((v) => v.offerId === scanned.id)!;
      const scan = await tablet.post('/api/kiosk/vouchers', { data: { token: voucher.token } });
      expect(((await scan.json()) as { status: string }).status).toBe('valid');
      const sync = await tablet.post('/api/kiosk/sync', {
        data: {
          scans: [{ token: voucher.token, scannedAt: new Date().toISOString(), nonce: `portal-${holder}` }],
        },
      });
      expect(((await sync.json()) as { results: Array<{ status: string }> }).results[0]!.status).toBe('duplicate');

      await page.goto('/restaurant/reports');
      await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
      // Three charts, each an image named by its summary, each with its figures as a table.
      for (const title of ['Redemptions by day', 'Redemptions by location', 'Redemptions by offer']) {
        const region = page.getByRole('region', { name: title });
        await expect(region.getByRole('img', { name: new RegExp(`^${title}`) })).toBeVisible();
        await expect(region.getByRole('button', { name: 'Show table' })).toBeVisible();
      }
      const byLocation = page.getByRole('region', { name: 'Redemptions by location' });
      await byLocation.getByRole('button', { name: 'Show table' }).click();
      await expect(
        byLocation.getByRole('table', { name: 'Redemptions by location' }).getByRole('row', { name: /Downtown/ }),
      ).toBeVisible();
      await expect(byLocation.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('region', { name: 'Redemptions by day' }).scrollIntoViewIfNeeded();
      await shot(page, 'portal-report-charts');

      const conflicts = page.getByRole('table', { name: 'Offline conflicts' });
      await expect(conflicts.getByRole('row', { name: new RegExp(holder) })).toContainText(scanned.offerType);
      await expect(conflicts.getByRole('row', { name: new RegExp(holder) })).toContainText('Downtown');
      // Its first column names the location where the conflict happened (the tablet's).
      await expect(conflicts.getByRole('columnheader').first()).toHaveText('Location');
      await expect(
        conflicts
          .getByRole('row', { name: new RegExp(holder) })
          .getByRole('cell')
          .first(),
      ).toHaveText('Downtown');
      await conflicts.scrollIntoViewIfNeeded();
      await shot(page, 'portal-offline-conflicts');

      // The six-digit redemption was a mistake: the owner undoes it, with a reason.
      const recent = page.getByRole('table', { name: 'Recent redemptions' });
      const row = recent.getByRole('row').filter({ hasText: holder }).filter({ hasText: served.offerType });
      await expect(row).toHaveAttribute('data-undone', 'false');
      await page.getByRole('region', { name: 'Recent redemptions' }).scrollIntoViewIfNeeded();
      await shot(page, 'portal-recent-redemptions');
      await row.getByRole('button', { name: new RegExp(`^Undo ${served.offerType} for ${holder}`) }).click();
      const dialog = page.getByRole('dialog', { name: 'Undo this redemption?' });
      await expect(dialog).toContainText(served.offerType);
      await dialog.getByRole('button', { name: 'Undo redemption' }).click();
      await expect(dialog.getByText('Say why the redemption is undone')).toBeVisible();
      await shot(page, 'portal-undo-dialog');
      await dialog.getByLabel('Reason').fill('Rang up the wrong card');
      await dialog.getByRole('button', { name: 'Undo redemption' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Redemption undone', { exact: true })).toBeVisible();
      await expect(row).toHaveAttribute('data-undone', 'true');
      await expect(row).toContainText('Undone');
      await expect(row).toContainText('Rang up the wrong card');
      await expect(row).toContainText('By Olivia Owner');
      await expect(row.getByRole('cell').first()).toHaveCSS('text-decoration-line', 'line-through');
      await expect(row.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
      await shot(page, 'portal-redemption-undone');

      // The card shows the use back: the offer has it again, and the redemption is on record as undone.
      const after = (await (await guest.get(`/api/cards/${card.accessCode}`)).json()) as {
        offers: Array<{ id: number; quantityRemaining: number }>;
        redemptions: Array<{ id: number; undoneAt: string | null }>;
      };
      expect(after.offers.find((o) => o.id === served.id)!.quantityRemaining).toBe(served.quantityRemaining);
      expect(after.redemptions.find((r) => r.id === redemptionId)!.undoneAt).toEqual(expect.any(String));

      // Undone meanwhile by someone else (here, through the API): the dialog says so, and the list shows it.
      const scannedRow = recent.getByRole('row').filter({ hasText: holder }).filter({ hasText: scanned.offerType });
      await scannedRow.getByRole('button', { name: /^Undo/ }).click();
      const { redemptions } = (await (await page.request.get('/api/redemptions')).json()) as {
        redemptions: Array<{ id: number; offerType: string; holderFirstName: string }>;
      };
      const other = redemptions.find((r) => r.holderFirstName === holder && r.offerType === scanned.offerType)!;
      expect(
        (await page.request.post(`/api/redemptions/${other.id}/undo`, { data: { reason: 'Undone at the office' } })).status(),
      ).toBe(200);
      await dialog.getByLabel('Reason').fill('Guest changed their mind');
      await dialog.getByRole('button', { name: 'Undo redemption' }).click();
      await expect(dialog.getByRole('alert')).toContainText('This redemption has already been undone');
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(scannedRow).toHaveAttribute('data-undone', 'true');
      await expect(scannedRow).toContainText('Undone at the office');
    } finally {
      await guest.dispose();
      await tablet.dispose();
    }
  });

  test('signed-out visitors are sent to sign in; customers see Access Denied with Register Your Restaurant', async ({ page }) => {
    await page.goto('/restaurant/locations');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/restaurant/locations');

    await page.goto('/signup');
    await page.getByLabel('Email').fill(`casey-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('customer-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/onboard');
    await page.goto('/portal');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You do not have permission to access the restaurant portal.')).toBeVisible();
    await expect(page.getByText('Restaurant owner access required. Current role: customer')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Register Your Restaurant' }).click();
    await expect(page).toHaveURL(/\/onboard$/);
  });

  test('deleting a partner that campaigns name says why before any confirmation', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await signIn(page, DEMO_OWNER, '/restaurant/nonprofits');
    await page.getByRole('button', { name: 'Delete Lincoln Elementary PTA' }).click();
    const dialog = page.getByRole('dialog', { name: 'This partner cannot be deleted' });
    // Other tests on this server may add campaigns for the partner: the count is not fixed.
    await expect(dialog).toContainText(/This nonprofit partner has \d+ campaigns and cannot be deleted/);
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByRole('region', { name: 'Lincoln Elementary PTA' })).toBeVisible();
  });

  test('a superadmin picks the restaurant with the selector, kept in ?restaurantId', async ({ page }) => {
    await signIn(page, DEMO_ADMIN, '/restaurant/locations');
    await expect(page).toHaveURL(/\/restaurant\/locations\?restaurantId=1$/);
    const selector = page.getByRole('combobox', { name: 'Select restaurant' });
    await expect(selector.locator('option').first()).toHaveText('Select restaurant...');
    await expect(page.getByRole('region', { name: 'Downtown', exact: true })).toBeVisible();
    await shot(page, 'portal-superadmin-locations');
    const other = await selector.locator('option').nth(2).textContent();
    await selector.selectOption({ index: 2 });
    await expect(page).toHaveURL(/restaurantId=2/);
    await expect(page.getByTestId('portal-restaurant-name')).toHaveText(other!);
    await expect(page.getByRole('region', { name: 'Downtown', exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Harbor Front', exact: true })).toBeVisible();
    // Moving to another section keeps the chosen restaurant.
    await page
      .getByRole('complementary', { name: 'Restaurant Portal navigation' })
      .getByRole('link', { name: 'Nonprofits' })
      .click();
    await expect(page).toHaveURL(/\/restaurant\/nonprofits\?restaurantId=2$/);
    await expect(page.getByRole('region', { name: 'Bayview Food Bank' })).toBeVisible();
    // The report's list of redemptions to undo is the chosen restaurant's too.
    await page
      .getByRole('complementary', { name: 'Restaurant Portal navigation' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await expect(page).toHaveURL(/\/restaurant\/reports\?restaurantId=2$/);
    const recent = page.getByRole('region', { name: 'Recent redemptions' });
    await expect(
      recent.getByRole('table', { name: 'Recent redemptions' }).or(recent.getByText('No redemptions in the last 7 days')),
    ).toBeVisible();
    await expect(recent.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('onboarding on a phone', () => {
  test('a signed-out visitor is asked to create an account first, then sees the Welcome form with its rules', async ({
    page,
  }) => {
    await page.goto('/restaurant/onboarding');
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Frestaurant%2Fonboarding',
    );
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Email').fill(`phone-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('phone-owner-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/restaurant/onboarding');
    await page.getByRole('button', { name: 'Register Restaurant' }).click();
    for (const message of [
      'Restaurant name is required',
      'Contact name is required',
      'Valid email is required',
      'Contact phone is required',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel('State').fill('C');
    await page.getByLabel('ZIP Code').fill('1234');
    await page.getByRole('button', { name: 'Register Restaurant' }).click();
    await expect(page.getByText('State is required')).toBeVisible();
    await expect(page.getByText('ZIP code is required')).toBeVisible();
    await page.getByLabel('State').fill('CAL');
    await expect(page.getByLabel('State')).toHaveValue('CA');
    await page.screenshot({ path: test.info().outputPath('onboarding-phone.png'), fullPage: true });
  });
});
