import { CARD_TERMS, formatCardDate, type CardDetailResponse } from '@dealcard/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { latestFindMyCardToken, openAppDb, redemptionCodes, seededCard } from './support/card-db.ts';
import { expect, test } from './support/fixtures.ts';

async function cardDetail(request: APIRequestContext, accessCode: string): Promise<CardDetailResponse> {
  const res = await request.get(`/api/cards/${accessCode}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as CardDetailResponse;
}

function offerRow(page: Page, offerType: string) {
  return page.getByTestId('offer').filter({ hasText: offerType });
}

/** Waits until the service worker controls the page, so the app shell is served without a network. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe('card view and redemption', () => {
  test('a holder redeems an offer, keeps the code on the card, and still sees the card offline', async ({
    page,
    context,
    server,
  }) => {
    const card = seededCard(server.dataDir, 'Taylor Brooks');
    await page.goto(`/card/${card.accessCode}`);

    // The card's elements.
    await expect(page.getByTestId('campaign-badge')).toHaveText('Campaign');
    await expect(page.getByText('PROUD SUPPORTERS OF')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lincoln Elementary PTA' })).toBeVisible();
    await expect(page.getByText('Fowl Play Wings & Pizza').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Visit Website/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByText(`Expires: ${formatCardDate(card.expiresOn)}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: /Your Offers/ })).toContainText('Fowl Play Wings & Pizza');
    await expect(page.getByRole('link', { name: 'Click here to see locations' })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('list', { name: 'Locations' })).toContainText('Downtown');
    await expect(page.getByRole('list', { name: 'Locations' })).toContainText('120 Main Street, Springfield, IL 62701');
    for (const term of CARD_TERMS) await expect(page.getByText(term, { exact: true })).toBeVisible();
    await expect(offerRow(page, 'Free Fowl Balls').getByTestId('offer-remaining')).toHaveText('3/3');
    await expect(offerRow(page, 'BOGO Pizza').locator('svg[data-icon="pizza"]')).toBeVisible();
    await expect(page.getByTestId('redemption')).toHaveCount(0);
    await page.screenshot({ path: 'e2e/.artifacts/shots/card.png', fullPage: true });

    // Choose, confirm, and read the server-made code.
    await page.getByRole('button', { name: 'Use An Offer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Free Fowl Balls/ }).click();
    await expect(dialog.getByRole('heading', { name: 'Redeem Free Fowl Balls?' })).toBeVisible();
    await expect(dialog).toContainText('This action cannot be undone. 2 uses will remain after redemption.');
    await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Redemption Successful!' })).toBeVisible();
    await expect(dialog.getByText('Show This Code to Your Server')).toBeVisible();
    await expect(dialog).toContainText('point-of-sale system');
    const code = (await dialog.getByTestId('redemption-code').innerText()).trim();
    expect(code).toMatch(/^[1-9]\d{5}$/);
    expect(redemptionCodes(server.dataDir, card.id)).toEqual([code]);
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Success');
    await expect(toast).toContainText('Offer redeemed successfully!');
    await page.screenshot({ path: 'e2e/.artifacts/shots/redeemed.png' });

    // Closing drops the code from the dialog but not from the card.
    await dialog.getByText('Close', { exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(offerRow(page, 'Free Fowl Balls').getByTestId('offer-remaining')).toHaveText('2/3');
    await expect(page.getByTestId('redemption').filter({ hasText: code })).toContainText('Free Fowl Balls');
    await page.getByRole('button', { name: 'Use An Offer' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Use An Offer' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // Offline: the service worker serves the shell, the device serves the saved card.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('saved-notice')).toContainText('Offline: saved');
    await expect(page.getByRole('heading', { name: 'Lincoln Elementary PTA' })).toBeVisible();
    await expect(offerRow(page, 'Free Fowl Balls').getByTestId('offer-remaining')).toHaveText('2/3');
    await expect(page.getByTestId('redemption').filter({ hasText: code })).toBeVisible();
    await expect(
      page.getByText("You're offline. You can still use an offer: your phone shows a code for your server to scan."),
    ).toBeVisible();
    const logo = page.getByRole('img', { name: 'Lincoln Elementary PTA logo' });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.screenshot({ path: 'e2e/.artifacts/shots/offline.png', fullPage: true });

    // Offline, an offer is used with a saved voucher: a QR for the server to scan, counted at once.
    await page.getByRole('button', { name: 'Use An Offer' }).click();
    const offlineDialog = page.getByRole('dialog');
    await offlineDialog.getByRole('button', { name: /Free Appetizers/ }).click();
    await offlineDialog.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(offlineDialog.getByRole('heading', { name: 'Show this to your server' })).toBeVisible();
    await expect(offlineDialog.getByRole('img', { name: 'Voucher QR code' })).toBeVisible();
    await expect(offlineDialog).toContainText('For Taylor');
    await page.screenshot({ path: 'e2e/.artifacts/shots/offline-voucher.png' });
    const shownFirst = await offlineDialog.getByTestId('voucher-qr').innerHTML();
    await offlineDialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(offerRow(page, 'Free Appetizers').getByTestId('offer-remaining')).toHaveText('2/3');
    await expect(offerRow(page, 'Free Appetizers')).toContainText('1 used offline, not yet confirmed');
    // Closed too soon (the server had not scanned it): the same QR is shown again, and nothing is counted twice.
    await offerRow(page, 'Free Appetizers').getByRole('button', { name: 'Show again' }).click();
    await expect(offlineDialog.getByRole('heading', { name: 'Show this to your server' })).toBeVisible();
    await expect(offlineDialog.getByRole('img', { name: 'Voucher QR code' })).toBeVisible();
    expect(await offlineDialog.getByTestId('voucher-qr').innerHTML()).toBe(shownFirst);
    await page.screenshot({ path: 'e2e/.artifacts/shots/offline-voucher-again.png' });
    await offlineDialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(offerRow(page, 'Free Appetizers').getByTestId('offer-remaining')).toHaveText('2/3');
    await expect(offerRow(page, 'Free Appetizers')).toContainText('1 used offline, not yet confirmed');
    await context.setOffline(false);
  });

  test('cancel resets the selection, and a used-up offer is greyed, struck through and not selectable', async ({
    page,
    server,
  }) => {
    const card = seededCard(server.dataDir, 'Sam Chen');
    const detail = await cardDetail(page.request, card.accessCode);
    const pizza = detail.offers.find((o) => o.offerType === 'BOGO Pizza')!;
    for (let i = 0; i < pizza.quantityRemaining; i++) {
      expect((await page.request.post(`/api/cards/${card.accessCode}/redeem`, { data: { offerId: pizza.id } })).ok()).toBe(true);
    }
    await page.goto(`/card/${card.accessCode}`);
    const row = offerRow(page, 'BOGO Pizza');
    await expect(row.getByTestId('offer-remaining')).toHaveText(`0/${pizza.quantityTotal}`);
    await expect(row).toHaveAttribute('data-used-up', 'true');
    await expect(row.getByText('BOGO Pizza')).toHaveCSS('text-decoration-line', 'line-through');
    await expect(offerRow(page, 'Free Kids Meals')).toHaveAttribute('data-used-up', 'false');

    await page.getByRole('button', { name: 'Use An Offer' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: /BOGO Pizza/ })).toBeDisabled();
    await dialog.getByRole('button', { name: /Free Kids Meals/ }).click();
    await expect(dialog.getByRole('heading', { name: 'Redeem Free Kids Meals?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Use An Offer' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Use An Offer' })).toBeVisible();
  });

  test('a card with nothing left says "No offers available to redeem"', async ({ page, server }) => {
    const card = seededCard(server.dataDir, 'Jordan Rivera');
    const detail = await cardDetail(page.request, card.accessCode);
    for (const offer of detail.offers) {
      for (let i = 0; i < offer.quantityRemaining; i++) {
        expect((await page.request.post(`/api/cards/${card.accessCode}/redeem`, { data: { offerId: offer.id } })).ok()).toBe(
          true,
        );
      }
    }
    await page.goto(`/card/${card.accessCode}`);
    await expect(page.getByTestId('offer').and(page.locator('[data-used-up="true"]'))).toHaveCount(detail.offers.length);
    await page.getByRole('button', { name: 'Use An Offer' }).click();
    await expect(page.getByRole('dialog')).toContainText('No offers available to redeem');
  });

  test('a redemption the server refuses shows the "Error" toast with its message', async ({ page, server }) => {
    const card = seededCard(server.dataDir, 'Taylor Brooks');
    const detail = await cardDetail(page.request, card.accessCode);
    const kids = detail.offers.find((o) => o.offerType === 'Free Kids Meals')!;
    await page.goto(`/card/${card.accessCode}`);
    await page.getByRole('button', { name: 'Use An Offer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Free Kids Meals/ }).click();
    // Another phone uses the rest of the offer while this one is on the confirmation step.
    for (let i = 0; i < kids.quantityRemaining; i++) {
      await page.request.post(`/api/cards/${card.accessCode}/redeem`, { data: { offerId: kids.id } });
    }
    await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('No remaining quantity');
    await expect(offerRow(page, 'Free Kids Meals').getByTestId('offer-remaining')).toHaveText(`0/${kids.quantityTotal}`);
  });

  test('an expired card shows the Expired badge and cannot use an offer', async ({ page, server }) => {
    const card = seededCard(server.dataDir, 'Jordan Rivera', { expired: true });
    await page.goto(`/card/${card.accessCode}`);
    await expect(page.getByText('Expired', { exact: true })).toBeVisible();
    await expect(page.getByText('Expires Soon')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Use An Offer' })).toBeDisabled();
    await page.screenshot({ path: 'e2e/.artifacts/shots/expired.png' });
  });

  test('"Expires Soon" shows from 30 days (rounded up) before the card expires, not 31', async ({ page, server }) => {
    const card = seededCard(server.dataDir, 'Sam Chen');
    const expires = new Date(card.expirationDate).getTime();
    const day = 86_400_000;
    // 29.5 days left rounds up to 30: soon.
    await page.clock.setFixedTime(new Date(expires - 29.5 * day));
    await page.goto(`/card/${card.accessCode}`);
    await expect(page.getByText('Expires Soon')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use An Offer' })).toBeEnabled();
    await page.screenshot({ path: 'e2e/.artifacts/shots/expires-soon.png' });
    // 30.5 days left rounds up to 31: not yet.
    await page.clock.setFixedTime(new Date(expires - 30.5 * day));
    await page.reload();
    await expect(page.getByText('PROUD SUPPORTERS OF')).toBeVisible();
    await expect(page.getByText('Expires Soon')).toHaveCount(0);
  });

  test('without its restaurant the card says its offers remain valid; an unknown offer type gets the appetizer icon', async ({
    page,
    server,
  }) => {
    const card = seededCard(server.dataDir, 'Sam Chen');
    const detail = await cardDetail(page.request, card.accessCode);
    // The server's answer with the restaurant gone and an offer type the card does not know.
    const changed: CardDetailResponse = {
      ...detail,
      restaurant: null,
      offers: detail.offers.map((o, i) => (i === 0 ? { ...o, offerType: 'Free Dessert' } : o)),
    };
    await page.route(`**/api/cards/${card.accessCode}`, (route) => route.fulfill({ json: changed }));
    await page.goto(`/card/${card.accessCode}`);
    await expect(
      page.getByText('This campaign is no longer active. Your purchased offers remain valid until expiration.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Visit Website/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Your Offers/ })).toHaveText('Your Offers');
    await expect(offerRow(page, 'Free Dessert').locator('svg[data-icon="appetizer"]')).toBeVisible();
    await expect(offerRow(page, 'Free Kids Meals').locator('svg[data-icon="kids-meal"]')).toBeVisible();
  });

  test('an unknown access code shows "Card Not Found"', async ({ page }) => {
    await page.goto('/card/NOTAREALCARD234');
    await expect(page.getByRole('heading', { name: 'Card Not Found' })).toBeVisible();
    await expect(page.getByText("The deal card you're looking for doesn't exist or has been removed.")).toBeVisible();
  });

  test('a refused look-up (too many tries) shows "Card Not Found" with the server message', async ({ page }) => {
    await page.route('**/api/cards/ABCDEFGHJKMNPQ', (route) =>
      route.fulfill({ status: 429, json: { error: 'Too many card look-ups. Try again in a few minutes.' } }),
    );
    await page.goto('/card/ABCDEFGHJKMNPQ');
    await expect(page.getByRole('heading', { name: 'Card Not Found' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Too many card look-ups' })).toBeVisible();
  });

  test('/card without a code goes to Find My Card', async ({ page }) => {
    await page.goto('/card');
    await expect(page).toHaveURL(/\/find-my-card$/);
    await expect(page.getByRole('heading', { name: 'My Deal Card' })).toBeVisible();
  });
});

test.describe('the card on a first visit', () => {
  // Requests the page makes itself: a service worker in control would answer some from its cache.
  test.use({ serviceWorkers: 'block' });

  test("the card and its page's code are fetched once, named in the page's Link header; the redemption dialog loads at the first tap", async ({
    page,
    server,
  }) => {
    const card = seededCard(server.dataDir, 'Taylor Brooks');
    const cardCalls: string[] = [];
    const configCalls: string[] = [];
    const scripts: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname === `/api/cards/${card.accessCode}`) cardCalls.push(req.resourceType());
      if (pathname === '/api/config') configCalls.push(req.resourceType());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
    });
    const response = await page.goto(`/card/${card.accessCode}`);
    await expect(page.getByRole('heading', { name: /Your Offers/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The browser starts both while the app's entry script is still downloading...
    const link = response?.headers().link ?? '';
    expect(link).toContain(`</api/cards/${card.accessCode}>; rel=preload; as=fetch; crossorigin=use-credentials`);
    expect(link).toMatch(/<\/assets\/card-page-[^>]+\.js>; rel=modulepreload/);
    expect(link).toContain('</api/config>; rel=preload; as=fetch; crossorigin=use-credentials');
    // ...and the app's own fetch and import() take those responses instead of asking again.
    expect(cardCalls).toHaveLength(1);
    expect(configCalls).toHaveLength(1);
    expect(scripts.filter((s) => s.includes('card-page'))).toHaveLength(1);
    expect(scripts.filter((s) => s.includes('redemption-dialog'))).toEqual([]);

    await page.getByRole('button', { name: 'Use An Offer' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Use An Offer' })).toBeVisible();
    expect(scripts.filter((s) => s.includes('redemption-dialog'))).toHaveLength(1);
  });

  // Start-up has already asked (app/router.tsx); a final "not found" is not asked again when the
  // page mounts. For a card each ask counts as a failed guess against the look-up limit.
  for (const { what, page: path, api, heading } of [
    {
      what: 'a card code the server does not know',
      page: '/card/ZZZZ2222ZZZZ22',
      api: '/api/cards/ZZZZ2222ZZZZ22',
      heading: 'Card Not Found',
    },
    {
      what: 'an unknown campaign address',
      page: '/campaign/no-such-campaign',
      api: '/api/campaigns/no-such-campaign',
      heading: 'Campaign Not Found',
    },
  ]) {
    test(`${what} is asked for once, not again when the page mounts`, async ({ page }) => {
      const calls: string[] = [];
      page.on('request', (req) => {
        const { pathname } = new URL(req.url());
        if (pathname.startsWith('/api/cards/') || pathname.startsWith('/api/campaigns/')) calls.push(pathname);
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(calls).toEqual([api]);
    });
  }

  test('a first visit to a campaign fetches it once, by the same kind of Link header preload', async ({ page, server }) => {
    const db = openAppDb(server.dataDir);
    const { slug } = db
      .prepare("SELECT slug FROM campaigns WHERE status = 'approved' AND is_active = 1 ORDER BY id LIMIT 1")
      .get() as { slug: string };
    db.close();
    const calls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === `/api/campaigns/${slug}`) calls.push(req.resourceType());
    });
    const response = await page.goto(`/campaign/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(response?.headers().link).toContain(`</api/campaigns/${slug}>; rel=preload`);
    expect(calls).toHaveLength(1);
  });

  test('when the redemption dialog cannot load, the card says so and stays on screen', async ({ page, server }) => {
    const card = seededCard(server.dataDir, 'Taylor Brooks');
    await page.route(/\/assets\/redemption-dialog-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(`/card/${card.accessCode}`);
    await page.getByRole('button', { name: 'Use An Offer' }).click();
    await expect(page.getByRole('alert')).toHaveText('Could not open the offers. Check your connection and try again.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Your Offers/ })).toBeVisible();
  });
});

test.describe('Find My Card', () => {
  test('an e-mail search answers neutrally, and the e-mailed link lists active and inactive cards', async ({ page, server }) => {
    await page.goto('/find-my-card');
    await expect(page.getByRole('heading', { name: 'My Deal Card' })).toBeVisible();
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByRole('button', { name: 'Find My Cards' }).click();
    await expect(page.getByTestId('find-my-card-sent')).toContainText("we've e-mailed a link");
    await page.screenshot({ path: 'e2e/.artifacts/shots/find-sent.png' });
    // Nothing is revealed on the page itself.
    await expect(page.getByRole('link', { name: 'View Card' })).toHaveCount(0);

    let token: string | null = null;
    await expect.poll(() => (token = latestFindMyCardToken(server.dataDir, 'jordan@example.com'))).not.toBeNull();
    await page.goto(`/find-my-card?token=${encodeURIComponent(token!)}`);
    const active = seededCard(server.dataDir, 'Jordan Rivera');
    const expired = seededCard(server.dataDir, 'Jordan Rivera', { expired: true });
    const activeList = page.getByRole('region', { name: 'Your Active Cards' });
    const inactiveList = page.getByRole('region', { name: 'Expired or Inactive Cards' });
    await expect(activeList.getByTestId('active-card')).toHaveCount(1);
    await expect(activeList).toContainText('Supporting Lincoln Elementary PTA');
    await expect(activeList.getByRole('link', { name: 'View Card' })).toHaveAttribute('href', `/card/${active.accessCode}`);
    await expect(inactiveList.getByTestId('inactive-card')).toHaveCount(1);
    await expect(inactiveList).toContainText('Campaign no longer active');
    await expect(inactiveList.getByRole('link', { name: 'View Card' })).toHaveAttribute('href', `/card/${expired.accessCode}`);
    await expect(inactiveList.getByTestId('inactive-card')).toHaveCSS('opacity', '0.6');
    await page.screenshot({ path: 'e2e/.artifacts/shots/find-token.png', fullPage: true });

    await activeList.getByRole('link', { name: 'View Card' }).click();
    await expect(page).toHaveURL(`/card/${active.accessCode}`);
    await expect(page.getByText('PROUD SUPPORTERS OF')).toBeVisible();
  });

  test('the phone toggle shows one required field at a time', async ({ page }) => {
    await page.goto('/find-my-card');
    await page.getByRole('button', { name: 'Phone' }).click();
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await page.getByRole('button', { name: 'Find My Cards' }).click();
    await expect(page.getByText('Phone number is required (at least 10 digits)')).toBeVisible();
    await page.getByLabel('Phone Number').fill('(555) 410-2233');
    await page.getByRole('button', { name: 'Find My Cards' }).click();
    await expect(page.getByTestId('find-my-card-sent')).toBeVisible();
  });

  test('a bad link shows the destructive alert with the server message', async ({ page }) => {
    await page.goto('/find-my-card?token=not-a-real-token');
    await expect(page.getByRole('alert')).toContainText('This link is not valid');
  });

  test('cards opened on this device are listed without any e-mail', async ({ page, server }) => {
    const card = seededCard(server.dataDir, 'Sam Chen');
    await page.goto(`/card/${card.accessCode}`);
    await expect(page.getByText('PROUD SUPPORTERS OF')).toBeVisible();
    await page.goto('/find-my-card');
    const activeList = page.getByRole('region', { name: 'Your Active Cards' });
    await expect(activeList.getByRole('link', { name: 'View Card' })).toHaveAttribute('href', `/card/${card.accessCode}`);
    await expect(activeList).toContainText('Saved on this device');
  });
});
