import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@dealcard/shared';
import { auditLog, campaignOffers, campaigns } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeNonprofit, makeRestaurant } from '../../test/factories.ts';
import { signInAs, validCampaignBody } from '../admin/admin-test-helpers.ts';

function setup() {
  const ctx = createTestApp();
  const restaurant = makeRestaurant(ctx.db);
  const nonprofit = makeNonprofit(ctx.db, restaurant.id, { name: 'Paws & Claws Rescue' });
  return { ctx, restaurant, nonprofit };
}

describe('campaign dates', () => {
  it('every date field must be a real calendar date, named in the error, and nothing is stored', async () => {
    const { ctx, restaurant, nonprofit } = setup();
    const { agent } = await signInAs(ctx, 'superadmin');
    for (const field of ['startDate', 'endDate', 'cardExpirationDate'] as const) {
      for (const bad of ['2026-02-30', '2026-13-01', '0000-00-00', '2025-02-29', '2026-04-31']) {
        const res = await agent
          .post('/api/admin/campaigns')
          .send({ restaurantId: restaurant.id, ...validCampaignBody(nonprofit.id, { [field]: bad }) });
        expect(res.status, `${field}=${bad}`).toBe(400);
        expect(res.body.issues[field], `${field}=${bad}`).toEqual([MESSAGES.dateNotReal.en]);
        expect(res.body.error).toContain(field);
      }
    }
    // A leap day is a real date.
    const leap = await agent.post('/api/admin/campaigns').send({
      restaurantId: restaurant.id,
      ...validCampaignBody(nonprofit.id, { startDate: '2028-02-29', endDate: '2028-03-01', cardExpirationDate: '2029-03-01' }),
    });
    expect(leap.status, leap.text).toBe(201);
    expect(ctx.db.select().from(campaigns).all()).toHaveLength(1);
  });

  it('start <= end <= card expiration, with the field that breaks the order named', async () => {
    const { ctx, restaurant, nonprofit } = setup();
    const { agent } = await signInAs(ctx, 'superadmin');
    const send = (dates: Record<string, string>) =>
      agent.post('/api/admin/campaigns').send({ restaurantId: restaurant.id, ...validCampaignBody(nonprofit.id, dates) });
    const endFirst = await send({ startDate: '2027-05-10', endDate: '2027-05-09', cardExpirationDate: '2028-01-01' });
    expect(endFirst.status).toBe(400);
    expect(endFirst.body.issues).toEqual({ endDate: [MESSAGES.endBeforeStart.en] });
    const expiresFirst = await send({ startDate: '2027-05-10', endDate: '2027-06-10', cardExpirationDate: '2027-06-09' });
    expect(expiresFirst.status).toBe(400);
    expect(expiresFirst.body.issues).toEqual({ cardExpirationDate: [MESSAGES.expiryBeforeEnd.en] });
    expect(ctx.db.select().from(campaigns).all()).toHaveLength(0);
    // The same day for all three is in order.
    expect((await send({ startDate: '2027-05-10', endDate: '2027-05-10', cardExpirationDate: '2027-05-10' })).status).toBe(201);
  });
});

