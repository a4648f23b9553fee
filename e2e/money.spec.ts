import type { APIRequestContext } from '@playwright/test';
import { openAppDb } from './support/card-db.ts';
import { DEMO_ADMIN, expect, signIn, test } from './support/fixtures.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** A card bought with the demo provider through the same calls the checkout makes. */
async function buyCard(request: APIRequestContext, dataDir: string, email: string) {
  const db = openAppDb(dataDir);
  const campaign = db
    .prepare("SELECT slug FROM campaigns WHERE status = 'approved' AND is_active = 1 ORDER BY id LIMIT 1")
    .get() as { slug: string };
  db.close();
  const intent = await (await request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`, { data: {} })).json();
  const attach = await request.post(`/api/payments/${intent.paymentIntentId}/buyer`, {
    data: { customerName: 'Riley Refund', customerEmail: email, clientSecret: intent.clientSecret },
  });
  expect(attach.status()).toBe(200);
  const confirm = await request.post(`/api/demo-payments/${intent.paymentIntentId}/confirm`, {
    data: { cardNumber: '4242 4242 4242 4242' },
  });
  expect(confirm.status()).toBe(200);
  const check = openAppDb(dataDir);
  const card = check
    .prepare('SELECT access_code AS accessCode FROM cards WHERE stripe_payment_intent_id = ?')
    .get(intent.paymentIntentId) as { accessCode: string };
  check.close();
  return card;
}

test.describe('money after the sale', () => {
  test('an admin finds a card by e-mail and refunds it; the holder’s phone then shows it refunded and cannot redeem', async ({
    page,
    browser,
    request,
    server,
  }) => {
    const email = `refund-${Date.now()}@example.com`;
    const card = await buyCard(request, server.dataDir, email);

    // The holder opens the card on a phone first: it is saved there.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: server.baseURL });
    const holder = await phone.newPage();
    await holder.goto(`/card/${card.accessCode}`);
    await expect(holder.getByRole('button', { name: 'Use An Offer' })).toBeEnabled();

    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO_ADMIN, '/admin/cards');
    await page.getByLabel('Access code, e-mail or payment reference').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/admin\/cards\?q=/);
    const row = page.getByRole('row').filter({ hasText: card.accessCode });
    await expect(row).toContainText('Riley Refund');
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Refund card ${card.accessCode}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Refund \$/ }).click();
    await expect(dialog.getByText('Say why the card is refunded')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Bought two by mistake');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-refund-dialog.png` });
    await dialog.getByRole('button', { name: /^Refund \$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Refunded');
    await expect(row.getByRole('button', { name: /Refund card/ })).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-cards.png` });

    await holder.reload();
    await expect(holder.getByTestId('card-status-notice')).toContainText('This card was refunded on');
    await expect(holder.getByRole('button', { name: 'Use An Offer' })).toBeDisabled();
    await expect(holder.getByText('Refunded', { exact: true })).toBeVisible();
    if (SHOTS) await holder.screenshot({ path: `${SHOTS}/card-refunded-phone.png`, fullPage: true });
    // Redeeming anyway (an old tab) is refused with words a holder understands.
    const offerId = (await (await request.get(`/api/cards/${card.accessCode}`)).json()).offers[0].id;
    const redeem = await request.post(`/api/cards/${card.accessCode}/redeem`, { data: { offerId } });
    expect(redeem.status()).toBe(409);
    expect((await redeem.json()).error).toBe('This card was refunded, so its offers can no longer be used.');
    await phone.close();
  });

  test('an admin records a payout for a nonprofit, never more than is due, and the figures follow', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO_ADMIN, '/admin/payouts');
    await expect(page.getByRole('heading', { name: 'Payouts', exact: true })).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /Record payout/ }) })
      .first();
    await expect(row).toBeVisible();
    const nonprofit = (await row.getByRole('cell').first().innerText()).trim();
    await row.getByRole('button', { name: /Record payout/ }).click();
    const dialog = page.getByRole('dialog');
    const amount = dialog.getByLabel(/Amount/);
    await amount.fill('999999');
    await dialog.getByLabel(/Reference/).fill('Check 1042');
    await dialog.getByRole('button', { name: 'Record payout' }).click();
    await expect(dialog.getByText('A payout cannot be more than is due to the nonprofit')).toBeVisible();
    await amount.fill('1.00');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-payout-dialog.png` });
    await dialog.getByRole('button', { name: 'Record payout' }).click();
    await expect(dialog).toBeHidden();
    const recent = page.getByRole('table', { name: /Recent payouts/i });
    await expect(recent.getByRole('row').filter({ hasText: 'Check 1042' })).toContainText(nonprofit);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-payouts.png`, fullPage: true });
  });
});
