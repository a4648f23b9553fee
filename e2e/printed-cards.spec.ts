import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { openAppDb } from './support/card-db.ts';
import { audit } from './support/axe.ts';
import { DEMO_OWNER, expect, signIn, test } from './support/fixtures.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** The demo's live Lincoln campaign (it has a goal) and its nonprofit. */
function lincoln(dataDir: string) {
  const db = openAppDb(dataDir);
  try {
    return db
      .prepare(
        `SELECT c.id, n.id AS nonprofitId FROM campaigns c JOIN nonprofits n ON n.id = c.nonprofit_id
          WHERE c.status = 'approved' AND c.is_active = 1 AND c.goal_cents IS NOT NULL ORDER BY c.id LIMIT 1`,
      )
      .get() as { id: number; nonprofitId: number };
  } finally {
    db.close();
  }
}

/** The pages of a PDF as Chromium writes it: one page object per sheet. */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

/** The first page's size in points, rounded (Letter 612 x 792, A4 595 x 842). */
function pageSize(pdf: Buffer): number[] {
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  return box ? [Math.round(Number(box[1])), Math.round(Number(box[2]))] : [];
}

/** What a PNG's QR code says, or null when none can be read. */
function readQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return (
    jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ??
    null
  );
}

/** The page itself, without the toasts its actions left (the toast list is audited with the shell). */
async function auditPage(page: import('@playwright/test').Page, name: string) {
  for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click();
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await audit(page, name);
}

