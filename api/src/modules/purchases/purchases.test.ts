import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addMonths } from 'date-fns';
import { ConfigResponseSchema, PurchaseCardResponseSchema, toDateOnly } from '@dealcard/shared';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { campaigns, cardOffers, cards, emailOutbox, payments } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { PURCHASE_LIMIT_PER_MINUTE } from '../../http/rate-limits.ts';
import { makeCampaign } from '../../test/factories.ts';

const BUYER = { customerName: 'Pat Buyer', customerEmail: 'Pat.Buyer@Example.com', customerPhone: '(555) 010-2030' };

async function openPayment(request: TestContext['request'], slug: string) {
  const res = await request.post(`/api/campaigns/${slug}/create-payment-intent`).send();
  expect(res.status).toBe(200);
  return res.body as { clientSecret: string; paymentIntentId: string };
}

async function payWithDemoCard(request: TestContext['request'], slug: string, cardNumber = '4242 4242 4242 4242') {
  const intent = await openPayment(request, slug);
  const confirm = await request.post(`/api/demo-payments/${intent.paymentIntentId}/confirm`).send({ cardNumber });
  return { ...intent, confirm };
}

const purchase = (request: TestContext['request'], campaignId: number, paymentIntentId: string, buyer = BUYER) =>
  request.post('/api/purchase-card').send({ campaignId, stripePaymentIntentId: paymentIntentId, ...buyer });

function counts(db: Db) {
  return {
    cards: db.select().from(cards).all().length,
    cardOffers: db.select().from(cardOffers).all().length,
    emails: db.select().from(emailOutbox).all().length,
  };
}

describe('POST /api/campaigns/:slug/create-payment-intent', () => {
  it('opens a payment for the campaign price in cents and usd, whatever the client sends', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db, { cardPrice: 2750 });
    const res = await request
      .post(`/api/campaigns/${campaign.slug}/create-payment-intent`)
      .send({ amount: 1, cardPrice: 1, currency: 'eur' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ clientSecret: expect.stringMatching(/_secret_/), paymentIntentId: expect.stringMatching(/^pi_/) });
    const row = db.select().from(payments).where(eq(payments.paymentIntentId, res.body.paymentIntentId)).get()!;
    expect(row).toMatchObject({
      amount: 2750,
      currency: 'usd',
      campaignId: campaign.id,
      status: 'requires_payment_method',
      cardId: null,
    });
  });

  it('refuses an unknown, pending or paused campaign and opens no payment', async () => {
    const { request, db } = createTestApp();
    const pending = makeCampaign(db, { status: 'pending', isActive: 0 }).campaign;
    const paused = makeCampaign(db, { isActive: 0 }).campaign;
    const unknown = await request.post('/api/campaigns/nope/create-payment-intent');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Campaign not found');
    expect((await request.post(`/api/campaigns/${pending.slug}/create-payment-intent`)).status).toBe(404);
    const inactive = await request.post(`/api/campaigns/${paused.slug}/create-payment-intent`);
    expect(inactive.status).toBe(409);
    expect(inactive.body.error).toBe('This campaign is no longer active');
    expect(db.select().from(payments).all()).toHaveLength(0);
  });
});

