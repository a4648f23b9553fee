import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LeaderboardResponseSchema,
  SellerStatsResponseSchema,
  UNAMBIGUOUS_ALPHABET,
  type SellerSignUpResponse,
  FUNDRAISING_MESSAGES,
} from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { campaigns, cards, emailOutbox, payments, sellers } from '../../db/schema/index.ts';
import { createDemoProvider } from '../../payments/demo-provider.ts';
import { createLogger } from '../../logger.ts';
import { makeCampaign, refundInFull } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';
import { reconcilePayments } from '../reconciliation/reconcile.ts';
import { statsLinkKey, statsTokenOf } from './stats-link.ts';

const mails = (db: Db, kind: string) => db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind)).all();

const signUp = (ctx: TestContext, slug: string, body: Record<string, unknown>) =>
  ctx.request.post(`/api/campaigns/${slug}/sellers`).send(body);

/** A card bought through the demo checkout, naming a seller code as a share link does. */
async function buyThrough(ctx: TestContext, slug: string, sellerCode: string | undefined, buyer = 'Pat Buyer', confirm = true) {
  const intent = await ctx.request.post(`/api/campaigns/${slug}/create-payment-intent`).send(sellerCode ? { sellerCode } : {});
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const { paymentIntentId, clientSecret } = intent.body as { paymentIntentId: string; clientSecret: string };
  await ctx.request
    .post(`/api/payments/${paymentIntentId}/buyer`)
    .send({ customerName: buyer, customerEmail: `${buyer.split(' ')[0]!.toLowerCase()}@example.com`, clientSecret })
    .expect(200);
  if (confirm)
    await ctx.request.post(`/api/demo-payments/${paymentIntentId}/confirm`).send({ cardNumber: '4242424242424242' }).expect(200);
  return paymentIntentId;
}

/** The token of a seller's current stats link, made as the server makes it. */
const tokenOf = (ctx: { config: { sessionSecret: string } }, row: { code: string; statsLinkGen: number }) =>
  statsTokenOf(statsLinkKey(ctx.config.sessionSecret), row.code, row.statsLinkGen);

const cardOf = (db: Db, paymentIntentId: string) =>
  db.select().from(cards).where(eq(cards.stripePaymentIntentId, paymentIntentId)).get();