test.describe('printed cards', () => {
  test.use({ bypassCSP: true });

  test('the owner prints a batch from the nonprofit workspace, hands a stack to a seller, and the sheets print 10 cards a page whose QR codes each read back their own code', async ({
    browser,
    server,
  }) => {
    const campaign = lincoln(server.dataDir);
    const office = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.baseURL });
    const page = await office.newPage();
    await signIn(page, DEMO_OWNER, `/nonprofit/cards?nonprofit=${campaign.nonprofitId}&campaign=${campaign.id}`);
    await expect(page.getByRole('heading', { name: 'Printed Cards', exact: true })).toBeVisible();
    await audit(page, 'printed batches');

    await page.getByLabel('Number of cards').fill('12');
    await page.getByLabel('Language printed on the cards').selectOption('es');
    await page.getByRole('button', { name: 'Create Batch' }).click();
    await page.waitForURL(/\/nonprofit\/cards\/\d+/);
    const batchId = Number(/\/nonprofit\/cards\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByRole('heading', { name: `Batch ${batchId}` })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(12);

    // A seller on the roster, then cards 1 to 3 and one scanned QR link handed to her.
    const seller = await page.request.post(`/api/nonprofits/${campaign.nonprofitId}/roster`, {
      data: { campaignId: campaign.id, name: 'Printed Pat', team: 'Room 9' },
    });
    expect(seller.status()).toBe(201);
    await page.reload();
    await expect(page.locator('tbody tr')).toHaveCount(12);
    const codes = await page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-activation-code')!));
    await page.getByLabel('Seller', { exact: true }).selectOption({ label: 'Printed Pat (Room 9)' });
    await page.getByLabel('Codes').fill(`${server.baseURL}/activate?c=${codes[5]}`);
    await page.getByLabel('From card #').fill('1');
    await page.getByLabel('To card #').fill('3');
    await page.getByRole('button', { name: 'Hand Over 4 Cards' }).click();
    await expect(page.locator('tbody tr').filter({ hasText: 'With a seller' })).toHaveCount(4);
    await expect(page.locator(`tr[data-activation-code="${codes[5]}"]`)).toContainText('Printed Pat');
    // Cards 3 and 4 to another seller: card 3 is Pat's, so the screen asks first, then moves both.
    const sam = await page.request.post(`/api/nonprofits/${campaign.nonprofitId}/roster`, {
      data: { campaignId: campaign.id, name: 'Printed Sam', team: 'Room 9' },
    });
    expect(sam.status()).toBe(201);
    await page.reload();
    await page.getByLabel('Seller', { exact: true }).selectOption({ label: 'Printed Sam (Room 9)' });
    await page.getByLabel('From card #').fill('3');
    await page.getByLabel('To card #').fill('4');
    await page.getByRole('button', { name: 'Hand Over 2 Cards' }).click();
    const ask = page.getByRole('dialog', { name: 'These cards are with another seller' });
    await expect(ask).toContainText('Printed Pat');
    await expect(page.locator(`tr[data-activation-code="${codes[2]}"]`)).toContainText('Printed Pat');
    await ask.getByRole('button', { name: 'Hand them over anyway' }).click();
    await expect(ask).toHaveCount(0);
    await expect(page.locator(`tr[data-activation-code="${codes[2]}"]`)).toContainText('Printed Sam');
    await expect(page.locator(`tr[data-activation-code="${codes[3]}"]`)).toContainText('Printed Sam');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/batch-laptop.png`, fullPage: true });
    await auditPage(page, 'printed batch');

    // The print page: Letter, fronts and backs, two sheets for 12 cards.
    await page.getByRole('link', { name: 'Print', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Print batch ${batchId}` })).toBeVisible();
    await expect(page.locator('[data-sheet="front"]')).toHaveCount(2);
    await expect(page.locator('[data-sheet="front"]').first().locator('[data-cut-mark]')).toHaveCount(2 * 3 + 2 * 6);
    // The backs are in the batch's language.
    await expect(page.locator('[data-sheet="back"]').first()).toContainText('Cómo activar tu tarjeta');
    // The fronts count the card's life from activation, never the campaign's last day alone.
    await expect(page.locator('[data-sheet="front"]').first()).toContainText(/desde que la actives/);
    const letter = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdfPages(letter)).toBe(4);
    expect(pageSize(letter)).toEqual([612, 792]);
    await page.getByLabel('Backs', { exact: true }).selectOption('0');
    await page.getByLabel('Paper').selectOption('A4');
    await expect(page.locator('[data-sheet="back"]')).toHaveCount(0);
    // Fronts only: each front carries the activation address the back would have given.
    await expect(page.locator('[data-front-address]')).toHaveCount(12);
    await expect(page.locator('[data-front-address]').first()).toContainText(/Actívala en .+\/activate/);
    const a4 = await page.pdf({ preferCSSPageSize: true });
    expect(pdfPages(a4)).toBe(2);
    expect(pageSize(a4)).toEqual([595, 842]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/print-a4-laptop.png` });

    // Every QR, as printed, reads back the address of its own code.
    await page.emulateMedia({ media: 'print' });
    const fronts = page.locator('[data-sheet="front"] [data-activation-code]');
    await expect(fronts).toHaveCount(12);
    const read: string[] = [];
    for (const front of await fronts.all()) {
      const code = (await front.getAttribute('data-activation-code'))!;
      const qr = readQr(await front.locator('svg').screenshot({ scale: 'device' }));
      expect(qr, `the QR of ${code}`).toBe(`${server.baseURL}/activate?c=${code}`);
      read.push(code);
    }
    expect(new Set(read).size).toBe(12);
    expect(read.sort()).toEqual([...codes].sort());
    await office.close();
  });

  test('a neighbour activates a printed card on a phone, in Spanish: the card opens at once, a second try says it is used, and it counts as the seller’s cash sale', async ({
    page,
    browser,
    server,
  }) => {
    const campaign = lincoln(server.dataDir);
    const office = await browser.newContext({ baseURL: server.baseURL });
    const owner = await office.newPage();
    await signIn(owner, DEMO_OWNER, '/restaurant');
    const batch = await owner.request.post(`/api/campaigns/${campaign.id}/printed-batches`, { data: { count: 2 } });
    expect(batch.status()).toBe(201);
    const { cards } = (await (await owner.request.get(`/api/printed-batches/${(await batch.json()).batch.id}`)).json()) as {
      cards: Array<{ activationCode: string }>;
    };
    const seller = await owner.request.post(`/api/nonprofits/${campaign.nonprofitId}/roster`, {
      data: { campaignId: campaign.id, name: 'Door Knocker' },
    });
    const sellerCode = ((await seller.json()) as { seller: { code: string } }).seller.code;
    const assigned = await owner.request.post(`/api/printed-batches/${(await batch.json()).batch.id}/assign`, {
      data: { sellerCode, activationCodes: [cards[0]!.activationCode] },
    });
    expect(assigned.status()).toBe(200);
    await office.close();

    // English first: the QR's address with the code filled in; the form audits clean.
    const code = cards[0]!.activationCode;
    await page.goto(`/activate?c=${code}`);
    await expect(page.getByRole('heading', { name: 'Activate your card' })).toBeVisible();
    await expect(page.getByLabel('Card code')).toHaveValue(`${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`);
    await audit(page, 'activate');
    // Then Español, as a neighbour would choose it.
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { name: 'Activa tu tarjeta' })).toBeVisible();
    await audit(page, 'activate (es)');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/activate-phone-es.png`, fullPage: true });
    await page.getByRole('button', { name: 'Activar mi tarjeta' }).click();
    await expect(page.getByLabel('Tu nombre')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/activate/);
    const email = `vecina.${Date.now()}@example.com`;
    await page.getByLabel('Tu nombre').fill('Vecina Activa');
    await page.getByLabel('Correo').fill(email);
    await page.getByRole('button', { name: 'Activar mi tarjeta' }).click();
    await page.waitForURL(/\/card\//);
    await expect(page.getByText('Vecina', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Usar una oferta' })).toBeVisible();
    const accessCode = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/activated-card-phone-es.png` });

    // A second try says plainly it is used, naming no one.
    await page.goto(`/activate?c=${code}`);
    await page.getByLabel('Tu nombre').fill('Otra Persona');
    await page.getByLabel('Correo').fill('otra@example.com');
    await page.getByRole('button', { name: 'Activar mi tarjeta' }).click();
    await expect(page.getByTestId('activate-error')).toContainText('Esta tarjeta ya fue activada');
    await expect(page.getByTestId('activate-error')).not.toContainText('Vecina');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/activate-used-phone-es.png` });
    // An unknown code says so too.
    await page.getByLabel('Código de la tarjeta').fill('ABCD-EFGH-JKMN');
    await page.getByRole('button', { name: 'Activar mi tarjeta' }).click();
    await expect(page.getByTestId('activate-error')).toContainText('No conocemos este código');

    // On the server: a cash sale of the seller, in Spanish, its ledger row as cash the nonprofit holds.
    const db = openAppDb(server.dataDir);
    try {
      const card = db
        .prepare(
          `SELECT c.sale_method AS method, c.language, s.code AS sellerCode, l.channel
             FROM cards c JOIN sellers s ON s.id = c.seller_id JOIN ledger_entries l ON l.card_id = c.id AND l.kind = 'sale'
            WHERE c.access_code = ?`,
        )
        .get(accessCode);
      expect(card).toEqual({ method: 'cash', language: 'es', sellerCode, channel: 'cash' });
      expect(
        db.prepare("SELECT count(*) FROM email_outbox WHERE kind = 'card-confirmation' AND to_address = ?").pluck().get(email),
      ).toBe(1);
    } finally {
      db.close();
    }
  });

  test('the owner voids one lost card: the list shows it void and the neighbour who tries to activate it is refused', async ({
    page,
    browser,
    server,
  }) => {
    const campaign = lincoln(server.dataDir);
    const office = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.baseURL });
    const owner = await office.newPage();
    await signIn(owner, DEMO_OWNER, '/restaurant');
    const created = await owner.request.post(`/api/campaigns/${campaign.id}/printed-batches`, { data: { count: 3 } });
    expect(created.status()).toBe(201);
    const batchId = ((await created.json()) as { batch: { id: number } }).batch.id;
    await owner.goto(`/nonprofit/cards/${batchId}?nonprofit=${campaign.nonprofitId}&campaign=${campaign.id}`);
    await expect(owner.locator('tbody tr')).toHaveCount(3);
    const codes = await owner.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-activation-code')!));

    // Card 2 alone: the same number once, asked again in the app, then shown void.
    const form = owner.getByRole('form', { name: 'Void cards' });
    await form.getByLabel('First card to void (#)').fill('2');
    await form.getByRole('button', { name: 'Void Cards' }).click();
    const ask = owner.getByRole('dialog', { name: 'Void these cards?' });
    await expect(ask).toContainText('Card 2 stops working');
    await ask.getByRole('button', { name: 'Void', exact: true }).click();
    await expect(ask).toHaveCount(0);
    await expect(owner.locator(`tr[data-activation-code="${codes[1]}"]`)).toContainText('Voided');
    await expect(owner.locator(`tr[data-activation-code="${codes[0]}"]`)).toContainText('Unsold');
    await expect(owner.locator(`tr[data-activation-code="${codes[2]}"]`)).toContainText('Unsold');
    if (SHOTS) await owner.screenshot({ path: `${SHOTS}/batch-card-voided-laptop.png`, fullPage: true });
    await auditPage(owner, 'printed batch with a voided card');
    await office.close();

    // The neighbour holding the voided card is refused, plainly, and no card is made.
    await page.goto(`/activate?c=${codes[1]}`);
    await page.getByLabel('Language').selectOption('es');
    await page.getByLabel('Tu nombre').fill('Vecino Tarde');
    await page.getByLabel('Correo').fill(`tarde.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Activar mi tarjeta' }).click();
    await expect(page.getByTestId('activate-error')).toContainText('La organización canceló esta tarjeta');
    await expect(page).toHaveURL(/\/activate/);
    const db = openAppDb(server.dataDir);
    try {
      expect(db.prepare('SELECT card_id FROM printed_cards WHERE activation_code = ?').pluck().get(codes[1])).toBeNull();
    } finally {
      db.close();
    }
  });
});
