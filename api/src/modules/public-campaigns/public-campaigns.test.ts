import { describe, expect, it } from 'vitest';
import { ActiveCampaignsResponseSchema, CampaignDetailResponseSchema } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeCampaign, makeUser } from '../../test/factories.ts';
import { recordStatements } from '../cards/statement-recorder.ts';

const offers = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Offer ${i + 1}`,
    description: `Description of offer ${i + 1}`,
    quantity: i + 1,
    retailValue: 500 + i,
  }));

/** Counts the SQL statements a block runs (executions: hot paths keep their statements prepared). */
async function countQueries<T>(db: Db, run: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const { result, statements } = await recordStatements(db, run);
  return { result, queries: statements };
}

describe('GET /api/campaigns/active', () => {
  it('lists only approved campaigns that are switched on, each with its own offers in order', async () => {
    const { request, db } = createTestApp();
    const live = makeCampaign(db, { description: 'The live one, raising money' }, offers(3));
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
    const first = body.campaigns.find((c) => c.id === live.campaign.id)!;
    expect(first).toMatchObject({
      slug: live.campaign.slug,
      restaurantId: live.restaurantId,
      nonprofitName: live.nonprofit.name,
      description: 'The live one, raising money',
      cardPrice: 2000,
      expirationMonths: 12,
      isActive: 1,
      productType: 'CAMPAIGN',
    });
    expect(first.offers.map((o) => o.name)).toEqual(['Offer 1', 'Offer 2', 'Offer 3']);
    expect(first.offers[1]).toMatchObject({ quantity: 2, retailValue: 501, description: 'Description of offer 2' });
    expect(body.campaigns.find((c) => c.id === other.campaign.id)!.offers).toHaveLength(5);
  });

  it('answers an empty list when nothing is live', async () => {
    const { request, db } = createTestApp();
    makeCampaign(db, { status: 'pending', isActive: 0 });
    const res = await request.get('/api/campaigns/active');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ campaigns: [] });
  });

  it('runs the same fixed number of queries for 1 campaign with 3 offers and 12 campaigns with 6 offers', async () => {
    const small = createTestApp();
    makeCampaign(small.db, {}, offers(3));
    const a = await countQueries(small.db, () => small.request.get('/api/campaigns/active'));
    expect(a.result.body.campaigns).toHaveLength(1);

    const big = createTestApp();
    for (let i = 0; i < 12; i++) makeCampaign(big.db, {}, offers(6));
    const b = await countQueries(big.db, () => big.request.get('/api/campaigns/active'));
    expect(b.result.body.campaigns).toHaveLength(12);
    expect(b.result.body.campaigns.every((c: { offers: unknown[] }) => c.offers.length === 6)).toBe(true);

    expect(a.queries.length).toBeLessThanOrEqual(2);
    expect(b.queries.length).toBe(a.queries.length);
  });

  it('uses the status index rather than scanning every campaign', () => {
    const { db } = createTestApp();
    const plan = db.$client
      .prepare("EXPLAIN QUERY PLAN SELECT * FROM campaigns WHERE status = 'approved' AND is_active = 1")
      .all() as Array<{ detail: string }>;
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/campaigns_status_active_idx/);
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
    const a = await countQueries(db, () => request.get(`/api/campaigns/${three.slug}`));
    const b = await countQueries(db, () => request.get(`/api/campaigns/${six.slug}`));
    expect(b.result.body.campaign.offers).toHaveLength(6);
    expect(a.queries.length).toBeLessThanOrEqual(2);
    expect(b.queries.length).toBe(a.queries.length);
  });
});