describe('POST /api/campaigns/:slug/sellers', () => {
  it('gives a 6-character code and a share link, e-mails the share and private stats links, and answers a repeat the same way', async () => {
    const ctx = createTestApp({ env: { PUBLIC_URL: 'https://cards.example.org' } });
    const { campaign } = makeCampaign(ctx.db);
    const res = await signUp(ctx, campaign.slug, { name: 'Maria Garcia', email: 'Maria@Example.com', showOnLeaderboard: true });
    expect(res.status).toBe(201);
    const { seller } = res.body as SellerSignUpResponse;
    expect(seller.code).toHaveLength(6);
    for (const ch of seller.code) expect(UNAMBIGUOUS_ALPHABET).toContain(ch);
    expect(seller.shareUrl).toBe(`https://cards.example.org/campaign/${campaign.slug}?s=${seller.code}`);
    const row = ctx.db.select().from(sellers).get()!;
    expect(row).toMatchObject({ email: 'maria@example.com', name: 'Maria Garcia', showOnLeaderboard: 1 });
    const [mail] = mails(ctx.db, 'seller-welcome');
    expect(mail).toMatchObject({ toAddress: 'maria@example.com' });
    expect(mail!.text).toContain(seller.shareUrl);
    const token = /\/seller\/([\w-]+)/.exec(mail!.text)![1]!;
    expect(token).toBe(tokenOf(ctx, row));
    // The private link is only in the e-mail, and the database keeps only its hash.
    expect(JSON.stringify(res.body)).not.toContain(token);
    expect(JSON.stringify(ctx.db.select().from(sellers).all())).not.toContain(token);
    expect(row.statsTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect((await ctx.request.get(`/api/sellers/${token}`)).status).toBe(200);
    expect((await ctx.request.get(`/api/sellers/${row.statsTokenHash}`)).status).toBe(404);

    const again = await signUp(ctx, campaign.slug, {
      name: 'Someone Else',
      email: 'maria@example.com ',
      showOnLeaderboard: false,
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(res.body);
    expect(ctx.db.select().from(sellers).all()).toHaveLength(1);
    expect(ctx.db.select().from(sellers).get()).toMatchObject({ name: 'Maria Garcia', showOnLeaderboard: 1 });
    expect(mails(ctx.db, 'seller-welcome')).toHaveLength(2);
  });

  it('refuses a campaign that is not live with a message, an unknown one with 404, and bad names with 400', async () => {
    const ctx = createTestApp();
    const paused = makeCampaign(ctx.db, { isActive: 0 }).campaign;
    const ended = makeCampaign(ctx.db, { startDate: '2020-01-01', endDate: '2020-02-01' }).campaign;
    const pending = makeCampaign(ctx.db, { status: 'pending' }).campaign;
    const body = { name: 'Sam Seller', email: 'sam@example.com', showOnLeaderboard: true };
    for (const c of [paused, ended]) {
      const res = await signUp(ctx, c.slug, body);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: FUNDRAISING_MESSAGES.sellerCampaignNotLive.en, code: 'campaign_inactive' });
    }
    expect((await signUp(ctx, pending.slug, body)).status).toBe(404);
    expect((await signUp(ctx, 'no-such-campaign', body)).status).toBe(404);
    const live = makeCampaign(ctx.db).campaign;
    expect((await signUp(ctx, live.slug, { ...body, name: 'x'.repeat(61) })).status).toBe(400);
    expect((await signUp(ctx, live.slug, { ...body, name: ' ' })).status).toBe(400);
    expect((await signUp(ctx, live.slug, { ...body, email: 'not-mail' })).status).toBe(400);
    expect((await signUp(ctx, live.slug, { name: 'Sam', email: 'sam@example.com' })).status).toBe(400);
    expect(ctx.db.select().from(sellers).all()).toEqual([]);
  });

  it('keeps a name with markup as text, escaped in the e-mail', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db);
    await signUp(ctx, campaign.slug, {
      name: '<img src=x onerror=alert(1)> Lee',
      email: 'lee@example.com',
      showOnLeaderboard: true,
    }).expect(201);
    const [mail] = mails(ctx.db, 'seller-welcome');
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).toContain('Hi &lt;img,');
  });

  it('is rate limited per connection', async () => {
    const ctx = createTestApp({ env: { RATE_LIMIT: 'on' } });
    const { campaign } = makeCampaign(ctx.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await signUp(ctx, campaign.slug, { name: 'Sam Seller', email: `s${i}@example.com`, showOnLeaderboard: true })).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('a sale through a share link', () => {
  it('is credited to the seller through checkout and payment, also when the sweep makes the card; a bad or foreign code credits nobody', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db);
    const other = makeCampaign(ctx.db).campaign;
    const { seller } = (
      await signUp(ctx, campaign.slug, { name: 'Maria Garcia', email: 'm@example.com', showOnLeaderboard: true })
    ).body as SellerSignUpResponse;
    const otherSeller = (await signUp(ctx, other.slug, { name: 'Otto Other', email: 'o@example.com', showOnLeaderboard: true }))
      .body as SellerSignUpResponse;
    const sellerId = ctx.db.select().from(sellers).where(eq(sellers.code, seller.code)).get()!.id;

    expect(cardOf(ctx.db, await buyThrough(ctx, campaign.slug, seller.code.toLowerCase()))!.sellerId).toBe(sellerId);
    expect(cardOf(ctx.db, await buyThrough(ctx, campaign.slug, 'ZZZZZZ'))!.sellerId).toBeNull();
    expect(cardOf(ctx.db, await buyThrough(ctx, campaign.slug, 'not a code at all, far too long'))!.sellerId).toBeNull();
    expect(cardOf(ctx.db, await buyThrough(ctx, campaign.slug, otherSeller.seller.code))!.sellerId).toBeNull();

    // Paid, and the card made later by the reconciliation sweep: still the seller's.
    const lost = await buyThrough(ctx, campaign.slug, seller.code, 'Lou Lost', false);
    ctx.db.update(payments).set({ status: 'succeeded' }).where(eq(payments.paymentIntentId, lost)).run();
    await reconcilePayments({
      db: ctx.db,
      payments: createDemoProvider(ctx.db),
      logger: createLogger('silent'),
      siteUrl: 'http://x',
    });
    expect(cardOf(ctx.db, lost)!.sellerId).toBe(sellerId);
  });
});

