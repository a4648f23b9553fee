import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, RestaurantReportSchema, RestaurantSchema } from '@dealcard/shared';
import { redemptions, restaurants, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeCampaign, makeCard, makeLocation, makeRestaurant } from '../../test/factories.ts';
import { queryPlanOf, recordStatements } from '../../test/statement-recorder.ts';
import { redeemOffer } from '../counter/redeem.ts';
import { signedIn, validOnboarding } from './portal-test-helpers.ts';
import { API_MESSAGES } from '../../messages.ts';

describe('POST /api/restaurants/onboard', () => {
  it('makes the signed-in customer the owner of the new restaurant, at once and without signing in again', async () => {
    const ctx = createTestApp();
    const { user, agent } = await signedIn(ctx, 'customer');
    const res = await agent.post('/api/restaurants/onboard').send(validOnboarding);
    expect(res.status).toBe(201);
    const restaurant = RestaurantSchema.parse(res.body.restaurant);
    expect(restaurant).toMatchObject({
      name: 'Pasta Palace',
      contactEmail: 'paula@pasta.example',
      state: 'IL',
      zipCode: '62701',
      description: 'Fresh pasta daily',
      isActive: 1,
    });
    const row = ctx.db.select().from(users).where(eq(users.id, user.id)).get();
    expect(row).toMatchObject({ role: 'restaurant_owner', restaurantId: restaurant.id });
    const me = await agent.get('/api/restaurants/me');
    expect(me.status).toBe(200);
    expect(me.body.restaurant.id).toBe(restaurant.id);
  });

  it('refuses a second restaurant for a user who already owns one with 409 and creates nothing', async () => {
    const ctx = createTestApp();
    const { agent } = await signedIn(ctx, 'customer');
    expect((await agent.post('/api/restaurants/onboard').send(validOnboarding)).status).toBe(201);
    const again = await agent.post('/api/restaurants/onboard').send({ ...validOnboarding, name: 'Second Place' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(API_MESSAGES.alreadyOwnsRestaurant.en);
    expect(ctx.db.select().from(restaurants).where(eq(restaurants.name, 'Second Place')).all()).toHaveLength(0);
  });

  it('two onboardings of one account at the same time make exactly one restaurant', async () => {
    const ctx = createTestApp();
    const { user, agent } = await signedIn(ctx, 'customer');
    const results = await Promise.all([
      agent.post('/api/restaurants/onboard').send({ ...validOnboarding, name: 'First Try' }),
      agent.post('/api/restaurants/onboard').send({ ...validOnboarding, name: 'Second Try' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(ctx.db.select().from(restaurants).all()).toHaveLength(1);
    const owned = ctx.db.select().from(users).where(eq(users.id, user.id)).get();
    expect(owned?.restaurantId).toBe(results.find((r) => r.status === 201)?.body.restaurant.id);
  });

  it('refuses an existing owner with 409 and a superadmin with 403', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    const owner = await signedIn(ctx, 'restaurant_owner', r.id);
    expect((await owner.agent.post('/api/restaurants/onboard').send(validOnboarding)).status).toBe(409);
    const admin = await signedIn(ctx, 'superadmin');
    expect((await admin.agent.post('/api/restaurants/onboard').send(validOnboarding)).status).toBe(403);
    expect(ctx.db.select().from(restaurants).all()).toHaveLength(1);
  });

  it('lets an owner without a restaurant profile register one', async () => {
    const ctx = createTestApp();
    const { user, agent } = await signedIn(ctx, 'restaurant_owner', null);
    expect((await agent.get('/api/restaurants/me')).status).toBe(404);
    const res = await agent.post('/api/restaurants/onboard').send(validOnboarding);
    expect(res.status).toBe(201);
    expect(ctx.db.select().from(users).where(eq(users.id, user.id)).get()?.restaurantId).toBe(res.body.restaurant.id);
  });

  it('requires a signed-in user', async () => {
    const ctx = createTestApp();
    const res = await ctx.request.post('/api/restaurants/onboard').send(validOnboarding);
    expect(res.status).toBe(401);
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['name', { name: '  ' }, 'name', MESSAGES.restaurantNameRequired.en],
    ['contactName', { contactName: '' }, 'contactName', MESSAGES.contactNameRequired.en],
    ['contactEmail', { contactEmail: 'not-an-email' }, 'contactEmail', MESSAGES.validEmailRequired.en],
    ['contactPhone', { contactPhone: '' }, 'contactPhone', MESSAGES.contactPhoneRequired.en],
    ['address', { address: '' }, 'address', MESSAGES.addressRequired.en],
    ['city', { city: '' }, 'city', MESSAGES.cityRequired.en],
    ['state too short', { state: 'I' }, 'state', MESSAGES.stateRequired.en],
    ['state too long', { state: 'ILL' }, 'state', MESSAGES.stateTwoLetters.en],
    ['zipCode', { zipCode: '1234' }, 'zipCode', MESSAGES.zipRequired.en],
  ];
  it.each(cases)('rejects a bad %s with the document message', async (_label, patch, field, message) => {
    const ctx = createTestApp();
    const { user, agent } = await signedIn(ctx, 'customer');
    const res = await agent.post('/api/restaurants/onboard').send({ ...validOnboarding, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.issues[field]).toContain(message);
    expect(ctx.db.select().from(restaurants).all()).toHaveLength(0);
    expect(ctx.db.select().from(users).where(eq(users.id, user.id)).get()?.role).toBe('customer');
  });

  it('accepts onboarding without the optional description', async () => {
    const ctx = createTestApp();
    const { agent } = await signedIn(ctx, 'customer');
    const { description: _omit, ...rest } = validOnboarding;
    const res = await agent.post('/api/restaurants/onboard').send(rest);
    expect(res.status).toBe(201);
    expect(res.body.restaurant.description).toBeNull();
  });
});

describe('GET /api/restaurants and /api/restaurants/:id', () => {
  it('lists every restaurant for a superadmin, first by id', async () => {
    const ctx = createTestApp();
    const a = makeRestaurant(ctx.db, { name: 'Zeta' });
    const b = makeRestaurant(ctx.db, { name: 'Alpha' });
    const { agent } = await signedIn(ctx, 'superadmin');
    const res = await agent.get('/api/restaurants');
    expect(res.status).toBe(200);
    expect(res.body.restaurants.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    RestaurantSchema.array().parse(res.body.restaurants);
  });

  it('refuses the list to owners and customers (403) and to visitors (401)', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    expect((await (await signedIn(ctx, 'restaurant_owner', r.id)).agent.get('/api/restaurants')).status).toBe(403);
    expect((await (await signedIn(ctx, 'customer')).agent.get('/api/restaurants')).status).toBe(403);
    expect((await ctx.request.get('/api/restaurants')).status).toBe(401);
  });

  it('gives an owner their own restaurant by id and a superadmin any; unknown and non-numeric ids are 404 and 400', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db, { name: 'Mine' });
    const owner = await signedIn(ctx, 'restaurant_owner', r.id);
    const own = await owner.agent.get(`/api/restaurants/${r.id}`);
    expect(own.status).toBe(200);
    expect(own.body.restaurant.name).toBe('Mine');
    const admin = await signedIn(ctx, 'superadmin');
    expect((await admin.agent.get(`/api/restaurants/${r.id}`)).body.restaurant.name).toBe('Mine');
    expect((await admin.agent.get('/api/restaurants/9999')).status).toBe(404);
    expect((await admin.agent.get('/api/restaurants/abc')).status).toBe(400);
    expect((await (await signedIn(ctx, 'customer')).agent.get(`/api/restaurants/${r.id}`)).status).toBe(403);
  });
});

describe('GET and PUT /api/restaurants/me', () => {
  const settings = {
    name: 'Renamed Grill',
    contactName: 'Olive Owner',
    contactEmail: 'Olive@Grill.example',
    contactPhone: '555-111-2222',
    address: '2 Main St',
    city: 'Springfield',
    state: 'il',
    zipCode: '62701',
    websiteUrl: 'https://grill.example',
    logoUrl: '',
    description: 'Wood-fired',
  };

  it('reads and saves the owner profile', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    const { agent } = await signedIn(ctx, 'restaurant_owner', r.id);
    const res = await agent.put('/api/restaurants/me').send(settings);
    expect(res.status).toBe(200);
    expect(res.body.restaurant).toMatchObject({
      id: r.id,
      name: 'Renamed Grill',
      contactEmail: 'olive@grill.example',
      state: 'IL',
      logoUrl: null,
      websiteUrl: 'https://grill.example',
    });
    expect(ctx.db.select().from(restaurants).where(eq(restaurants.id, r.id)).get()?.name).toBe('Renamed Grill');
    expect((await agent.get('/api/restaurants/me')).body.restaurant.name).toBe('Renamed Grill');
  });

  it('accepts empty optional fields (phone, address, city, state, zip)', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db, { address: 'Old' });
    const { agent } = await signedIn(ctx, 'restaurant_owner', r.id);
    const res = await agent
      .put('/api/restaurants/me')
      .send({ ...settings, contactPhone: '', address: '', city: '', state: '', zipCode: '' });
    expect(res.status).toBe(200);
    expect(res.body.restaurant).toMatchObject({ contactPhone: null, address: null, city: null, state: null, zipCode: null });
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['name', { name: 'A' }, 'name', MESSAGES.settingsNameMin.en],
    ['contactName', { contactName: 'B' }, 'contactName', MESSAGES.settingsContactNameMin.en],
    ['contactEmail', { contactEmail: 'nope' }, 'contactEmail', MESSAGES.invalidEmail.en],
    ['contactPhone', { contactPhone: '555-1234' }, 'contactPhone', MESSAGES.settingsPhoneMin.en],
    ['websiteUrl', { websiteUrl: 'javascript:alert(1)' }, 'websiteUrl', MESSAGES.validWebsiteRequired.en],
    ['logoUrl', { logoUrl: 'https://evil.example/logo.png' }, 'logoUrl', 'Upload the logo again'],
  ];
  it.each(cases)('rejects a bad %s with the document message and saves nothing', async (_l, patch, field, message) => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db, { name: 'Before' });
    const { agent } = await signedIn(ctx, 'restaurant_owner', r.id);
    const res = await agent.put('/api/restaurants/me').send({ ...settings, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.issues[field]).toContain(message);
    expect(ctx.db.select().from(restaurants).where(eq(restaurants.id, r.id)).get()?.name).toBe('Before');
  });

  it('a superadmin must name the restaurant and may update any', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    const { agent } = await signedIn(ctx, 'superadmin');
    const missing = await agent.get('/api/restaurants/me');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('restaurantId is required');
    expect((await agent.get('/api/restaurants/me').query({ restaurantId: r.id })).body.restaurant.id).toBe(r.id);
    const put = await agent.put('/api/restaurants/me').query({ restaurantId: r.id }).send(settings);
    expect(put.status).toBe(200);
    expect(ctx.db.select().from(restaurants).where(eq(restaurants.id, r.id)).get()?.name).toBe('Renamed Grill');
    expect((await agent.put('/api/restaurants/me').send({ ...settings, restaurantId: 9999 })).status).toBe(404);
  });

  it('customers get 403', async () => {
    const ctx = createTestApp();
    const { agent } = await signedIn(ctx, 'customer');
    expect((await agent.get('/api/restaurants/me')).status).toBe(403);
    expect((await agent.put('/api/restaurants/me').send(settings)).status).toBe(403);
  });
});

describe('GET /api/restaurants/reports', () => {
  it('sums cards, revenue and redemptions of the restaurant only, per campaign and in total, newest purchases first', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    const live = makeCampaign(ctx.db, { restaurantId: r.id, cardPrice: 2500 });
    const paused = makeCampaign(ctx.db, { restaurantId: r.id, isActive: 0, cardPrice: 1000 });
    const pending = makeCampaign(ctx.db, { restaurantId: r.id, status: 'pending', isActive: 0 });
    const other = makeCampaign(ctx.db, { cardPrice: 9900 });
    const first = makeCard(ctx.db, live.campaign.id, { customerName: 'Ann First' });
    makeCard(ctx.db, live.campaign.id, { customerName: 'Bob Second' });
    makeCard(ctx.db, paused.campaign.id, { customerName: 'Cy Third' });
    makeCard(ctx.db, other.campaign.id, { customerName: 'Elsewhere' });
    const offer = first.offers[0]!;
    ctx.db
      .insert(redemptions)
      .values({
        cardId: first.card.id,
        offerId: offer.id,
        restaurantId: r.id,
        campaignId: live.campaign.id,
        code: '123456',
        customerName: 'Ann First',
      })
      .run();

    const { agent } = await signedIn(ctx, 'restaurant_owner', r.id);
    const res = await agent.get('/api/restaurants/reports');
    expect(res.status).toBe(200);
    const report = RestaurantReportSchema.parse(res.body);
    expect(report).toMatchObject({ totalCardsSold: 3, totalRevenue: 2500 * 2 + 1000, totalRedemptions: 1 });
    const byId = new Map(report.campaignStats.map((s) => [s.campaignId, s]));
    expect(byId.get(live.campaign.id)).toMatchObject({
      cardsSold: 2,
      totalRevenue: 5000,
      totalRedemptions: 1,
      status: 'approved',
      isActive: 1,
    });
    expect(byId.get(paused.campaign.id)).toMatchObject({ cardsSold: 1, totalRevenue: 1000, totalRedemptions: 0, isActive: 0 });
    // Two campaigns of one nonprofit are told apart by their sales window and short code.
    expect(byId.get(live.campaign.id)).toMatchObject({
      shortCode: live.campaign.shortCode,
      startDate: live.campaign.startDate,
      endDate: live.campaign.endDate,
    });
    expect(byId.get(pending.campaign.id)).toMatchObject({ cardsSold: 0, totalRevenue: 0, status: 'pending' });
    expect(byId.has(other.campaign.id)).toBe(false);
    expect(report.recentPurchases.map((p) => p.customerName).sort()).toEqual(['Ann First', 'Bob Second', 'Cy Third']);
    expect(report.recentPurchases.find((p) => p.customerName === 'Ann First')).toMatchObject({
      cardPrice: 2500,
      nonprofitName: live.nonprofit.name,
    });
  });

  it('reads the running totals of its campaigns: no table scan, and no card or redemption read at all', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    ctx.db.$client.transaction(() => {
      for (let i = 0; i < 6; i++) {
        const { campaign } = makeCampaign(ctx.db, i % 2 ? {} : { restaurantId: r.id });
        for (let j = 0; j < 30; j++) {
          const { card, offers } = makeCard(ctx.db, campaign.id);
          if (j % 3 === 0) redeemOffer(ctx.db, card.accessCode, offers[0]!.id);
        }
      }
    })();
    ctx.db.$client.exec('ANALYZE');
    const { agent } = await signedIn(ctx, 'restaurant_owner', r.id);
    const { result: res, statements } = await recordStatements(ctx.db, () => agent.get('/api/restaurants/reports'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalCardsSold: 90, totalRevenue: 90 * 2000, totalRedemptions: 30 });
    const plans = statements.map((sql) => queryPlanOf(ctx.db, sql).join('\n'));
    for (const plan of plans) expect(plan).not.toMatch(/^SCAN /m);
    const stats = plans.find((plan) => plan.includes('campaigns_restaurant_idx'))!;
    expect(stats).toMatch(/SEARCH t USING INTEGER PRIMARY KEY/);
    expect(stats).not.toMatch(/\b(cards|redemptions)\b/);
  });

  it('is empty, not an error, for a restaurant without sales', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    makeLocation(ctx.db, r.id);
    const { agent } = await signedIn(ctx, 'restaurant_owner', r.id);
    const res = await agent.get('/api/restaurants/reports');
    expect(res.body).toEqual({
      totalCardsSold: 0,
      totalRevenue: 0,
      totalRedemptions: 0,
      campaignStats: [],
      recentPurchases: [],
      sellers: [],
      redemptionsByLocation: [],
      redemptionsByDay: [],
      redemptionsByOffer: [],
      offlineConflicts: [],
      renewals: [],
    });
  });

  it('a superadmin reads any restaurant report by restaurantId; an unknown one is 404', async () => {
    const ctx = createTestApp();
    const c = makeCampaign(ctx.db);
    makeCard(ctx.db, c.campaign.id);
    const { agent } = await signedIn(ctx, 'superadmin');
    expect((await agent.get('/api/restaurants/reports')).status).toBe(400);
    expect((await agent.get('/api/restaurants/reports').query({ restaurantId: c.restaurantId })).body.totalCardsSold).toBe(1);
    expect((await agent.get('/api/restaurants/reports').query({ restaurantId: 9999 })).status).toBe(404);
  });
});
