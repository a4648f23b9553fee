import { writeFileSync } from 'node:fs';
import type { Browser, Locator } from '@playwright/test';
import { buyCard, liveCampaign, ownerCampaigns } from '../support/buy-card.ts';
import { DEMO_OWNER, expect, signIn, test } from '../support/fixtures.ts';
import { readQrCodes, readQrCodesInPdf } from '../support/zbar.ts';

/*
 * Outside check (issue 46): ZBar, a reader nobody here wrote, decodes every QR code the product
 * shows or prints to exactly what the API answered. Codes on a screen are read from a screenshot
 * of the element on a phone (390 x 844 at one device pixel a CSS pixel: the coarsest a phone
 * draws); printed ones from the page's PDF rendered by pdftoppm at 300 dpi, an office laser
 * printer's plainest setting, and at 400 dpi, each sheet read whole, a code counting as read when
 * either reads it. (At 150 dpi ZBar, reading a whole sheet of ten, missed one printed card's code
 * in about one run of eight, and at 300 dpi alone once in a CI run: a sheet is never scanned whole,
 * a card alone under a phone is, but a check that fails now and then checks nothing.)
 */

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: true };
const LAPTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
/** An office laser printer's plainest setting and the next one up (see readQrCodesInPdf). */
const PRINT_DPIS = [300, 400];

/** What ZBar reads in one element's screenshot: exactly one QR code, its text. */
async function qrOf(element: Locator): Promise<string> {
  await expect(element).toBeVisible();
  const codes = await readQrCodes(await element.screenshot());
  expect(codes, 'QR codes ZBar read in the element').toHaveLength(1);
  return codes[0]!;
}

/** The owner's signed-in context on a laptop, and the demo's live campaign with a goal and its nonprofit. */
async function ownerOffice(browser: Browser, baseURL: string) {
  const office = await browser.newContext({ ...LAPTOP, baseURL });
  const page = await office.newPage();
  await signIn(page, DEMO_OWNER, '/restaurant');
  const campaigns = await ownerCampaigns(page.request);
  const campaign = liveCampaign(campaigns, { withGoal: true });
  return { office, page, campaign, campaigns };
}

