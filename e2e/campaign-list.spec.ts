import { ACTIVE_CAMPAIGNS_PAGE_SIZE } from '@dealcard/shared';
import { expect, test, type Browser, type Request } from '@playwright/test';
import { DEMO_ADMIN } from './support/fixtures.ts';
import { startServer, type RunningServer } from '../scripts/test-server.ts';

/**
 * The home page's list a page at a time, on a phone. Its own server: the campaigns it adds would
 * push the demo campaigns other specs look for off the first page of the shared worker server.
 */

/** The demo seed's two live campaigns plus these make three pages: full, full, and the demo two. */
const CREATED = 2 * ACTIVE_CAMPAIGNS_PAGE_SIZE;
let server: RunningServer;

test.beforeAll(async ({ playwright }) => {
  server = await startServer();
  const admin = await playwright.request.newContext({ baseURL: server.baseURL });
  expect((await admin.post('/api/auth/login', { data: DEMO_ADMIN })).status()).toBe(200);
  const { nonprofits } = (await (await admin.get('/api/admin/nonprofits')).json()) as {
    nonprofits: Array<{ id: number; restaurantId: number; name: string }>;
  };
  const school = nonprofits.find((n) => n.name === 'Lincoln Elementary PTA')!;
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  // One at a time, so each is newer than the last: fundraiser 48 heads the list.
  for (let i = 1; i <= CREATED; i++) {
    const created = await admin.post('/api/admin/campaigns', {
      data: {
        restaurantId: school.restaurantId,
        nonprofitId: school.id,
        productType: 'CAMPAIGN',
        description: `Spring fundraiser number ${i} for the school library.`,
        cardPrice: 2000,
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
    expect(created.status()).toBe(201);
  }
  await admin.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

async function phone(browser: Browser) {
  return browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
}

const isListCall = (url: URL) => url.pathname === '/api/campaigns/active';

test('the home page shows one page of campaigns, "Show more campaigns" loads the next, and the button goes away at the end', async ({
  browser,
}) => {
  const context = await phone(browser);
  const page = await context.newPage();
  const listCalls: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (isListCall(url)) listCalls.push(url.search);
  });
  let releasePage2: () => void = () => {};
  const page2Held = new Promise<void>((r) => (releasePage2 = r));
  await page.route(
    (url) => isListCall(url) && url.searchParams.get('page') === '2',
    async (route) => {
      await page2Held;
      await route.continue();
    },
  );

  await page.goto('/');
  const tiles = page.getByTestId('campaign-card');
  await expect(tiles).toHaveCount(ACTIVE_CAMPAIGNS_PAGE_SIZE);
  await expect(tiles.first()).toContainText(`Spring fundraiser number ${CREATED} for`);
  await expect(tiles.last()).toContainText(`Spring fundraiser number ${CREATED - ACTIVE_CAMPAIGNS_PAGE_SIZE + 1} for`);
  await expect(tiles.first().getByText('$104.91 in restaurant offers')).toBeVisible();
  // The first page is the plain URL, the one the server keeps hottest.
  expect(listCalls).toEqual(['']);

  // A real button, next in the tab order after the last tile's link, worked from the keyboard.
  const more = page.getByRole('button', { name: 'Show more campaigns' });
  await tiles.last().getByRole('link', { name: 'View Campaign' }).focus();
  await page.keyboard.press('Tab');
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  const loading = page.getByRole('button', { name: 'Loading more campaigns...' });
  await expect(loading).toBeVisible();
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  await expect(loading).toHaveAttribute('aria-disabled', 'true');
  await page.screenshot({ path: test.info().outputPath('list-loading-more.png') });
  releasePage2();
  await expect(tiles).toHaveCount(2 * ACTIVE_CAMPAIGNS_PAGE_SIZE);
  // Focus moves to the first new campaign, where reading carries on.
  await expect(tiles.nth(ACTIVE_CAMPAIGNS_PAGE_SIZE).getByRole('heading')).toBeFocused();
  await expect(tiles.nth(ACTIVE_CAMPAIGNS_PAGE_SIZE)).toContainText(`Spring fundraiser number ${ACTIVE_CAMPAIGNS_PAGE_SIZE} for`);
  expect(listCalls).toEqual(['', '?page=2']);

  // The last page fails (the phone lost its signal): the loaded campaigns stay, with an inline
  // error and a retry.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Show more campaigns' }).click();
  const failed = page.getByRole('alert').filter({ hasText: "We couldn't load more campaigns" });
  await expect(failed).toContainText("We couldn't load more campaigns. You are offline.");
  await expect(tiles).toHaveCount(2 * ACTIVE_CAMPAIGNS_PAGE_SIZE);
  await page.screenshot({ path: test.info().outputPath('list-more-failed.png') });
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();

  // The last page: the demo campaigns, and no button any more.
  await expect(tiles).toHaveCount(2 * ACTIVE_CAMPAIGNS_PAGE_SIZE + 2);
  await expect(tiles.filter({ hasText: 'Bayview Food Bank' })).toHaveCount(1);
  await expect(tiles.last()).toContainText('Eat well and send Lincoln Elementary on field trips');
  await expect(page.getByRole('button', { name: /Show more campaigns|Try again/ })).toHaveCount(0);
  await expect(failed).toHaveCount(0);
  expect(listCalls.filter((q) => q === '?page=3').length).toBeGreaterThanOrEqual(1);
  await page.screenshot({ path: test.info().outputPath('list-all-pages.png'), fullPage: true });

  // Back from a campaign, the pages already loaded are still there.
  await tiles.last().getByRole('link', { name: 'View Campaign' }).click();
  await expect(page).toHaveURL(/\/campaign\/lincoln-elementary-pta-/);
  await page.goBack();
  await expect(tiles).toHaveCount(2 * ACTIVE_CAMPAIGNS_PAGE_SIZE + 2);
  await context.close();
});

test("a tile says how long a card bought today lasts by the one rule: the campaign's last day when it comes before the months", async ({
  browser,
  playwright,
}) => {
  const admin = await playwright.request.newContext({ baseURL: server.baseURL });
  expect((await admin.post('/api/auth/login', { data: DEMO_ADMIN })).status()).toBe(200);
  const { nonprofits } = (await (await admin.get('/api/admin/nonprofits')).json()) as {
    nonprofits: Array<{ id: number; restaurantId: number; name: string }>;
  };
  const school = nonprofits.find((n) => n.name === 'Lincoln Elementary PTA')!;
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const lastDay = day(61);
  const created = await admin.post('/api/admin/campaigns', {
    data: {
      restaurantId: school.restaurantId,
      nonprofitId: school.id,
      productType: 'CAMPAIGN',
      description: 'A winter card whose cards all end with the season.',
      cardPrice: 2000,
      expirationMonths: 12,
      startDate: day(-1),
      endDate: day(60),
      cardExpirationDate: lastDay,
      offers: [
        { name: 'Free Fowl Balls', description: 'One basket of fowl balls', quantity: 3, retailValue: 899 },
        { name: 'Free Appetizer', description: 'Any appetizer up to $9.99', quantity: 3, retailValue: 999 },
        { name: 'BOGO Pizza', description: 'Buy one pizza, get one free', quantity: 3, retailValue: 1599 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  await admin.dispose();

  const context = await phone(browser);
  const page = await context.newPage();
  await page.goto('/');
  const tiles = page.getByTestId('campaign-card');
  const winter = tiles.filter({ hasText: 'A winter card whose cards all end' });
  // The list is cached for a few seconds on the server (decision 008): the new campaign heads it once that passes.
  await expect(async () => {
    await page.reload();
    await expect(winter).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const [year, month, date] = lastDay.split('-').map(Number) as [number, number, number];
  const shown = new Date(year, month - 1, date);
  await expect(winter).toContainText(
    `Until ${shown.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`,
  );
  await expect(winter).not.toContainText('12 months');
  // A campaign whose last day comes after the months still says the months.
  await expect(tiles.filter({ hasText: 'Spring fundraiser number 48 for' })).toContainText('12 months');
  await winter.screenshot({ path: test.info().outputPath('tile-until-en.png') });

  await page.getByLabel('Language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(winter).toContainText(/Hasta el \d{1,2} [a-z]{3,4} \d{4}/);
  await winter.screenshot({ path: test.info().outputPath('tile-until-es.png') });
  await context.close();
});
