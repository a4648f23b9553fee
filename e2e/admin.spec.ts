import { readFileSync } from 'node:fs';
import { format } from 'date-fns';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_OWNER, expect, signIn, test } from './support/fixtures.ts';

test.use({ viewport: { width: 1280, height: 800 } });

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const campaignCard = (page: Page, text: string) => page.getByRole('region').filter({ hasText: text });
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name} \\(`) });

test('signed-out visitors are sent to sign in, and non-superadmins see Access Denied', async ({ page }) => {
  await page.goto('/admin/reports');
  await page.waitForURL(/\/login\?returnTo=%2Fadmin%2Freports/);
  await page.getByLabel('Email').fill(DEMO_OWNER.email);
  await page.getByLabel('Password').fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You do not have permission to access the admin portal.')).toBeVisible();
  await expect(page.getByText('Superadmin access required. Current role: restaurant_owner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Restaurant Portal' })).toHaveAttribute('href', '/portal');
});

test('the superadmin approves, pauses, unpauses and archives campaigns, and reads their history', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, '/admin');
  await page.waitForURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Platform Management')).toBeVisible();
  await expect(page.getByText('You have 1 campaign waiting for approval.')).toBeVisible();

  await page.getByRole('link', { name: 'Campaigns', exact: true }).click();
  await expect(page.getByText('Review and manage all campaigns')).toBeVisible();
  await expect(tab(page, 'Pending')).toHaveText('Pending (1)');
  const spring = campaignCard(page, 'A spring card for the rescue');
  await spring.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The campaign has been approved and is now active.')).toBeVisible();
  await expect(tab(page, 'Pending')).toHaveText('Pending (0)');
  await expect(page.getByText('No pending campaigns')).toBeVisible();

  await tab(page, 'Approved').click();
  const approved = campaignCard(page, 'A spring card for the rescue');
  await approved.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Campaign Paused', { exact: true })).toBeVisible();
  await expect(page.getByText('The campaign has been paused and no longer sells cards.')).toBeVisible();
  await approved.getByRole('button', { name: 'Unpause' }).click();
  await expect(page.getByText('Campaign Activated', { exact: true })).toBeVisible();
  await expect(approved.getByRole('button', { name: 'Pause' })).toBeVisible();
  const [preview] = await Promise.all([page.waitForEvent('popup'), approved.getByRole('link', { name: 'Preview' }).click()]);
  await expect(preview).toHaveURL(/\/campaign\/riverside-animal-rescue-\d+$/);
  await preview.close();

  await approved.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog');
  // What is on the card: every offer with its quantity and value, and the total.
  const onCard = details.getByRole('table', { name: 'Offers on the card' });
  await expect(onCard.getByRole('row', { name: /Free Fowl Balls/ })).toContainText('$8.99');
  await expect(onCard.getByRole('row', { name: /Total value/ })).toContainText('$125.88');
  const history = details.getByRole('list', { name: 'Audit log' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').nth(0)).toContainText('Approved');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Paused');
  await expect(history.getByRole('listitem').nth(2)).toContainText('Activated');
  await expect(history).toContainText(DEMO_ADMIN.email);
  await details.getByRole('button', { name: 'Close' }).first().click();

  await tab(page, 'Rejected').click();
  const rejected = campaignCard(page, 'An early draft of the PTA card');
  await rejected.getByRole('button', { name: 'Archive' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive Campaign' });
  await expect(confirm).toContainText('Archived tab');
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('The campaign has been archived successfully.')).toBeVisible();
  await expect(page.getByText('No rejected campaigns')).toBeVisible();
  await tab(page, 'Archived').click();
  await expect(campaignCard(page, 'An early draft of the PTA card')).toBeVisible();
  await expect(campaignCard(page, 'An early draft of the PTA card').getByRole('button')).toHaveCount(0);
});

test('the superadmin creates a campaign with 3 offers after the $100 rule refuses it', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, '/admin/campaigns/create');
  await expect(page.getByRole('heading', { name: 'Create New Campaign' })).toBeVisible();
  await expect(page.getByLabel('Nonprofit Partner')).toBeDisabled();
  await page.getByLabel('Restaurant', { exact: true }).selectOption({ label: 'Fowl Play Wings & Pizza' });
  await page.getByLabel('Nonprofit Partner').selectOption({ label: 'Lincoln Elementary PTA' });
  await page.getByLabel('Campaign Description').fill('A summer card for the PTA: field trips and library books.');
  await expect(page.getByText('4 of 3-6 offers')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Offer (4/6)' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove offer 4' }).click();
  await expect(page.getByText('3 of 3-6 offers')).toBeVisible();
  await expect(page.getByRole('button', { name: /Remove offer/ })).toHaveCount(0);

  const offers: Array<[string, string, string, string]> = [
    ['Free Lemonade', 'One large lemonade with any meal', '2', '3.00'],
    ['Free Breadsticks', 'A basket of breadsticks with any pizza', '2', '5.00'],
    ['Half-off Pizza', 'Half off any large pizza, dine in', '1', '12.00'],
  ];
  for (const [i, [name, description, quantity, value]] of offers.entries()) {
    const offer = page.getByRole('region', { name: `Offer ${i + 1}` });
    await offer.getByLabel('Offer Name', { exact: true }).fill(name);
    await offer.getByLabel('Offer Description', { exact: true }).fill(description);
    await offer.getByLabel('Quantity').fill(quantity);
    await offer.getByLabel('Retail Value ($)').fill(value);
  }
  await expect(page.getByTestId('offers-total')).toHaveText('$28.00');
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page.getByText('Total retail value of all offers must be at least $100.00')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/campaigns\/create$/);

  await page.getByRole('region', { name: 'Offer 3' }).getByLabel('Quantity').fill('7');
  await expect(page.getByTestId('offers-total')).toHaveText('$100.00');
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page.getByText('Campaign created and auto-approved')).toBeVisible();
  await page.waitForURL(/\/admin\/campaigns$/);
  await tab(page, 'Approved').click();
  const created = campaignCard(page, 'A summer card for the PTA');
  await expect(created).toContainText('Lincoln Elementary PTA');
  await expect(created).toContainText('$20.00');
  // The card's life by the one rule: its months, and the campaign's last day for cards.
  await expect(created).toContainText(/Valid for 12 months from purchase, until [A-Z][a-z]{2} \d{1,2}, \d{4} at the latest/);
  await expect(created.getByRole('button', { name: 'Pause' })).toBeVisible();
});

test('the superadmin creates a restaurant with a logo, deactivates and reactivates it', async ({ page, request }) => {
  await signIn(page, DEMO_ADMIN, '/admin/restaurants');
  await page.getByRole('button', { name: '+ Create Restaurant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Restaurant' });
  await dialog.getByRole('button', { name: 'Create Restaurant' }).click();
  await expect(dialog.getByText('Restaurant name is required')).toBeVisible();
  await dialog.getByLabel('Restaurant Name').fill('Crust & Co Pizzeria');
  await dialog.getByLabel('Contact Name').fill('Cora Crust');
  await dialog.getByLabel('Contact Email').fill('cora@crust.example');
  await dialog.getByLabel('Contact Phone').fill('(555) 300-4000');
  await dialog.getByLabel('Address').fill('77 Oven Lane');
  await dialog.getByLabel('City').fill('Springfield');
  await dialog.getByLabel('State').fill('il');
  await dialog.getByLabel('ZIP Code').fill('62702');
  await dialog.getByLabel('Website URL').fill('https://crust.example');
  await dialog.getByTestId('logo-file-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  const preview = dialog.getByRole('img', { name: 'Restaurant Logo preview' });
  await expect(preview).toHaveAttribute('src', /^\/objects\/uploads\/[A-Za-z0-9_-]+$/);
  const logoPath = (await preview.getAttribute('src'))!;
  await dialog.getByRole('button', { name: 'Create Restaurant' }).click();
  await expect(page.getByText('Restaurant Created')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'Crust & Co Pizzeria' });
  await expect(row).toContainText('cora@crust.example');
  await expect(row).toContainText('Springfield, IL 62702');
  await expect(row).toContainText('Active');
  await expect(row.locator('img')).toHaveAttribute('src', logoPath);
  const served = await request.get(logoPath);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');

  await row.getByRole('button', { name: 'Deactivate Crust & Co Pizzeria' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate Restaurant' });
  await expect(confirm).toContainText('can be reactivated');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Restaurant Deactivated')).toBeVisible();
  await expect(row).toContainText('Inactive');

  await row.getByRole('cell').first().click();
  const edit = page.getByRole('dialog', { name: 'Edit Restaurant' });
  await expect(edit.getByLabel('Restaurant Name')).toHaveValue('Crust & Co Pizzeria');
  await edit.getByLabel('Status').selectOption('1');
  await edit.getByRole('button', { name: 'Update Restaurant' }).click();
  await expect(page.getByText('Restaurant Updated')).toBeVisible();
  await expect(row).toContainText('Active');
});

test('the superadmin filters the report and exports it as CSV', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, '/admin/reports');
  await expect(page.getByRole('heading', { name: 'Platform Analytics' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Restaurant Performance' });
  const fowl = table.getByRole('row').filter({ hasText: 'Fowl Play Wings & Pizza' });
  await expect(fowl).toBeVisible();
  const cells = await fowl.getByRole('cell').allInnerTexts();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export CSV/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`platform-report-${format(new Date(), 'yyyy-MM-dd')}.csv`);
  await expect(page.getByText('Export Complete')).toBeVisible();
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toBe('Restaurant,Campaigns,Cards Sold,Revenue,Redemptions');
  const rowCount = await table.getByRole('row').count();
  expect(csv).toHaveLength(rowCount);
  const fowlLine = csv.find((l) => l.startsWith('Fowl Play Wings & Pizza,'));
  expect(fowlLine).toBe(['Fowl Play Wings & Pizza', cells[1], cells[2], cells[3]!.replace(/[$,]/g, ''), cells[4]].join(','));
  expect(fowlLine).toMatch(/^Fowl Play Wings & Pizza,\d+,5,100\.00,\d+$/);
  await expect(page.getByText(`Exported ${rowCount - 1} restaurant(s) to CSV.`)).toBeVisible();

  await page.getByLabel('Restaurant', { exact: true }).selectOption({ label: 'Harbor Noodle House' });
  await expect(page.getByRole('region', { name: 'Total Restaurants (Filtered)' })).toContainText('1');
  await expect(page.getByRole('region', { name: 'Platform Revenue (Filtered)' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('the sidebar shows the user and Logout, and its toggle (button or Ctrl+B) is remembered for 7 days', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO_ADMIN, '/admin');
  await page.waitForURL(/\/admin\/dashboard$/);
  const sidebar = page.getByRole('complementary', { name: 'Admin Portal navigation' });
  await expect(sidebar.getByText(DEMO_ADMIN.email)).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
  for (const name of ['Dashboard', 'Campaigns', 'Restaurants', 'Reports']) {
    await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Restaurant Portal' })).toHaveAttribute('href', '/portal');

  await page.keyboard.press('Control+b');
  // Collapsed on a laptop: a 3 rem rail of icons, the links still named, the page at full width.
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect(sidebar.getByText(DEMO_ADMIN.email)).toBeHidden();
  expect((await sidebar.boundingBox())!.width).toBeLessThanOrEqual(49);
  await expect(sidebar.getByRole('link', { name: 'Campaigns', exact: true })).toBeVisible();
  const main = (await page.getByRole('main').boundingBox())!;
  expect(main.x).toBeLessThan(60);
  expect(main.width).toBeGreaterThan(1100);
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThan(7.1);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Toggle Sidebar' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await expect(sidebar.getByText(DEMO_ADMIN.email)).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
  // The rail's links work: one click from the collapsed rail goes to the page.
  await page.keyboard.press('Control+b');
  await sidebar.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
});

test('on a phone the back-office sidebar is a modal drawer: focus stays in it, and its close button, the backdrop, Escape and a link each close it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_ADMIN, '/admin');
  await page.waitForURL(/\/admin\/dashboard$/);
  const toggle = page.getByRole('button', { name: 'Toggle Sidebar' });
  const drawer = page.getByRole('dialog', { name: 'Admin Portal navigation' });
  await expect(page.getByRole('complementary', { name: 'Admin Portal navigation' })).toBeHidden();
  expect((await page.getByRole('main').boundingBox())!.width).toBeGreaterThan(350);

  // Opened over the page: focus moves in, and Tab never leaves it.
  await toggle.click();
  await expect(drawer).toBeVisible();
  await expect(drawer).toHaveAttribute('aria-modal', 'true');
  await expect(drawer.getByRole('link', { name: 'Dashboard', exact: true })).toBeFocused();
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.screenshot({ path: test.info().outputPath('admin-drawer-phone.png') });
  // Its own close button, then focus is back on the toggle.
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
  // A tap on the page beside it.
  await toggle.click();
  await expect(drawer).toBeVisible();
  await page.mouse.click(370, 400);
  await expect(drawer).toBeHidden();
  // Escape.
  await toggle.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // A link: the new page, the drawer closed.
  await toggle.click();
  await drawer.getByRole('link', { name: 'Restaurants', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/restaurants$/);
  await expect(drawer).toBeHidden();
  // The browser's back button too.
  await toggle.click();
  await expect(drawer).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(drawer).toBeHidden();
});
