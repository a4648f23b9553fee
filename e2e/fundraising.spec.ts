import { openAppDb } from './support/card-db.ts';
import { DEMO_ADMIN, DEMO_OWNER, expect, signIn, test } from './support/fixtures.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** The live demo campaign with a goal (Lincoln Elementary PTA). */
function liveCampaign(dataDir: string): { slug: string; nonprofitName: string } {
  const db = openAppDb(dataDir);
  try {
    return db
      .prepare(
        "SELECT slug, nonprofit_name AS nonprofitName FROM campaigns WHERE status = 'approved' AND is_active = 1 AND goal_cents IS NOT NULL ORDER BY id LIMIT 1",
      )
      .get() as { slug: string; nonprofitName: string };
  } finally {
    db.close();
  }
}

function latestMailText(dataDir: string, kind: string, to: string): string {
  const db = openAppDb(dataDir);
  try {
    const row = db
      .prepare('SELECT text FROM email_outbox WHERE kind = ? AND to_address = ? ORDER BY id DESC LIMIT 1')
      .get(kind, to) as { text: string } | undefined;
    if (!row) throw new Error(`no ${kind} e-mail to ${to}`);
    return row.text;
  } finally {
    db.close();
  }
}

const raisedText = async (page: import('@playwright/test').Page) =>
  (await page.getByTestId('fundraising-raised').innerText()).trim();