describe('leaderboard and seller page', () => {
  it('shows the best sellers who agreed, first name and initial, net of refunds, at most 10', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db, { cardPrice: 2000 });
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await signUp(ctx, campaign.slug, {
        name: `Seller${i} Surname${i}`,
        email: `seller${i}@example.com`,
        showOnLeaderboard: i !== 11,
      });
      codes.push((res.body as SellerSignUpResponse).seller.code);
    }
    // Seller i sells i + 1 cards; seller 11 (the most) asked not to be shown.
    for (let i = 0; i < 12; i++) for (let n = 0; n <= i; n++) await buyThrough(ctx, campaign.slug, codes[i], `Buyer${n} B`);
    // One of seller 10's cards is refunded: it no longer counts.
    const refunded = ctx.db.select().from(cards).where(eq(cards.sellerId, 11)).get()!;
    refundInFull(ctx.db, refunded.id);

    const res = await ctx.request.get(`/api/campaigns/${campaign.slug}/leaderboard`);
    expect(res.status).toBe(200);
    const { sellers: board } = LeaderboardResponseSchema.parse(res.body);
    expect(board).toHaveLength(10);
    expect(board[0]).toEqual({ displayName: 'Seller9 S.', cardsSold: 10, raisedCents: 10_000 });
    expect(board.map((s) => s.displayName)).not.toContain('Seller11 S.');
    expect(board.find((s) => s.displayName === 'Seller10 S.')).toEqual({
      displayName: 'Seller10 S.',
      cardsSold: 10,
      raisedCents: 10_000,
    });
    expect(board.at(-1)!.displayName).toBe('Seller1 S.');
    expect(JSON.stringify(board)).not.toContain('@');

    // Seller 11's page: the most cards, first whatever the board shows.
    const token = tokenOf(ctx, ctx.db.select().from(sellers).where(eq(sellers.code, codes[11]!)).get()!);
    const page = await ctx.request.get(`/api/sellers/${token}`);
    expect(page.status).toBe(200);
    const stats = SellerStatsResponseSchema.parse(page.body);
    expect(stats).toMatchObject({ cardsSold: 12, raisedCents: 12_000, rank: 1, campaign: { slug: campaign.slug, isLive: true } });
    expect(stats.seller).toEqual({
      displayName: 'Seller11 S.',
      code: codes[11],
      shareUrl: expect.stringContaining(`?s=${codes[11]}`),
    });
    expect(stats.recentSales).toHaveLength(10);
    expect(stats.recentSales[0]!.buyerFirstName).toMatch(/^Buyer\d+$/);
    expect(JSON.stringify(stats)).not.toMatch(/@example\.com| B"/);
    expect((await ctx.request.get('/api/sellers/not-a-token')).status).toBe(404);
  });

  it('a seller with no sale yet has no rank', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db);
    await signUp(ctx, campaign.slug, { name: 'New Seller', email: 'new@example.com', showOnLeaderboard: true }).expect(201);
    const token = tokenOf(ctx, ctx.db.select().from(sellers).get()!);
    expect((await ctx.request.get(`/api/sellers/${token}`)).body).toMatchObject({ cardsSold: 0, raisedCents: 0, rank: null });
    expect((await ctx.request.get(`/api/campaigns/${campaign.slug}/leaderboard`)).body).toEqual({ sellers: [], teams: [] });
  });

  it('a seller whose only sale was refunded sees the sale, marked refunded, and no rank: not "no sales"', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db);
    await signUp(ctx, campaign.slug, { name: 'Rita Seller', email: 'rita@example.com', showOnLeaderboard: true }).expect(201);
    const seller = ctx.db.select().from(sellers).get()!;
    const card = cardOf(ctx.db, await buyThrough(ctx, campaign.slug, seller.code, 'Greta Buyer'))!;
    refundInFull(ctx.db, card.id);
    const stats = SellerStatsResponseSchema.parse((await ctx.request.get(`/api/sellers/${tokenOf(ctx, seller)}`)).body);
    expect(stats).toMatchObject({ cardsSold: 0, raisedCents: 0, rank: null });
    expect(stats.recentSales).toEqual([{ buyerFirstName: 'Greta', purchaseDate: card.purchaseDate, refunded: true }]);
  });
});

describe('goal and raised on the campaign', () => {
  it('the public read carries the goal, what was raised net of refunds and cards sold; the list tiles what was raised', async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db, { cardPrice: 2001, goalCents: 50_000 });
    const first = cardOf(ctx.db, await buyThrough(ctx, campaign.slug, undefined))!;
    await buyThrough(ctx, campaign.slug, undefined, 'Two Buyer');
    await buyThrough(ctx, campaign.slug, undefined, 'Three Buyer');
    refundInFull(ctx.db, first.id);
    const res = await ctx.request.get(`/api/campaigns/${campaign.slug}`);
    expect(res.body.campaign).toMatchObject({ goalCents: 50_000, raisedCents: 2 * 1001, cardsSold: 2 });
    const list = await ctx.request.get('/api/campaigns/active');
    expect(list.body.campaigns.find((c: { id: number }) => c.id === campaign.id)).toMatchObject({ raisedCents: 2002 });
    const noGoal = makeCampaign(ctx.db).campaign;
    expect((await ctx.request.get(`/api/campaigns/${noGoal.slug}`)).body.campaign).toMatchObject({
      goalCents: null,
      raisedCents: 0,
    });
  });

  it('admin and owner forms take an optional goal in cents, at least $1', async () => {
    const ctx = createTestApp();
    const { campaign: base, restaurantId, nonprofit } = makeCampaign(ctx.db);
    void base;
    const { agent } = await signInAs(ctx, 'restaurant_owner', restaurantId);
    const { validCampaignBody } = await import('../admin/admin-test-helpers.ts');
    const ok = await agent.post('/api/campaigns').send(validCampaignBody(nonprofit.id, { goalCents: 250_000 }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.campaign.goalCents).toBe(250_000);
    expect(ctx.db.select().from(campaigns).where(eq(campaigns.id, ok.body.campaign.id)).get()!.goalCents).toBe(250_000);
    const none = await agent.post('/api/campaigns').send(validCampaignBody(nonprofit.id));
    expect(none.body.campaign.goalCents).toBeNull();
    const tooSmall = await agent.post('/api/campaigns').send(validCampaignBody(nonprofit.id, { goalCents: 50 }));
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.issues.goalCents).toEqual([FUNDRAISING_MESSAGES.goalMin.en]);
  });
});
