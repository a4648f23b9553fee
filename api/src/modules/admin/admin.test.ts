import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CampaignStatus } from '@dealcard/shared';
import { auditLog, campaigns, redemptions, restaurants } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { makeCampaign, makeCard, makeNonprofit, makeRestaurant } from '../../test/factories.ts';
import { signInAs } from './admin-test-helpers.ts';

const validRestaurant = {
  name: 'Taco Town',
  contactName: 'Tina Taco',
  contactEmail: 'Tina@TacoTown.example',
  contactPhone: '(555) 111-2222',
  address: '5 Salsa St',
  city: 'Austin',
  state: 'tx',
  zipCode: '73301',
  websiteUrl: 'https://tacotown.example',
  logoUrl: '',
};

describe('admin access', () => {
  const calls: Array<[string, string]> = [
    ['get', '/api/admin/campaigns'],
    ['get', '/api/admin/restaurants'],
    ['get', '/api/admin/nonprofits'],
    ['get', '/api/admin/reports'],
    ['get', '/api/admin/campaigns/1/audit'],
    ['post', '/api/admin/campaigns/1/approve'],
    ['post', '/api/admin/campaigns/1/reject'],
    ['patch', '/api/admin/campaigns/1/toggle'],
    ['delete', '/api/admin/campaigns/1/archive'],
    ['post', '/api/admin/campaigns'],
    ['post', '/api/admin/restaurants'],
    ['put', '/api/admin/restaurants/1'],
    ['delete', '/api/admin/restaurants/1'],
  ];

  it.each(calls)('%s %s is 401 signed out and 403 for an owner and a customer', async (method, url) => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db, { status: 'pending', isActive: 0 });
    const path = url.replace('/1', `/${campaign.id}`);
    const send = (agent: TestContext['request'] | ReturnType<TestContext['agent']>) =>
      (agent as unknown as Record<string, (u: string) => { send: (b: object) => Promise<{ status: number }> }>)[method]!(
        path,
      ).send({});
    expect((await send(ctx.request)).status).toBe(401);
    const owner = await signInAs(ctx, 'restaurant_owner', campaign.restaurantId);
    expect((await send(owner.agent)).status).toBe(403);
    const customer = await signInAs(ctx, 'customer');
    expect((await send(customer.agent)).status).toBe(403);
    // Nothing changed.
    expect(ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)).get()?.status).toBe('pending');
    expect(ctx.db.select().from(auditLog).all()).toHaveLength(0);
  });

  it('lets a superadmin read campaigns with restaurantId and restaurantName, restaurants and nonprofits', async () => {
    const ctx = createTestApp();
    const { campaign, nonprofit, restaurantId } = makeCampaign(ctx.db, { status: 'pending', isActive: 0 });
    const { agent } = await signInAs(ctx, 'superadmin');
    const list = await agent.get('/api/admin/campaigns');
    expect(list.status).toBe(200);
    const restaurant = ctx.db.select().from(restaurants).where(eq(restaurants.id, restaurantId)).get()!;
    expect(list.body.campaigns).toEqual([
      expect.objectContaining({
        id: campaign.id,
        restaurantId,
        restaurantName: restaurant.name,
        status: 'pending',
        isActive: 0,
        slug: campaign.slug,
      }),
    ]);
    expect((await agent.get('/api/admin/restaurants')).body.restaurants).toEqual([
      expect.objectContaining({ id: restaurantId, name: restaurant.name }),
    ]);
    expect((await agent.get('/api/admin/nonprofits')).body.nonprofits).toEqual([
      expect.objectContaining({ id: nonprofit.id, name: nonprofit.name, restaurantId }),
    ]);
  });
});