describe('POST /api/purchase-card', () => {
  it('creates the card after the payment succeeded: offers copied, expiry from the months, e-mail queued', async () => {
    const { request, db } = createTestApp({ env: { PUBLIC_URL: 'https://cards.example.org' } });
    const { campaign, nonprofit } = makeCampaign(db, { cardPrice: 2500, expirationMonths: 6 });
    const { paymentIntentId, confirm } = await payWithDemoCard(request, campaign.slug);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({ status: 'succeeded' });
    const before = Date.now();

    const res = await purchase(request, campaign.id, paymentIntentId);
    expect(res.status).toBe(200);
    const { card } = PurchaseCardResponseSchema.parse(res.body);
    expect(card.nonprofitName).toBe(nonprofit.name);
    expect(card.customerEmail).toBe('pat.buyer@example.com');
    expect(card.accessCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{14}$/);
    expect(card.offers.map((o) => [o.offerType, o.quantityRemaining, o.quantityTotal, o.retailValue])).toEqual([
      ['Free Fowl Balls', 3, 3, 899],
      ['Free Appetizers', 3, 3, 999],
      ['BOGO Pizza', 3, 3, 1599],
      ['Free Kids Meals', 3, 3, 699],
    ]);
    expect(card.restaurantName).toMatch(/^Restaurant /);

    const row = db.select().from(cards).get()!;
    expect(row).toMatchObject({
      campaignId: campaign.id,
      amountPaid: 2500,
      stripePaymentIntentId: paymentIntentId,
      customerPhone: BUYER.customerPhone,
    });
    // Six months on, the same day of the month on the server's calendar (its last day).
    expect(row.expiresOn).toBe(toDateOnly(addMonths(new Date(row.purchaseDate), 6)));
    expect(new Date(row.purchaseDate).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const payment = db.select().from(payments).where(eq(payments.paymentIntentId, paymentIntentId)).get()!;
    expect(payment).toMatchObject({ cardId: row.id, status: 'succeeded' });

    const emails = db.select().from(emailOutbox).all();
    expect(emails).toHaveLength(1);
    const email = emails[0]!;
    expect(email).toMatchObject({
      kind: 'card-confirmation',
      toAddress: 'pat.buyer@example.com',
      status: 'pending',
      dedupeKey: `card-confirmation:${row.id}`,
    });
    for (const body of [email.html, email.text]) {
      expect(body).toContain(`https://cards.example.org/card/${card.accessCode}`);
      expect(body).toContain(card.accessCode);
      expect(body).toContain(nonprofit.name);
      expect(body).toContain(card.restaurantName!);
      expect(body).toContain('BOGO Pizza');
      expect(body).toContain('Buy one pizza, get one free');
    }
    expect(email.text).toMatch(/expires on \w+ \d{1,2}, \d{4}/);
  });

  it("a card expires on the campaign's card expiration date when that comes before purchase + months", async () => {
    const { request, db } = createTestApp();
    const soon = new Date(Date.now() + 40 * 86_400_000);
    const cardExpirationDate = `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`;
    const { campaign } = makeCampaign(db, { expirationMonths: 12, cardExpirationDate });
    const { paymentIntentId } = await payWithDemoCard(request, campaign.slug);
    expect((await purchase(request, campaign.id, paymentIntentId)).status).toBe(200);
    const row = db.select().from(cards).get()!;
    expect(row.expiresOn).toBe(cardExpirationDate);
    // The card read's expirationDate is the end of that day, on the server's calendar.
    const expiry = new Date((await request.get(`/api/cards/${row.accessCode}`)).body.card.expirationDate as string);
    expect([expiry.getFullYear(), expiry.getMonth(), expiry.getDate(), expiry.getHours(), expiry.getMinutes()]).toEqual([
      soon.getFullYear(),
      soon.getMonth(),
      soon.getDate(),
      23,
      59,
    ]);
  });

  it('links the card to the address the buyer used when PUBLIC_URL is not set', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const { paymentIntentId } = await payWithDemoCard(request, campaign.slug);
    const res = await purchase(request, campaign.id, paymentIntentId).set('Host', 'shop.local:3123');
    expect(res.status).toBe(200);
    expect(db.select().from(emailOutbox).get()!.text).toContain(`http://shop.local:3123/card/${res.body.card.accessCode}`);
  });

  it('gives the same card however often it is asked, with one e-mail', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const { paymentIntentId } = await payWithDemoCard(request, campaign.slug);
    const first = await purchase(request, campaign.id, paymentIntentId);
    const second = await purchase(request, campaign.id, paymentIntentId);
    const third = await purchase(request, campaign.id, paymentIntentId, { ...BUYER, customerEmail: 'someone@else.com' });
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect(counts(db)).toEqual({ cards: 1, cardOffers: 4, emails: 1 });
  });

  it('refuses a payment that has not succeeded with a 402 and creates nothing', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const { paymentIntentId } = await openPayment(request, campaign.slug);
    const res = await purchase(request, campaign.id, paymentIntentId);
    expect(res.status).toBe(402);
    expect(res.body.error).toBe('This payment has not been completed');
    expect(counts(db)).toEqual({ cards: 0, cardOffers: 0, emails: 0 });
  });

  it('a declined demo card is a 402 {error}; the payment stays unpaid and makes no card', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const { paymentIntentId, confirm } = await payWithDemoCard(request, campaign.slug, '4000 0000 0000 0002');
    expect(confirm.status).toBe(402);
    expect(confirm.body.error).toBe('Your card was declined.');
    expect((await purchase(request, campaign.id, paymentIntentId)).status).toBe(402);
    expect(counts(db)).toEqual({ cards: 0, cardOffers: 0, emails: 0 });
    // The buyer may try again with a good card on the same payment.
    const retry = await request.post(`/api/demo-payments/${paymentIntentId}/confirm`).send({ cardNumber: '4242424242424242' });
    expect(retry.status).toBe(200);
    expect((await purchase(request, campaign.id, paymentIntentId)).status).toBe(200);
  });

  it('refuses a payment made for another campaign and creates nothing', async () => {
    const { request, db } = createTestApp();
    const paidFor = makeCampaign(db).campaign;
    const other = makeCampaign(db).campaign;
    const { paymentIntentId } = await payWithDemoCard(request, paidFor.slug);
    const res = await purchase(request, other.id, paymentIntentId);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This payment was made for a different campaign');
    expect(counts(db)).toEqual({ cards: 0, cardOffers: 0, emails: 0 });
    // Once the right card exists, asking for it under another campaign is still refused.
    expect((await purchase(request, paidFor.id, paymentIntentId)).status).toBe(200);
    expect((await purchase(request, other.id, paymentIntentId)).status).toBe(400);
    expect(counts(db).cards).toBe(1);
  });

  it('refuses a payment whose amount is not the campaign price, and one in another currency', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db, { cardPrice: 2000 });
    const cheap = await payWithDemoCard(request, campaign.slug);
    const foreign = await payWithDemoCard(request, campaign.slug);
    // The price changed after the buyer paid: 2000 was paid, 3000 is asked.
    db.update(campaigns).set({ cardPrice: 3000 }).where(eq(campaigns.id, campaign.id)).run();
    const res = await purchase(request, campaign.id, cheap.paymentIntentId);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The payment amount does not match the card price');

    db.update(campaigns).set({ cardPrice: 2000 }).where(eq(campaigns.id, campaign.id)).run();
    db.update(payments).set({ currency: 'eur' }).where(eq(payments.paymentIntentId, foreign.paymentIntentId)).run();
    expect((await purchase(request, campaign.id, foreign.paymentIntentId)).status).toBe(400);
    expect(counts(db)).toEqual({ cards: 0, cardOffers: 0, emails: 0 });
  });

  it('is a 404 for an unknown or malformed payment id, and a 400 for a bad body', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    expect((await purchase(request, campaign.id, 'pi_demo_doesnotexist')).status).toBe(404);
    expect((await purchase(request, campaign.id, '../../etc/passwd')).status).toBe(404);
    const bad = await request
      .post('/api/purchase-card')
      .send({ campaignId: campaign.id, stripePaymentIntentId: 'pi_x', customerName: '', customerEmail: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toMatchObject({ customerName: ['Name is required'], customerEmail: ['Valid email is required'] });
    expect(counts(db)).toEqual({ cards: 0, cardOffers: 0, emails: 0 });
  });

  it('keeps the card, its offers, the payment link and the e-mail together: if one fails, none is kept', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const { paymentIntentId } = await payWithDemoCard(request, campaign.slug);
    db.$client.exec("CREATE TRIGGER outbox_down BEFORE INSERT ON email_outbox BEGIN SELECT RAISE(ABORT, 'outbox down'); END;");
    const failed = await purchase(request, campaign.id, paymentIntentId);
    expect(failed.status).toBe(500);
    expect(counts(db)).toEqual({ cards: 0, cardOffers: 0, emails: 0 });
    expect(db.select().from(payments).where(eq(payments.paymentIntentId, paymentIntentId)).get()!.cardId).toBeNull();

    db.$client.exec('DROP TRIGGER outbox_down');
    expect((await purchase(request, campaign.id, paymentIntentId)).status).toBe(200);
    expect(counts(db)).toEqual({ cards: 1, cardOffers: 4, emails: 1 });
  });

  it('still makes the card when the campaign was paused after the buyer paid', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const { paymentIntentId } = await payWithDemoCard(request, campaign.slug);
    db.update(campaigns).set({ isActive: 0 }).where(eq(campaigns.id, campaign.id)).run();
    expect((await purchase(request, campaign.id, paymentIntentId)).status).toBe(200);
  });
});