describe('POST /api/admin/campaigns', () => {
  it('creates an auto-approved, active campaign with its offers, the nonprofit name from the row, and an audit entry', async () => {
    const { ctx, restaurant, nonprofit } = setup();
    const { agent, user } = await signInAs(ctx, 'superadmin');
    const res = await agent
      .post('/api/admin/campaigns')
      .send({ restaurantId: restaurant.id, ...validCampaignBody(nonprofit.id) });
    expect(res.status).toBe(201);
    const c = res.body.campaign;
    expect(c).toMatchObject({
      restaurantId: restaurant.id,
      restaurantName: restaurant.name,
      nonprofitId: nonprofit.id,
      nonprofitName: 'Paws & Claws Rescue',
      status: 'approved',
      isActive: 1,
      approvedBy: user.id,
      cardPrice: 2000,
      slug: 'paws-rescue-1700000000000',
    });
    expect(c.approvedAt).toEqual(expect.any(String));
    expect(c.shortCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    const offers = ctx.db.select().from(campaignOffers).where(eq(campaignOffers.campaignId, c.id)).all();
    expect(offers.map((o) => [o.name, o.quantity, o.retailValue, o.sortOrder])).toEqual([
      ['Free Wings', 2, 2000, 0],
      ['BOGO Pizza', 2, 2000, 1],
      ['Free Dessert', 2, 2000, 2],
    ]);
    const audit = ctx.db.select().from(auditLog).where(eq(auditLog.entityId, c.id)).all();
    expect(audit).toMatchObject([{ entityType: 'campaign', actorUserId: user.id, beforeStatus: null, afterStatus: 'approved' }]);
  });

  it('makes the slug unique server-side and derives one from the nonprofit name when none is sent', async () => {
    const { ctx, restaurant, nonprofit } = setup();
    const { agent } = await signInAs(ctx, 'superadmin');
    const body = { restaurantId: restaurant.id, ...validCampaignBody(nonprofit.id, { slug: 'Same Slug!' }) };
    const first = await agent.post('/api/admin/campaigns').send(body);
    const second = await agent.post('/api/admin/campaigns').send(body);
    expect(first.body.campaign.slug).toBe('same-slug');
    expect(second.body.campaign.slug).toBe('same-slug-2');
    expect(second.body.campaign.shortCode).not.toBe(first.body.campaign.shortCode);
    const { slug: _omit, ...withoutSlug } = validCampaignBody(nonprofit.id);
    const third = await agent.post('/api/admin/campaigns').send({ restaurantId: restaurant.id, ...withoutSlug });
    expect(third.status).toBe(201);
    expect(third.body.campaign.slug).toMatch(/^paws-claws-rescue-\d+$/);
  });

  it('refuses a nonprofit of another restaurant with "Selected nonprofit not found" and stores nothing', async () => {
    const { ctx, restaurant } = setup();
    const other = makeRestaurant(ctx.db);
    const foreign = makeNonprofit(ctx.db, other.id);
    const { agent } = await signInAs(ctx, 'superadmin');
    const res = await agent.post('/api/admin/campaigns').send({ restaurantId: restaurant.id, ...validCampaignBody(foreign.id) });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Selected nonprofit not found');
    expect(ctx.db.select().from(campaigns).all()).toHaveLength(0);
    const missing = await agent.post('/api/admin/campaigns').send({ restaurantId: 99999, ...validCampaignBody(foreign.id) });
    expect(missing.status).toBe(404);
  });

  const cases: Array<
    [string, (b: ReturnType<typeof validCampaignBody> & { restaurantId?: unknown }) => unknown, string, string]
  > = [
    ['restaurantId missing', ({ restaurantId: _r, ...b }) => b, 'restaurantId', MESSAGES.selectRestaurant.en],
    ['nonprofitId missing', ({ nonprofitId: _n, ...b }) => b, 'nonprofitId', MESSAGES.selectNonprofit.en],
    ['short description', (b) => ({ ...b, description: 'too short' }), 'description', MESSAGES.descriptionMin.en],
    ['card price under $1', (b) => ({ ...b, cardPrice: 99 }), 'cardPrice', MESSAGES.cardPriceMin.en],
    ['validity 0 months', (b) => ({ ...b, expirationMonths: 0 }), 'expirationMonths', MESSAGES.expirationMin.en],
    ['validity 25 months', (b) => ({ ...b, expirationMonths: 25 }), 'expirationMonths', MESSAGES.expirationMax.en],
    ['no start date', (b) => ({ ...b, startDate: '' }), 'startDate', MESSAGES.startDateRequired.en],
    ['no end date', (b) => ({ ...b, endDate: '' }), 'endDate', MESSAGES.endDateRequired.en],
    [
      'no card expiration date',
      (b) => ({ ...b, cardExpirationDate: '' }),
      'cardExpirationDate',
      MESSAGES.cardExpirationRequired.en,
    ],
    ['two offers', (b) => ({ ...b, offers: b.offers.slice(0, 2) }), 'offers', MESSAGES.offersMin.en],
    ['seven offers', (b) => ({ ...b, offers: [...b.offers, ...b.offers, b.offers[0]] }), 'offers', MESSAGES.offersMax.en],
    [
      'total under $100',
      (b) => ({ ...b, offers: b.offers.map((o) => ({ ...o, quantity: 1, retailValue: 3000 })) }),
      'offers',
      MESSAGES.totalRetailMin.en,
    ],
    [
      'offer name too short',
      (b) => ({ ...b, offers: [{ ...b.offers[0], name: 'ab' }, ...b.offers.slice(1)] }),
      'offers.0.name',
      MESSAGES.offerNameMin.en,
    ],
    [
      'offer description too short',
      (b) => ({ ...b, offers: [b.offers[0], { ...b.offers[1], description: 'short' }, b.offers[2]] }),
      'offers.1.description',
      MESSAGES.offerDescriptionMin.en,
    ],
    [
      'offer quantity 0',
      (b) => ({ ...b, offers: [b.offers[0], b.offers[1], { ...b.offers[2], quantity: 0, retailValue: 9000 }] }),
      'offers.2.quantity',
      MESSAGES.offerQuantityMin.en,
    ],
    [
      'offer retail value under $1',
      (b) => ({ ...b, offers: [{ ...b.offers[0], retailValue: 99 }, { ...b.offers[1], retailValue: 6000 }, b.offers[2]] }),
      'offers.0.retailValue',
      MESSAGES.offerRetailMin.en,
    ],
  ];

  it.each(cases)('refuses %s with its message under its field', async (_name, mutate, field, message) => {
    const { ctx, restaurant, nonprofit } = setup();
    const { agent } = await signInAs(ctx, 'superadmin');
    const body = mutate({ restaurantId: restaurant.id, ...validCampaignBody(nonprofit.id) });
    const res = await agent.post('/api/admin/campaigns').send(body as object);
    expect(res.status).toBe(400);
    expect(res.body.issues[field]).toContain(message);
    expect(ctx.db.select().from(campaigns).all()).toHaveLength(0);
  });

  it('is refused to owners (403), customers (403) and signed-out visitors (401)', async () => {
    const { ctx, restaurant, nonprofit } = setup();
    const body = { restaurantId: restaurant.id, ...validCampaignBody(nonprofit.id) };
    expect((await ctx.request.post('/api/admin/campaigns').send(body)).status).toBe(401);
    const owner = await signInAs(ctx, 'restaurant_owner', restaurant.id);
    expect((await owner.agent.post('/api/admin/campaigns').send(body)).status).toBe(403);
    const customer = await signInAs(ctx, 'customer');
    expect((await customer.agent.post('/api/admin/campaigns').send(body)).status).toBe(403);
    expect(ctx.db.select().from(campaigns).all()).toHaveLength(0);
  });
});

describe('POST /api/campaigns', () => {
  it("puts an owner's campaign on their own restaurant, pending and inactive, whatever restaurantId is sent", async () => {
    const { ctx, restaurant, nonprofit } = setup();
    const other = makeRestaurant(ctx.db);
    const { agent } = await signInAs(ctx, 'restaurant_owner', restaurant.id);
    const res = await agent.post('/api/campaigns').send({ ...validCampaignBody(nonprofit.id), restaurantId: other.id });
    expect(res.status).toBe(201);
    expect(res.body.campaign).toMatchObject({
      restaurantId: restaurant.id,
      status: 'pending',
      isActive: 0,
      approvedAt: null,
      approvedBy: null,
    });
  });

  it("refuses an owner's campaign for another restaurant's nonprofit", async () => {
    const { ctx, restaurant } = setup();
    const other = makeRestaurant(ctx.db);
    const foreign = makeNonprofit(ctx.db, other.id);
    const { agent } = await signInAs(ctx, 'restaurant_owner', restaurant.id);
    const res = await agent.post('/api/campaigns').send(validCampaignBody(foreign.id));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Selected nonprofit not found');
  });

  it("takes a superadmin's restaurantId (pending for review) and requires it", async () => {
    const { ctx, restaurant, nonprofit } = setup();
    const { agent } = await signInAs(ctx, 'superadmin');
    const res = await agent.post('/api/campaigns').send({ ...validCampaignBody(nonprofit.id), restaurantId: restaurant.id });
    expect(res.status).toBe(201);
    expect(res.body.campaign).toMatchObject({ restaurantId: restaurant.id, status: 'pending', isActive: 0 });
    expect((await agent.post('/api/campaigns').send(validCampaignBody(nonprofit.id))).status).toBe(400);
  });

  it('is refused to customers (403) and signed-out visitors (401)', async () => {
    const { ctx, nonprofit } = setup();
    expect((await ctx.request.post('/api/campaigns').send(validCampaignBody(nonprofit.id))).status).toBe(401);
    const { agent } = await signInAs(ctx, 'customer');
    expect((await agent.post('/api/campaigns').send(validCampaignBody(nonprofit.id))).status).toBe(403);
  });
});