describe('campaign transitions', () => {
  async function withCampaign(status: CampaignStatus, isActive = status === 'approved' ? 1 : 0) {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db, { status, isActive });
    const admin = await signInAs(ctx, 'superadmin');
    const row = () => ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)).get()!;
    const audit = () => ctx.db.select().from(auditLog).where(eq(auditLog.entityId, campaign.id)).all();
    return { ctx, campaign, admin, row, audit };
  }

  it('approve: pending becomes approved and active, with approvedAt, approvedBy and an audit entry', async () => {
    const { campaign, admin, row, audit } = await withCampaign('pending');
    const res = await admin.agent.post(`/api/admin/campaigns/${campaign.id}/approve`);
    expect(res.status).toBe(200);
    expect(res.body.campaign).toMatchObject({ status: 'approved', isActive: 1, approvedBy: admin.user.id });
    expect(row()).toMatchObject({ status: 'approved', isActive: 1, approvedBy: admin.user.id });
    expect(row().approvedAt).toEqual(expect.any(String));
    expect(audit()).toMatchObject([
      { action: 'approve', actorUserId: admin.user.id, beforeStatus: 'pending', afterStatus: 'approved' },
    ]);
  });

  it('reject: pending becomes rejected, with an audit entry', async () => {
    const { campaign, admin, row, audit } = await withCampaign('pending');
    const res = await admin.agent.post(`/api/admin/campaigns/${campaign.id}/reject`);
    expect(res.status).toBe(200);
    expect(row()).toMatchObject({ status: 'rejected', isActive: 0, approvedAt: null });
    expect(audit()).toMatchObject([{ action: 'reject', beforeStatus: 'pending', afterStatus: 'rejected' }]);
  });

  it.each(['approved', 'rejected', 'archived'] as const)('approve and reject refuse a %s campaign with 409', async (status) => {
    const { campaign, admin, row, audit } = await withCampaign(status);
    const before = row();
    for (const [action, done] of [
      ['approve', 'approved'],
      ['reject', 'rejected'],
    ] as const) {
      const res = await admin.agent.post(`/api/admin/campaigns/${campaign.id}/${action}`);
      expect(res.status).toBe(409);
      expect(res.body.error).toContain(`Only pending campaigns can be ${done}; this campaign is ${status}`);
    }
    expect(row()).toEqual(before);
    expect(audit()).toHaveLength(0);
  });

  it('toggle pauses an active approved campaign and activates it again, saying which', async () => {
    const { campaign, admin, row, audit } = await withCampaign('approved', 1);
    const pause = await admin.agent.patch(`/api/admin/campaigns/${campaign.id}/toggle`);
    expect(pause.status).toBe(200);
    expect(pause.body.message).toMatch(/paused/);
    expect(row()).toMatchObject({ status: 'approved', isActive: 0 });
    const resume = await admin.agent.patch(`/api/admin/campaigns/${campaign.id}/toggle`);
    expect(resume.body.message).toMatch(/activated/);
    expect(resume.body.message).not.toMatch(/paused/);
    expect(row()).toMatchObject({ status: 'approved', isActive: 1 });
    expect(audit()).toMatchObject([
      { action: 'pause', beforeStatus: 'active', afterStatus: 'paused' },
      { action: 'activate', beforeStatus: 'paused', afterStatus: 'active' },
    ]);
  });

  it.each(['pending', 'rejected', 'archived'] as const)('toggle refuses a %s campaign with 409', async (status) => {
    const { campaign, admin, row } = await withCampaign(status);
    const res = await admin.agent.patch(`/api/admin/campaigns/${campaign.id}/toggle`);
    expect(res.status).toBe(409);
    expect(res.body.error).toContain('Only approved campaigns can be paused or activated');
    expect(row().isActive).toBe(0);
  });

  it.each(['approved', 'rejected'] as const)('archive moves a %s campaign to archived and inactive', async (status) => {
    const { campaign, admin, row, audit } = await withCampaign(status);
    const res = await admin.agent.delete(`/api/admin/campaigns/${campaign.id}/archive`);
    expect(res.status).toBe(200);
    expect(row()).toMatchObject({ status: 'archived', isActive: 0 });
    expect(audit()).toMatchObject([{ action: 'archive', beforeStatus: status, afterStatus: 'archived' }]);
  });

  it.each(['pending', 'archived'] as const)('archive refuses a %s campaign with 409', async (status) => {
    const { campaign, admin, row } = await withCampaign(status);
    const res = await admin.agent.delete(`/api/admin/campaigns/${campaign.id}/archive`);
    expect(res.status).toBe(409);
    expect(res.body.error).toContain('Only approved or rejected campaigns can be archived');
    expect(row().status).toBe(status);
  });

  it('answers 404 for an unknown campaign and 400 for a malformed id', async () => {
    const { admin } = await withCampaign('pending');
    expect((await admin.agent.post('/api/admin/campaigns/99999/approve')).status).toBe(404);
    expect((await admin.agent.post('/api/admin/campaigns/abc/approve')).status).toBe(400);
    expect((await admin.agent.get('/api/admin/campaigns/99999/audit')).status).toBe(404);
  });

  it('the audit endpoint lists who did what, with before and after status, oldest first', async () => {
    const { campaign, admin } = await withCampaign('pending');
    await admin.agent.post(`/api/admin/campaigns/${campaign.id}/approve`);
    await admin.agent.patch(`/api/admin/campaigns/${campaign.id}/toggle`);
    await admin.agent.delete(`/api/admin/campaigns/${campaign.id}/archive`);
    const res = await admin.agent.get(`/api/admin/campaigns/${campaign.id}/audit`);
    expect(res.status).toBe(200);
    expect(res.body.entries).toMatchObject([
      { action: 'approve', actorEmail: admin.user.email, beforeStatus: 'pending', afterStatus: 'approved' },
      { action: 'pause', actorEmail: admin.user.email, beforeStatus: 'active', afterStatus: 'paused' },
      { action: 'archive', actorEmail: admin.user.email, beforeStatus: 'approved', afterStatus: 'archived' },
    ]);
    expect(res.body.entries[0].createdAt).toEqual(expect.any(String));
  });
});