test.describe('QR codes, read by ZBar', () => {
  test('on the phone: the card QR is the card token, the redemption code QR its code, the offline voucher its voucher token', async ({
    browser,
    baseURL,
    playwright,
  }) => {
    const { office, page: owner } = await ownerOffice(browser, baseURL);
    const guest = await playwright.request.newContext({ baseURL });
    const card = await buyCard(owner.request, guest, `Zara${String(Date.now()).slice(-6)} Bar`);
    await office.close();

    const phone = await browser.newContext({ ...PHONE, baseURL });
    const page = await phone.newPage();
    await page.goto(`/card/${card.accessCode}`);
    await page.getByRole('button', { name: 'Show your card' }).click();
    const served = (await (await guest.get(`/api/cards/${card.accessCode}/vouchers`)).json()) as {
      cardToken: string;
      vouchers: Array<{ offerId: number; use: number; token: string }>;
    };
    expect(served.cardToken).toBeTruthy();
    expect(await qrOf(page.getByTestId('card-qr'))).toBe(served.cardToken);
    await page.getByRole('dialog', { name: 'Show your card' }).getByRole('button', { name: 'Close' }).click();

    // Online: the redemption code the server answered, as a QR beside the digits.
    const [first, second] = card.offers;
    await page.getByRole('button', { name: 'Use An Offer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: new RegExp(first!.offerType) }).click();
    const redeemed = page.waitForResponse((r) => r.url().includes('/redeem') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
    const answer = (await (await redeemed).json()) as { code: string };
    expect(answer.code).toMatch(/^\d{6}$/);
    await expect(dialog.getByTestId('redemption-code')).toHaveText(answer.code);
    expect(await qrOf(dialog.getByRole('img', { name: 'Redemption code as a QR code' }))).toBe(answer.code);
    await dialog.getByText('Close', { exact: true }).click();

    // Offline: the phone shows the saved voucher of the offer's next use, as the API signed it.
    await phone.setOffline(true);
    await page.getByRole('button', { name: 'Use An Offer' }).click();
    await dialog.getByRole('button', { name: new RegExp(second!.offerType) }).click();
    await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Show this to your server' })).toBeVisible();
    const next = served.vouchers.filter((v) => v.offerId === second!.id).sort((a, b) => a.use - b.use)[0]!;
    expect(await qrOf(dialog.getByTestId('voucher-qr'))).toBe(next.token);
    await phone.close();
  });

  test('a seller’s share link: the QR on the seller’s page, the printed flyer and the printed poster all read the link the API gave, the owner’s campaign QR its landing page', async ({
    browser,
    baseURL,
  }) => {
    const { office, page: owner, campaign, campaigns } = await ownerOffice(browser, baseURL);
    const added = await owner.request.post(`/api/nonprofits/${campaign.nonprofitId}/roster`, {
      data: { campaignId: campaign.id, name: 'Quincy Reader', team: 'Room 12' },
    });
    expect(added.status()).toBe(201);
    const { seller } = (await added.json()) as { seller: { code: string; shareUrl: string; statsUrl: string } };
    expect(seller.shareUrl).toBe(`${baseURL}/campaign/${campaign.slug}?s=${seller.code}`);

    // The flyers, printed: the seller's cut-out among the others reads the seller's link.
    await owner.goto(`/nonprofit/flyers?nonprofit=${campaign.nonprofitId}&campaign=${campaign.id}`);
    await expect(owner.getByRole('region', { name: 'Quincy Reader' }).or(owner.getByLabel('Quincy Reader'))).toBeVisible();
    const { sellers } = (await (
      await owner.request.get(`/api/nonprofits/${campaign.nonprofitId}/roster?campaignId=${campaign.id}`)
    ).json()) as { sellers: Array<{ shareUrl: string }> };
    const flyerCodes = (await readQrCodesInPdf(await owner.pdf({ preferCSSPageSize: true }), PRINT_DPIS)).flat();
    expect(flyerCodes.sort()).toEqual(sellers.map((s) => s.shareUrl).sort());
    expect(flyerCodes).toContain(seller.shareUrl);

    // The owner's campaigns: a live campaign's QR is its landing page, a campaign the API lists.
    await owner.goto('/restaurant/campaigns');
    await owner.getByRole('button', { name: 'QR Code & Poster' }).first().click();
    const campaignQr = owner.getByRole('img', { name: /^QR code for / });
    const landing = (await campaignQr.getAttribute('aria-label'))!.replace(/^QR code for /, '');
    expect(campaigns.map((c) => `${baseURL}/campaign/${c.slug}`)).toContain(landing);
    expect(await qrOf(campaignQr)).toBe(landing);
    await office.close();

    // The seller's own page on a phone: the QR to show a neighbour.
    const phone = await browser.newContext({ ...PHONE, baseURL });
    const page = await phone.newPage();
    await page.goto(new URL(seller.statsUrl).pathname);
    expect(await qrOf(page.getByRole('img', { name: `QR code for ${seller.shareUrl}` }))).toBe(seller.shareUrl);

    // The seller's poster, printed.
    await page.goto(`/campaign/${campaign.slug}/poster?s=${seller.code}`);
    await expect(page.getByTestId('poster-url')).toHaveText(seller.shareUrl);
    const posterPages = await readQrCodesInPdf(await page.pdf({ preferCSSPageSize: true }), PRINT_DPIS);
    expect(posterPages.flat()).toEqual([seller.shareUrl]);
    await phone.close();
  });

  test('a printed batch on Letter with backs and on A4 fronts only: each card’s front reads its activation link, the backs carry no code', async ({
    browser,
    baseURL,
  }) => {
    const { office, page, campaign } = await ownerOffice(browser, baseURL);
    const created = await page.request.post(`/api/campaigns/${campaign.id}/printed-batches`, { data: { count: 12 } });
    expect(created.status()).toBe(201);
    const batchId = ((await created.json()) as { batch: { id: number } }).batch.id;
    const { batch, cards } = (await (await page.request.get(`/api/printed-batches/${batchId}`)).json()) as {
      batch: { activateUrl: string };
      cards: Array<{ activationCode: string }>;
    };
    expect(batch.activateUrl).toBe(`${baseURL}/activate`);
    const links = cards.map((c) => `${batch.activateUrl}?c=${c.activationCode}`).sort();

    await page.goto(`/nonprofit/cards/${batchId}/print?nonprofit=${campaign.nonprofitId}&campaign=${campaign.id}`);
    await expect(page.locator('[data-sheet="front"]')).toHaveCount(2);
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    writeFileSync(test.info().outputPath('printed-batch.pdf'), pdf);
    const pages = await readQrCodesInPdf(pdf, PRINT_DPIS);
    // Front, back, front, back: ten fronts a sheet, then the rest.
    expect(pages.map((p) => p.length)).toEqual([10, 0, 2, 0]);
    expect(pages.flat().sort()).toEqual(links);

    // Fronts only, on A4: the same codes, two sheets.
    await page.goto(
      `/nonprofit/cards/${batchId}/print?nonprofit=${campaign.nonprofitId}&campaign=${campaign.id}&paper=A4&backs=0`,
    );
    await expect(page.locator('[data-sheet="back"]')).toHaveCount(0);
    await expect(page.locator('[data-front-address]')).toHaveCount(12);
    const a4 = await readQrCodesInPdf(await page.pdf({ preferCSSPageSize: true }), PRINT_DPIS);
    expect(a4.map((p) => p.length)).toEqual([10, 2]);
    expect(a4.flat().sort()).toEqual(links);
    await office.close();
  });
});
