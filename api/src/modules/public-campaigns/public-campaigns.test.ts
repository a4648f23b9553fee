import { describe, expect, it } from 'vitest';
import {
  ACTIVE_CAMPAIGNS_MAX_PAGE,
  ACTIVE_CAMPAIGNS_PAGE_SIZE,
  ActiveCampaignsResponseSchema,
  CampaignDetailResponseSchema,
} from '@dealcard/shared';
import { campaignValues } from '@dealcard/shared/money';
import { eq } from 'drizzle-orm';
import { campaignOffers } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeCampaign, makeUser } from '../../test/factories.ts';
import { queryPlanOf, recordStatements } from '../../test/statement-recorder.ts';
import { activeCampaignsPage, createPublicCampaignPages, PUBLIC_CAMPAIGN_CACHE_TTL_MS } from './public-campaigns.cache.ts';

const offers = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Offer ${i + 1}`,
    description: `Description of offer ${i + 1}`,
    quantity: i + 1,
    retailValue: 500 + i,
  }));

/** `n` live campaigns, created a minute apart (the first is the oldest), with `offers(3)` each. */
function makeLiveCampaigns(db: Db, n: number, from = Date.parse('2026-01-01T00:00:00Z')) {
  return Array.from(
    { length: n },
    (_, i) =>
      makeCampaign(
        db,
        { createdAt: new Date(from + i * 60_000).toISOString(), description: `Live campaign number ${i + 1}` },
        offers(3),
      ).campaign,
  );
}

const idsOf = (body: { campaigns: Array<{ id: number }> }) => body.campaigns.map((c) => c.id);

describe('GET /api/campaigns/active', () => {
  it('lists only approved campaigns that are switched on, each as a slim tile without its offers', async () => {
    const { request, db } = createTestApp();
    const live = makeCampaign(
      db,
      { description: 'The live one, raising money', cardPrice: 2500, expirationMonths: 6 },
      offers(3),
    );
    makeCampaign(db, { status: 'approved', isActive: 0 });
    makeCampaign(db, { status: 'pending', isActive: 0 });
    makeCampaign(db, { status: 'pending', isActive: 1 });
    makeCampaign(db, { status: 'rejected', isActive: 1 });
    makeCampaign(db, { status: 'archived', isActive: 1 });
    const other = makeCampaign(db, {}, offers(5));

    const res = await request.get('/api/campaigns/active');
    expect(res.status).toBe(200);
    const body = ActiveCampaignsResponseSchema.parse(res.body);
    expect(body.campaigns.map((c) => c.id).sort()).toEqual([live.campaign.id, other.campaign.id].sort());
    expect(body.nextPage).toBeNull();
    // Exactly the list's fields: no offers, restaurant, product type or status.
    expect(res.body.campaigns.find((c: { id: number }) => c.id === live.campaign.id)).toEqual({
      id: live.campaign.id,
      slug: live.campaign.slug,
      nonprofitName: live.nonprofit.name,
      description: 'The live one, raising money',
      cardPrice: 2500,
      expirationMonths: 6,
      // The day cards expire by at the latest: the tile says it when it comes before the months.
      cardExpirationDate: live.campaign.cardExpirationDate,
      // 1 x 500 + 2 x 501 + 3 x 502
      totalValue: 3008,
      raisedCents: 0,
    });
  });

  it("gives each tile the same total value as the campaign's own page, and 0 without offers", async () => {
    const { request, db } = createTestApp();
    const five = makeCampaign(db, {}, offers(5)).campaign;
    const none = makeCampaign(db).campaign;
    db.delete(campaignOffers).where(eq(campaignOffers.campaignId, none.id)).run();
    const list = ActiveCampaignsResponseSchema.parse((await request.get('/api/campaigns/active')).body);
    const detail = CampaignDetailResponseSchema.parse((await request.get(`/api/campaigns/${five.slug}`)).body);
    expect(list.campaigns.find((c) => c.id === five.id)!.totalValue).toBe(
      campaignValues(detail.campaign.cardPrice, detail.campaign.offers).totalValue,
    );
    expect(list.campaigns.find((c) => c.id === none.id)!.totalValue).toBe(0);
  });

  it('answers an empty first page with no next page when nothing is live', async () => {
    const { request, db } = createTestApp();
    makeCampaign(db, { status: 'pending', isActive: 0 });
    const res = await request.get('/api/campaigns/active');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ campaigns: [], nextPage: null });
  });

  it(`pages the list ${ACTIVE_CAMPAIGNS_PAGE_SIZE} at a time, newest first: first, middle, last and past the end`, async () => {
    const { request, db } = createTestApp();
    const made = makeLiveCampaigns(db, 2 * ACTIVE_CAMPAIGNS_PAGE_SIZE + 2);
    const newestFirst = made.map((c) => c.id).reverse();
    const get = async (query: string) => {
      const res = await request.get(`/api/campaigns/active${query}`);
      expect(res.status).toBe(200);
      return ActiveCampaignsResponseSchema.parse(res.body);
    };

    const first = await get('');
    expect(idsOf(first)).toEqual(newestFirst.slice(0, ACTIVE_CAMPAIGNS_PAGE_SIZE));
    expect(first.nextPage).toBe(2);
    expect(await get('?page=1')).toEqual(first);

    const middle = await get('?page=2');
    expect(idsOf(middle)).toEqual(newestFirst.slice(ACTIVE_CAMPAIGNS_PAGE_SIZE, 2 * ACTIVE_CAMPAIGNS_PAGE_SIZE));
    expect(middle.nextPage).toBe(3);

    const last = await get('?page=3');
    expect(idsOf(last)).toEqual(newestFirst.slice(2 * ACTIVE_CAMPAIGNS_PAGE_SIZE));
    expect(last.campaigns).toHaveLength(2);
    expect(last.nextPage).toBeNull();

    // Following nextPage from the first page walks every live campaign exactly once.
    expect([...idsOf(first), ...idsOf(middle), ...idsOf(last)]).toEqual(newestFirst);

    for (const past of ['?page=4', `?page=${ACTIVE_CAMPAIGNS_MAX_PAGE}`])
      expect(await get(past)).toEqual({ campaigns: [], nextPage: null });
    // Other query keys (a cache buster, say) do not change the answer.
    expect(await get('?page=2&_=123')).toEqual(middle);
  });

  it('has no next page when the last page is exactly full', () => {
    const all = Array.from({ length: 2 * ACTIVE_CAMPAIGNS_PAGE_SIZE }, (_, i) => ({
      id: i + 1,
      slug: `c-${i + 1}`,
      nonprofitName: 'N',
      description: 'D',
      cardPrice: 2000,
      expirationMonths: 12,
      cardExpirationDate: null,
      totalValue: 5000,
      raisedCents: 0,
    }));
    expect(activeCampaignsPage(all, 1).nextPage).toBe(2);
    expect(activeCampaignsPage(all, 2)).toMatchObject({ nextPage: null });
    expect(activeCampaignsPage(all, 2).campaigns).toHaveLength(ACTIVE_CAMPAIGNS_PAGE_SIZE);
    expect(activeCampaignsPage(all, 3)).toEqual({ campaigns: [], nextPage: null });
  });

  it('keeps a stable order: newest first, campaigns created at the same moment by id, the same on every read', async () => {
    const clock = { now: Date.parse('2026-11-22T12:00:00Z') };
    const { request, db } = createTestApp();
    const sameMoment = '2026-06-01T10:00:00.000Z';
    const a = makeCampaign(db, { createdAt: sameMoment }).campaign;
    const older = makeCampaign(db, { createdAt: '2026-05-01T10:00:00.000Z' }).campaign;
    const b = makeCampaign(db, { createdAt: sameMoment }).campaign;
    const newer = makeCampaign(db, { createdAt: '2026-07-01T10:00:00.000Z' }).campaign;
    const expected = [newer.id, b.id, a.id, older.id];
    expect(idsOf((await request.get('/api/campaigns/active')).body)).toEqual(expected);
    // A fresh read (another app instance, so no cache) orders them the same way.
    const pages = createPublicCampaignPages(db, { now: () => clock.now, listPageSize: 3 });
    const page1 = JSON.parse(pages.active(1).json.toString()) as { campaigns: Array<{ id: number }>; nextPage: number | null };
    clock.now += PUBLIC_CAMPAIGN_CACHE_TTL_MS + 1;
    const page2 = JSON.parse(pages.active(2).json.toString()) as { campaigns: Array<{ id: number }>; nextPage: number | null };
    expect([...idsOf(page1), ...idsOf(page2)]).toEqual(expected);
  });

  it('refuses a page that is not a whole number from 1 with a 400 JSON {error}', async () => {
    const { request, db } = createTestApp();
    makeCampaign(db);
    for (const junk of [
      '0',
      '-1',
      'abc',
      '1.5',
      '',
      '1e2',
      '01',
      ' 2',
      '0x10',
      String(ACTIVE_CAMPAIGNS_MAX_PAGE + 1),
      '99999999999999999999',
    ]) {
      const res = await request.get('/api/campaigns/active').query({ page: junk });
      expect(res.status, `page=${JSON.stringify(junk)}`).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toMatchObject({
        error: `page: page must be a whole number from 1 to ${ACTIVE_CAMPAIGNS_MAX_PAGE}`,
        code: 'validation_failed',
      });
    }
    const twice = await request.get('/api/campaigns/active?page=1&page=2');
    expect(twice.status).toBe(400);
    expect(typeof twice.body.error).toBe('string');
  });

  it('runs the same single query for 1 campaign with 3 offers and 60 campaigns with 6 offers, on any page', async () => {
    const small = createTestApp();
    makeCampaign(small.db, {}, offers(3));
    const a = await recordStatements(small.db, () => small.request.get('/api/campaigns/active'));
    expect(a.result.body.campaigns).toHaveLength(1);

    const big = createTestApp();
    for (let i = 0; i < 60; i++) makeCampaign(big.db, {}, offers(6));
    const b = await recordStatements(big.db, () => big.request.get('/api/campaigns/active?page=3'));
    expect(b.result.body.campaigns).toHaveLength(60 - 2 * ACTIVE_CAMPAIGNS_PAGE_SIZE);
    expect(
      b.result.body.campaigns.every(
        (c: { totalValue: number }) => c.totalValue === 500 + 2 * 501 + 3 * 502 + 4 * 503 + 5 * 504 + 6 * 505,
      ),
    ).toBe(true);

    expect(a.statements).toHaveLength(1);
    expect(b.statements.length).toBe(a.statements.length);
  });

  it("reads the list through the status index and each campaign's offers through their index", async () => {
    const { request, db } = createTestApp();
    makeCampaign(db);
    const { statements } = await recordStatements(db, () => request.get('/api/campaigns/active'));
    const plan = queryPlanOf(db, statements[0]!).join(' | ');
    expect(plan).toMatch(/campaigns_status_active_idx/);
    expect(plan).toMatch(/campaign_offers_campaign_idx/);
    expect(plan).not.toMatch(/SCAN campaign_offers\b(?! USING)/);
  });
});

describe('GET /api/campaigns/:slug', () => {
  it('answers {campaign, restaurant, nonprofit} with the offers', async () => {
    const { request, db } = createTestApp();
    const { campaign, nonprofit, restaurantId } = makeCampaign(db, { cardPrice: 2500 }, offers(4));
    const res = await request.get(`/api/campaigns/${campaign.slug}`);
    expect(res.status).toBe(200);
    const body = CampaignDetailResponseSchema.parse(res.body);
    expect(body.campaign).toMatchObject({ id: campaign.id, slug: campaign.slug, cardPrice: 2500, isActive: 1, restaurantId });
    expect(body.campaign.offers.map((o) => o.name)).toEqual(['Offer 1', 'Offer 2', 'Offer 3', 'Offer 4']);
    expect(body.restaurant).toMatchObject({ id: restaurantId, logoUrl: null, websiteUrl: null });
    expect(body.nonprofit).toMatchObject({ id: nonprofit.id, name: nonprofit.name, logoUrl: null });
  });

  it('shows a paused campaign with isActive 0 so the page can say it is no longer active', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db, { isActive: 0 });
    const res = await request.get(`/api/campaigns/${campaign.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.campaign.isActive).toBe(0);
  });

  it('is a 404 for an unknown slug and for a pending campaign seen by the public', async () => {
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db, { status: 'pending', isActive: 0 });
    const unknown = await request.get('/api/campaigns/no-such-campaign');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Campaign not found');
    expect((await request.get(`/api/campaigns/${campaign.slug}`)).status).toBe(404);
  });

  it('lets a superadmin and the restaurant owner preview a pending campaign, not another owner', async () => {
    const { agent, db } = createTestApp();
    const { campaign, restaurantId } = makeCampaign(db, { status: 'pending', isActive: 0 });
    const signIn = async (user: { email: string; password: string }) => {
      const a = agent();
      await a.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
      return a;
    };
    const admin = await signIn(await makeUser(db, 'superadmin'));
    const owner = await signIn(await makeUser(db, 'restaurant_owner', restaurantId));
    const stranger = await signIn(await makeUser(db, 'restaurant_owner', makeCampaign(db).restaurantId));
    expect((await admin.get(`/api/campaigns/${campaign.slug}`)).status).toBe(200);
    expect((await owner.get(`/api/campaigns/${campaign.slug}`)).status).toBe(200);
    expect((await stranger.get(`/api/campaigns/${campaign.slug}`)).status).toBe(404);
  });

  it('runs the same fixed number of queries for 3 and 6 offers', async () => {
    const { request, db } = createTestApp();
    const three = makeCampaign(db, {}, offers(3)).campaign;
    const six = makeCampaign(db, {}, offers(6)).campaign;
    const a = await recordStatements(db, () => request.get(`/api/campaigns/${three.slug}`));
    const b = await recordStatements(db, () => request.get(`/api/campaigns/${six.slug}`));
    expect(b.result.body.campaign.offers).toHaveLength(6);
    expect(a.statements.length).toBeLessThanOrEqual(2);
    expect(b.statements.length).toBe(a.statements.length);
  });
});