describe('admin restaurants', () => {
  it('creates a restaurant (active by default), normalised, with an audit entry', async () => {
    const ctx = createTestApp();
    const { agent } = await signInAs(ctx, 'superadmin');
    const res = await agent.post('/api/admin/restaurants').send(validRestaurant);
    expect(res.status).toBe(201);
    expect(res.body.restaurant).toMatchObject({
      name: 'Taco Town',
      contactEmail: 'tina@tacotown.example',
      state: 'TX',
      isActive: 1,
      logoUrl: null,
      websiteUrl: 'https://tacotown.example',
    });
    expect(ctx.db.select().from(auditLog).where(eq(auditLog.entityType, 'restaurant')).all()).toHaveLength(1);
  });

  it('requires only what a restaurant record requires: name, contact name and contact e-mail', async () => {
    const ctx = createTestApp();
    const { agent } = await signInAs(ctx, 'superadmin');
    const res = await agent.post('/api/admin/restaurants').send({
      name: 'Bare Bones Bistro',
      contactName: 'Bo Bones',
      contactEmail: 'bo@bones.example',
      contactPhone: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      websiteUrl: '',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.restaurant).toMatchObject({
      name: 'Bare Bones Bistro',
      contactPhone: null,
      address: null,
      city: null,
      state: null,
      zipCode: null,
      websiteUrl: null,
    });
    for (const missing of ['name', 'contactName', 'contactEmail']) {
      const refused = await agent
        .post('/api/admin/restaurants')
        .send({ name: 'X Y', contactName: 'X Y', contactEmail: 'x@y.example', [missing]: '' });
      expect(refused.status, missing).toBe(400);
      expect(Object.keys(refused.body.issues), missing).toEqual([missing]);
    }
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['a blank name', { name: ' ' }, 'name', 'Restaurant name is required'],
    ['a bad e-mail', { contactEmail: 'nope' }, 'contactEmail', 'Valid email is required'],
    ['a 3-letter state', { state: 'TEX' }, 'state', 'Use 2-letter state code'],
    ['a short ZIP', { zipCode: '123' }, 'zipCode', 'ZIP code is required'],
    ['a javascript: website', { websiteUrl: 'javascript:alert(1)' }, 'websiteUrl', 'Valid website URL is required'],
    ['a foreign logo URL', { logoUrl: 'https://evil.example/x.png' }, 'logoUrl', 'Upload the logo again'],
  ];
  it.each(invalid)('refuses %s with a clear message', async (_n, change, field, message) => {
    const ctx = createTestApp();
    const { agent } = await signInAs(ctx, 'superadmin');
    const res = await agent.post('/api/admin/restaurants').send({ ...validRestaurant, ...change });
    expect(res.status).toBe(400);
    expect(res.body.issues[field]).toContain(message);
    expect(ctx.db.select().from(restaurants).all()).toHaveLength(0);
  });

  it('updates a restaurant, deactivates it with DELETE (a soft delete) and reactivates it by editing', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    const { campaign } = makeCampaign(ctx.db, { restaurantId: r.id });
    const { agent } = await signInAs(ctx, 'superadmin');
    const upd = await agent
      .put(`/api/admin/restaurants/${r.id}`)
      .send({ ...validRestaurant, name: 'Taco Town II', logoUrl: '/objects/uploads/abcdefgh1234' });
    expect(upd.status).toBe(200);
    expect(upd.body.restaurant).toMatchObject({
      id: r.id,
      name: 'Taco Town II',
      logoUrl: '/objects/uploads/abcdefgh1234',
      isActive: 1,
    });
    const del = await agent.delete(`/api/admin/restaurants/${r.id}`);
    expect(del.status).toBe(200);
    expect(del.body.restaurant.isActive).toBe(0);
    const stored = ctx.db.select().from(restaurants).where(eq(restaurants.id, r.id)).get();
    expect(stored).toMatchObject({ name: 'Taco Town II', isActive: 0 });
    expect(ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)).get()).toBeDefined();
    const back = await agent.put(`/api/admin/restaurants/${r.id}`).send({ ...validRestaurant, isActive: 1 });
    expect(back.body.restaurant.isActive).toBe(1);
    expect((await agent.put('/api/admin/restaurants/99999').send(validRestaurant)).status).toBe(404);
    expect((await agent.delete('/api/admin/restaurants/99999')).status).toBe(404);
  });
});

