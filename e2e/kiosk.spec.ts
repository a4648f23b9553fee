import { cardWithOfferLeft, openAppDb } from './support/card-db.ts';
import { buyCard } from './support/buy-card.ts';
import { DEMO_ADMIN, DEMO_OWNER, expect, signIn, test } from './support/fixtures.ts';

const TABLET = { width: 1024, height: 768 };
test.use({ viewport: TABLET });

test.describe('kiosk', () => {
  test('the owner pairs a tablet from Locations; the tablet verifies a redeemed code once, and is sent back to pairing when revoked', async ({
    page,
    browser,
    server,
    baseURL,
  }, testInfo) => {
    const shot = (p: typeof page, name: string) => p.screenshot({ path: testInfo.outputPath(`${name}.png`) });

    // The owner opens Locations and asks for a pairing code for Downtown.
    await signIn(page, DEMO_OWNER, '/restaurant/locations');
    const downtown = page.getByRole('region', { name: 'Downtown', exact: true });
    await expect(downtown.getByText('No tablets paired here yet.')).toBeVisible();
    await downtown.getByRole('button', { name: 'Pair a tablet with Downtown' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pair a tablet' });
    const codeEl = dialog.getByLabel('Pairing code');
    await expect(codeEl).toBeVisible();
    const pairingCode = (await codeEl.getAttribute('data-code'))!;
    expect(pairingCode).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);
    await expect(dialog.getByText(`Open ${baseURL}/kiosk/ on the tablet and enter this code.`, { exact: false })).toBeVisible();
    await expect(dialog.getByRole('timer')).toHaveText(/Expires in (10:00|9:\d\d)/);
    await shot(page, 'portal-pairing-code');

    // The tablet, a browser of its own, pairs with that code.
    const tabletContext = await browser.newContext({ baseURL, viewport: TABLET, hasTouch: true });
    const tablet = await tabletContext.newPage();
    await tablet.goto('/kiosk/');
    await expect(tablet.getByRole('heading', { name: 'Deal Cards Kiosk' })).toBeVisible();
    await shot(tablet, 'kiosk-pairing');
    await tablet.getByLabel('Pairing code').fill(pairingCode.toLowerCase());
    await tablet.getByRole('button', { name: 'Pair tablet' }).click();
    await expect(tablet.getByRole('heading', { name: 'Fowl Play Wings & Pizza' })).toBeVisible();
    await expect(tablet.getByText('Downtown', { exact: true })).toBeVisible();
    await expect(
      tablet.getByText('No redemptions yet', { exact: false }).or(tablet.getByRole('list', { name: 'Recent redemptions' })),
    ).toBeVisible();

    // The portal sees the tablet arrive, then lists it under Downtown.
    await expect(dialog.getByText('Tablet paired', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(downtown.getByText('Downtown tablet')).toBeVisible();
    await expect(downtown.getByText(/^Paired [A-Z][a-z]{2} \d/)).toBeVisible();
    await expect(downtown.getByText(/^Last seen .* ago$/)).toBeVisible();

    // A card holder redeems an offer on their own phone.
    const card = cardWithOfferLeft(server.dataDir);
    const holder = await browser.newContext({ baseURL });
    const redeemed = await holder.request.post(`/api/cards/${card.accessCode}/redeem`, { data: { offerId: card.offerId } });
    expect(redeemed.status()).toBe(201);
    const { code } = (await redeemed.json()) as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    await holder.close();

    // The new redemption appears in the live list without touching the tablet.
    const list = tablet.getByRole('list', { name: 'Recent redemptions' });
    const newest = list.getByRole('listitem').first();
    await expect(newest).toContainText(card.offerType);
    await expect(newest).toContainText(card.firstName);
    await expect(newest).toContainText('Not verified');

    // The server types the code on a physical keyboard: Valid, with the offer and first name.
    await tablet.keyboard.type(code.slice(0, 3));
    await shot(tablet, 'kiosk-keypad');
    await tablet.keyboard.type(code.slice(3));
    await tablet.keyboard.press('Enter');
    const valid = tablet.getByRole('status').filter({ has: tablet.getByRole('heading', { name: 'Valid' }) });
    await expect(valid).toBeVisible();
    await expect(valid).toContainText(card.offerType);
    await expect(valid).toContainText(`Card holder: ${card.firstName}`);
    await shot(tablet, 'kiosk-valid');
    await valid.click(); // a tap returns to the keypad
    await expect(valid).toHaveCount(0);

    // The same code again, on the touch keypad: Already used, with when and where.
    for (const digit of code) await tablet.getByRole('button', { name: digit, exact: true }).click();
    await tablet.getByRole('button', { name: 'Check' }).click();
    const used = tablet.getByRole('status').filter({ has: tablet.getByRole('heading', { name: 'Already used' }) });
    await expect(used).toBeVisible();
    await expect(used).toContainText('at Downtown');
    await expect(used).toContainText(card.offerType);
    await shot(tablet, 'kiosk-already-used');
    // It goes back to the keypad by itself.
    await expect(used).toHaveCount(0, { timeout: 10_000 });
    await expect(newest).toContainText(card.offerType);
    await expect(newest).toContainText('Verified');
    await expect(newest).not.toContainText('Not verified');

    // A code that does not exist: Not found.
    await tablet.keyboard.type(code === '100000' ? '100001' : '100000');
    await tablet.keyboard.press('Enter');
    await expect(tablet.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await shot(tablet, 'kiosk-not-found');
    await tablet.keyboard.press('Escape');
    await shot(tablet, 'kiosk-live-list');

    // The owner revokes the tablet; at its next call the tablet is back on the pairing screen.
    await downtown.getByRole('button', { name: /^Revoke tablet paired/ }).click();
    await page.getByRole('dialog', { name: 'Revoke this tablet?' }).getByRole('button', { name: 'Revoke tablet' }).click();
    await expect(downtown.getByText('No tablets paired here yet.')).toBeVisible();
    await expect(tablet.getByLabel('Pairing code')).toBeVisible({ timeout: 15_000 });
    await expect(tablet.getByText('This tablet is no longer paired.', { exact: false })).toBeVisible();
    await shot(tablet, 'kiosk-revoked');
    await tabletContext.close();
  });

  test('the kiosk shows a banner when the connection is lost, and it goes away when it returns', async ({ browser, baseURL }) => {
    const owner = await browser.newContext({ baseURL });
    await owner.request.post('/api/auth/login', { data: DEMO_OWNER }).then((r) => expect(r.status()).toBe(200));
    const { pairingCode } = (await (
      await owner.request.post('/api/kiosk/pairing-codes', { data: { locationId: 2 } })
    ).json()) as {
      pairingCode: string;
    };
    const context = await browser.newContext({ baseURL, viewport: TABLET });
    const tablet = await context.newPage();
    await tablet.goto('/kiosk/');
    await tablet.getByLabel('Pairing code').fill(pairingCode);
    await tablet.keyboard.press('Enter');
    await expect(tablet.getByText('Riverside', { exact: true })).toBeVisible();
    const banner = tablet.getByRole('alert').filter({ hasText: 'Offline: 0 scans waiting' });
    await expect(banner).toHaveCount(0);
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await tablet.screenshot({ path: test.info().outputPath('kiosk-offline.png') });
    await context.setOffline(false);
    await expect(banner).toHaveCount(0, { timeout: 15_000 });
    await context.close();
    await owner.close();
  });

  test('the recent list flags a use on a card that was refunded since, in English and Spanish, landscape and portrait', async ({
    browser,
    baseURL,
    server,
  }) => {
    const owner = await browser.newContext({ baseURL });
    expect((await owner.request.post('/api/auth/login', { data: DEMO_OWNER })).status()).toBe(200);
    const guest = await browser.newContext({ baseURL });
    const holder = `Refundo${String(Date.now()).slice(-6)}`;
    const card = await buyCard(owner.request, guest.request, `${holder} Diaz`);
    expect(
      (await guest.request.post(`/api/cards/${card.accessCode}/redeem`, { data: { offerId: card.offers[0]!.id } })).status(),
    ).toBe(201);
    await guest.close();
    // The platform refunds the card after the meal was served.
    const db = openAppDb(server.dataDir);
    const { id } = db.prepare('SELECT id FROM cards WHERE access_code = ?').get(card.accessCode) as { id: number };
    db.close();
    const admin = await browser.newContext({ baseURL });
    expect((await admin.request.post('/api/auth/login', { data: DEMO_ADMIN })).status()).toBe(200);
    expect((await admin.request.post(`/api/admin/cards/${id}/refund`, { data: { reason: 'Charged twice' } })).status()).toBe(200);
    await admin.close();

    const { locations } = (await (await owner.request.get('/api/locations')).json()) as {
      locations: { id: number; name: string }[];
    };
    const riverside = locations.find((l) => l.name === 'Riverside')!;
    for (const [locale, flag, viewport] of [
      ['en-US', '⚠ Card refunded since', TABLET],
      ['es-US', '⚠ Tarjeta reembolsada después', { width: 768, height: 1024 }],
    ] as const) {
      const { pairingCode } = (await (
        await owner.request.post('/api/kiosk/pairing-codes', { data: { locationId: riverside.id } })
      ).json()) as {
        pairingCode: string;
      };
      const context = await browser.newContext({ baseURL, viewport, locale });
      const tablet = await context.newPage();
      await tablet.goto('/kiosk/');
      await tablet.getByRole('textbox').first().fill(pairingCode);
      await tablet.keyboard.press('Enter');
      const row = tablet.getByRole('listitem').filter({ hasText: holder });
      await expect(row).toContainText(flag);
      // Uses of cards that were not refunded (the demo's) carry no flag.
      await expect(tablet.getByRole('listitem').filter({ hasNotText: flag }).first()).toBeVisible();
      await tablet.screenshot({ path: test.info().outputPath(`kiosk-refunded-${locale}.png`) });
      await context.close();
    }
    await owner.close();
  });
});