test.describe('the fundraising drive', () => {
  test('a supporter signs up on a phone, a buyer buys through the share link, and the seller page, leaderboard and thermometer show it', async ({
    page,
    browser,
    server,
  }) => {
    const { slug, nonprofitName } = liveCampaign(server.dataDir);
    const email = `seller-${Date.now()}@example.com`;

    // The supporter, on a phone.
    await page.goto(`/campaign/${slug}`);
    await expect(page.getByRole('progressbar', { name: 'Fundraising progress' })).toBeVisible();
    const before = await raisedText(page);
    await page.getByRole('button', { name: `Sell cards for ${nonprofitName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Get my link' }).click();
    await expect(dialog.getByText('Enter your name')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Quinn Zephyr');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await dialog.getByRole('button', { name: 'Get my link' }).click();
    await expect(dialog.getByText("You're in! We e-mailed you your link.")).toBeVisible();
    const shareUrl = await dialog.getByTestId('seller-share-link').inputValue();
    expect(shareUrl).toMatch(new RegExp(`/campaign/${slug}\\?s=[A-Z0-9]{6}$`));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/seller-signed-up.png` });
    const statsPath = /\/seller\/[A-Za-z0-9_-]+/.exec(latestMailText(server.dataDir, 'seller-welcome', email))![0];

    // A buyer opens the share link on their own phone and buys with the demo card.
    const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: server.baseURL });
    const buyer = await buyerContext.newPage();
    await buyer.goto(new URL(shareUrl).pathname + new URL(shareUrl).search);
    await expect(buyer.getByText(`You're supporting ${nonprofitName} through a seller's link`)).toBeVisible();
    await buyer
      .getByRole('link', { name: /Purchase Card/ })
      .first()
      .click();
    await expect(buyer).toHaveURL(/\/checkout\/.+\?s=[A-Z0-9]{6}/);
    await buyer.getByLabel('Full Name').fill('Robin Buyer');
    await buyer.getByLabel('Email').fill(`buyer-${Date.now()}@example.com`);
    await buyer.getByLabel('Phone Number').fill('(555) 123-4567');
    await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await buyer.getByRole('button', { name: /^Pay / }).click();
    await expect(buyer.getByTestId('card-raised')).toHaveText(`Your card raised $10.00 for ${nonprofitName}`);
    await buyerContext.close();

    // The seller's own page and the leaderboard count the sale; the thermometer moved.
    await page.goto(statsPath);
    await expect(page.getByRole('heading', { name: 'Hi Quinn Z.' })).toBeVisible();
    await expect(page.getByTestId('seller-cards-sold')).toHaveText('1');
    await expect(page.getByTestId('seller-raised')).toHaveText('$10.00');
    await expect(page.getByText('Robin')).toBeVisible();
    await expect(page.getByRole('img', { name: `QR code for ${shareUrl}` })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/seller-page.png`, fullPage: true });

    // The public pages are cached for a few seconds: the figures arrive within that.
    await expect(async () => {
      await page.goto(`/campaign/${slug}`);
      await expect(page.getByTestId('leaderboard-row').filter({ hasText: 'Quinn Z.' })).toContainText('$10.00 raised', {
        timeout: 1000,
      });
      expect(await raisedText(page)).not.toBe(before);
    }).toPass({ timeout: 20_000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/landing-after-sale.png`, fullPage: true });
  });

  test('an owner sends the nonprofit its dashboard link, and the nonprofit opens it without an account', async ({
    page,
    server,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO_OWNER, '/portal/nonprofits');
    await page.goto('/portal/nonprofits');
    const card = page
      .getByRole('article', { name: 'Lincoln Elementary PTA' })
      .or(page.locator('[aria-label="Lincoln Elementary PTA"]'));
    await card.getByRole('button', { name: 'Send dashboard link to Lincoln Elementary PTA' }).click();
    await expect(page.getByText('Dashboard link sent')).toBeVisible();
    await expect(card).toContainText('Link sent');
    const text = latestMailText(server.dataDir, 'nonprofit-dashboard', 'pta@lincoln.example.org');
    const dashboardPath = /\/nonprofit\/[A-Za-z0-9_-]+/.exec(text)![0];

    const nonprofit = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 390, height: 844 }, baseURL: server.baseURL });
    const phone = await nonprofit.newPage();
    await phone.goto(dashboardPath);
    await expect(phone.getByRole('heading', { name: 'Lincoln Elementary PTA', level: 1 })).toBeVisible();
    await expect(phone.getByTestId('money-net')).toBeVisible();
    await expect(phone.getByTestId('dashboard-campaign').first()).toBeVisible();
    await expect(phone.getByRole('progressbar', { name: 'Raised toward the goal' })).toBeVisible();
    // Last year's (archived) campaign has ended: no link, QR code or poster to share for it; the
    // live one has them. Each campaign's title names its sales window, so two read apart.
    const results = phone.getByTestId('dashboard-campaign');
    const ended = results.filter({ has: phone.getByText('Ended', { exact: true }) });
    await expect(ended.first()).toBeVisible();
    for (const one of await ended.all()) {
      await expect(one.getByRole('link', { name: /poster/i })).toHaveCount(0);
      await expect(one).toContainText('Its link, QR code and poster are here while the campaign sells cards.');
    }
    const live = results.filter({ has: phone.getByText('Live', { exact: true }) });
    await expect(live.first().getByRole('link', { name: /poster/i })).toBeVisible();
    // Last year's and this year's read apart (other specs on this server may add campaigns of
    // their own with the same restaurant and dates: those are not this check's business).
    const liveTitle = await live.first().getByRole('heading', { level: 3 }).textContent();
    const endedTitle = await ended.first().getByRole('heading', { level: 3 }).textContent();
    expect(liveTitle).toBeTruthy();
    expect(liveTitle).not.toBe(endedTitle);
    await expect(phone.getByRole('progressbar', { name: 'Raised toward the goal' }).first()).toHaveAttribute(
      'aria-valuetext',
      /^\d+%: \$[\d,.]+ raised of \$[\d,.]+$/,
    );
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/nonprofit-dashboard.png`, fullPage: true });
    await nonprofit.close();

    // The same dashboard in Spanish, screen-reader text included.
    const spanish = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 390, height: 844 }, baseURL: server.baseURL, locale: 'es-US' });
    const telefono = await spanish.newPage();
    await telefono.goto(dashboardPath);
    const barra = telefono.getByRole('progressbar', { name: 'Recaudado para la meta' }).first();
    await expect(barra).toHaveAttribute('aria-valuetext', /^\d+ %: \$[\d,.]+ recaudados de \$[\d,.]+$/);
    await expect(
      telefono
        .getByTestId('dashboard-campaign')
        .filter({ has: telefono.getByText('Terminada', { exact: true }) })
        .first(),
    ).toBeVisible();
    if (SHOTS) await telefono.screenshot({ path: `${SHOTS}/nonprofit-dashboard-es.png`, fullPage: true });
    await spanish.close();

    // A second link ends the first.
    await card.getByRole('button', { name: 'Send dashboard link to Lincoln Elementary PTA' }).click();
    await expect(page.getByText('Dashboard link sent').first()).toBeVisible();
    const again = await page.request.get(`/api${dashboardPath.replace('/nonprofit/', '/nonprofit-dashboard/')}`);
    expect(again.status()).toBe(404);
  });

  test('a seller whose only sale was refunded is told so on the phone, not "no sales yet", in English and Spanish', async ({
    browser,
    playwright,
    server,
  }) => {
    const { slug } = liveCampaign(server.dataDir);
    const email = `refunded-seller-${Date.now()}@example.com`;
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    try {
      const signUp = await api.post(`/api/campaigns/${slug}/sellers`, {
        data: { name: 'Rita Refund', email, showOnLeaderboard: false },
      });
      expect(signUp.status(), await signUp.text()).toBe(201);
      const statsPath = /\/seller\/[A-Za-z0-9_-]+/.exec(latestMailText(server.dataDir, 'seller-welcome', email))![0];
      const sellerCode = /\?s=([A-Z0-9]{6})/.exec(latestMailText(server.dataDir, 'seller-welcome', email))![1]!;
      // A buyer pays through the seller's code, then the sale is refunded by the platform.
      const intent = await api.post(`/api/campaigns/${slug}/create-payment-intent`, { data: { sellerCode } });
      const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
      expect(
        (await api.post(`/api/demo-payments/${paymentIntentId}/confirm`, { data: { cardNumber: '4242424242424242' } })).status(),
      ).toBe(200);
      const bought = await api.post('/api/purchase-card', {
        data: {
          campaignId: (await (await api.get(`/api/campaigns/${slug}`)).json()).campaign.id,
          customerName: 'Greta Buyer',
          customerEmail: 'greta@example.com',
          stripePaymentIntentId: paymentIntentId,
        },
      });
      expect(bought.ok(), await bought.text()).toBe(true);
      const db = openAppDb(server.dataDir);
      const { id: cardId } = db.prepare('SELECT id FROM cards WHERE stripe_payment_intent_id = ?').get(paymentIntentId) as {
        id: number;
      };
      db.close();
      const admin = await playwright.request.newContext({ baseURL: server.baseURL });
      expect((await admin.post('/api/auth/login', { data: DEMO_ADMIN })).status()).toBe(200);
      const refund = await admin.post(`/api/admin/cards/${cardId}/refund`, { data: { reason: 'Bought twice by mistake' } });
      expect(refund.status(), await refund.text()).toBe(200);
      await admin.dispose();

      for (const [locale, told, mark] of [
        ['en-US', 'Your sale was refunded, so it no longer counts. Share your link again!', 'Refunded: not counted'],
        ['es-US', 'Tu venta fue reembolsada y ya no cuenta. ¡Comparte tu enlace de nuevo!', 'Reembolsada: no cuenta'],
      ] as const) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: server.baseURL, locale });
        const phone = await context.newPage();
        await phone.goto(statsPath);
        await expect(phone.getByTestId('seller-rank')).toHaveText(told);
        await expect(phone.getByTestId('seller-cards-sold')).toHaveText('0');
        await expect(phone.getByRole('listitem').filter({ hasText: 'Greta' })).toContainText(mark);
        if (SHOTS) await phone.screenshot({ path: `${SHOTS}/seller-refunded-${locale}.png`, fullPage: true });
        await context.close();
      }
    } finally {
      await api.dispose();
    }
  });
});