describe('POST /api/payments/:paymentIntentId/buyer', () => {
  it('stores the buyer on the payment for the holder of the client secret only', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const { paymentIntentId, clientSecret } = await openPayment(request, campaign.slug);
    const wrong = await request
      .post(`/api/payments/${paymentIntentId}/buyer`)
      .send({ ...BUYER, clientSecret: `${clientSecret}x` });
    expect(wrong.status).toBe(404);
    expect(db.select().from(payments).get()!.customerEmail).toBeNull();

    const ok = await request.post(`/api/payments/${paymentIntentId}/buyer`).send({ ...BUYER, clientSecret });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ok: true });
    expect(db.select().from(payments).get()).toMatchObject({
      customerName: 'Pat Buyer',
      customerEmail: 'pat.buyer@example.com',
      customerPhone: BUYER.customerPhone,
    });
  });

  it('validates the buyer like the checkout form', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const { paymentIntentId, clientSecret } = await openPayment(request, campaign.slug);
    const res = await request
      .post(`/api/payments/${paymentIntentId}/buyer`)
      .send({ clientSecret, customerName: ' ', customerEmail: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.issues.customerName).toEqual(['Name is required']);
  });

  it('with the buyer attached, a confirmed demo payment gets its card at once (the tab may close) and the success page gets the same card', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const { paymentIntentId, clientSecret } = await openPayment(request, campaign.slug);
    await request
      .post(`/api/payments/${paymentIntentId}/buyer`)
      .send({ ...BUYER, clientSecret })
      .expect(200);
    await request.post(`/api/demo-payments/${paymentIntentId}/confirm`).send({ cardNumber: '4242424242424242' }).expect(200);
    expect(counts(db)).toEqual({ cards: 1, cardOffers: 4, emails: 1 });
    const card = db.select().from(cards).get()!;
    expect(card.customerEmail).toBe('pat.buyer@example.com');

    const res = await purchase(request, campaign.id, paymentIntentId);
    expect(res.status).toBe(200);
    expect(res.body.card.accessCode).toBe(card.accessCode);
    expect(counts(db)).toEqual({ cards: 1, cardOffers: 4, emails: 1 });

    const late = await request
      .post(`/api/payments/${paymentIntentId}/buyer`)
      .send({ ...BUYER, customerEmail: 'thief@example.com', clientSecret });
    expect(late.status).toBe(409);
    expect(db.select().from(cards).get()!.customerEmail).toBe('pat.buyer@example.com');
  });
});