describe('admin reports', () => {
  /**
   * Fixture, computed by hand:
   *  A: campaigns a1 ($20, 3 cards, one paid $15) and a2 ($25, 1 card), 1 more pending campaign;
   *     cards 20+20+15+25 = $80.00 over 4 cards; 3 redemptions.
   *  B: one campaign ($10, 2 cards) = $20.00; 1 redemption.
   *  C: no campaigns, no cards.
   */
  function fixture(ctx: TestContext) {
    const a = makeRestaurant(ctx.db, { name: 'Alpha Grill' });
    const b = makeRestaurant(ctx.db, { name: 'Beta Bistro' });
    const c = makeRestaurant(ctx.db, { name: 'Gamma Cafe' });
    const np = makeNonprofit(ctx.db, a.id);
    const a1 = makeCampaign(ctx.db, { restaurantId: a.id, nonprofitId: np.id, cardPrice: 2000 }).campaign;
    const a2 = makeCampaign(ctx.db, { restaurantId: a.id, nonprofitId: np.id, cardPrice: 2500 }).campaign;
    makeCampaign(ctx.db, { restaurantId: a.id, nonprofitId: np.id, status: 'pending', isActive: 0 });
    const b1 = makeCampaign(ctx.db, { restaurantId: b.id, cardPrice: 1000 }).campaign;
    const cardA = makeCard(ctx.db, a1.id);
    makeCard(ctx.db, a1.id);
    makeCard(ctx.db, a1.id, { amountPaid: 1500 });
    const cardA2 = makeCard(ctx.db, a2.id);
    const cardB = makeCard(ctx.db, b1.id);
    makeCard(ctx.db, b1.id);
    const redeem = (card: ReturnType<typeof makeCard>, restaurantId: number, campaignId: number, code: string, offerIndex = 0) =>
      ctx.db
        .insert(redemptions)
        .values({
          cardId: card.card.id,
          offerId: card.offers[offerIndex]!.id,
          restaurantId,
          campaignId,
          code,
          customerName: 'Jamie',
        })
        .run();
    redeem(cardA, a.id, a1.id, '111111');
    redeem(cardA, a.id, a1.id, '111112', 1);
    redeem(cardA2, a.id, a2.id, '111113');
    redeem(cardB, b.id, b1.id, '222221');
    return { a, b, c };
  }

  it('gives per-restaurant campaigns, cards sold, revenue (amount paid) and redemptions', async () => {
    const ctx = createTestApp();
    const { a, b, c } = fixture(ctx);
    const { agent } = await signInAs(ctx, 'superadmin');
    const res = await agent.get('/api/admin/reports');
    expect(res.status).toBe(200);
    expect(res.body.restaurantStats).toEqual([
      {
        restaurantId: a.id,
        restaurantName: 'Alpha Grill',
        campaigns: 3,
        cardsSold: 4,
        revenue: 8000,
        redemptions: 3,
        raisedCents: 4000,
      },
      {
        restaurantId: b.id,
        restaurantName: 'Beta Bistro',
        campaigns: 1,
        cardsSold: 2,
        revenue: 2000,
        redemptions: 1,
        raisedCents: 1000,
      },
      {
        restaurantId: c.id,
        restaurantName: 'Gamma Cafe',
        campaigns: 0,
        cardsSold: 0,
        revenue: 0,
        redemptions: 0,
        raisedCents: 0,
      },
    ]);
  });

  it('filters to one restaurant, and answers 404 for an unknown one', async () => {
    const ctx = createTestApp();
    const { b } = fixture(ctx);
    const { agent } = await signInAs(ctx, 'superadmin');
    const res = await agent.get('/api/admin/reports').query({ restaurantId: b.id });
    expect(res.body.restaurantStats).toEqual([
      {
        restaurantId: b.id,
        restaurantName: 'Beta Bistro',
        campaigns: 1,
        cardsSold: 2,
        revenue: 2000,
        redemptions: 1,
        raisedCents: 1000,
      },
    ]);
    expect((await agent.get('/api/admin/reports').query({ restaurantId: 99999 })).status).toBe(404);
    expect((await agent.get('/api/admin/reports').query({ restaurantId: 'x' })).status).toBe(400);
  });
});