describe('POST /api/demo-payments/:paymentIntentId/confirm', () => {
  it('is a 404 for an unknown payment and a 402 for a card that is not a test card', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    expect((await request.post('/api/demo-payments/pi_demo_nope/confirm').send({ cardNumber: '4242424242424242' })).status).toBe(
      404,
    );
    const { paymentIntentId } = await openPayment(request, campaign.slug);
    const res = await request.post(`/api/demo-payments/${paymentIntentId}/confirm`).send({ cardNumber: '5555 5555 5555 4444' });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatch(/not a demo test card/);
  });
});

describe('GET /api/config', () => {
  it('names the demo provider and offers the outbox viewer outside production', async () => {
    const { request } = createTestApp();
    const res = await request.get('/api/config');
    expect(res.status).toBe(200);
    expect(ConfigResponseSchema.parse(res.body)).toEqual({
      paymentProvider: 'demo',
      outboxViewer: true,
      wallets: { apple: false, google: false },
    });
  });

  it('has no outbox viewer in production', async () => {
    const { request } = createTestApp({
      env: { NODE_ENV: 'production', ALLOW_DEMO_PAYMENTS: '1', RATE_LIMIT: 'on', PUBLIC_URL: 'https://cards.example.org' },
    });
    const res = await request.get('/api/config');
    expect(res.body).toEqual({ paymentProvider: 'demo', outboxViewer: false, wallets: { apple: false, google: false } });
  });
});

describe('demo payments in production', () => {
  it('refuse to start unless ALLOW_DEMO_PAYMENTS=1', () => {
    const env = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      DATA_DIR: '/tmp/dealcard-never-written',
      PUBLIC_URL: 'https://cards.example.org',
    } as const;
    expect(() => loadConfig(env)).toThrow(/STRIPE_SECRET_KEY: required when NODE_ENV=production/);
    expect(loadConfig({ ...env, ALLOW_DEMO_PAYMENTS: '1' }).stripe).toBeNull();
  });
});

describe('rate limits', () => {
  it('purchase calls answer 429 once a client makes too many', async () => {
    const { request, db } = createTestApp({ env: { RATE_LIMIT: 'on' } });
    const { campaign } = makeCampaign(db);
    const statuses: number[] = [];
    const limit = PURCHASE_LIMIT_PER_MINUTE;
    for (let i = 0; i <= limit; i++) statuses.push((await purchase(request, campaign.id, `pi_demo_guess${i}`)).status);
    expect(statuses.slice(0, limit).every((s) => s === 404)).toBe(true);
    expect(statuses[limit]).toBe(429);
    const limited = await request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('Too many purchase attempts. Please wait a minute and try again.');
  });
});
