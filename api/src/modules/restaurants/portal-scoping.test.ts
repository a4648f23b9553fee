import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type supertest from 'supertest';
import { campaigns, locations, nonprofits, redemptions, restaurants } from '../../db/schema/index.ts';
import { redeemOffer } from '../counter/redeem.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { DEFAULT_TEST_OFFERS, makeCampaign, makeCard, makeLocation, makeRestaurant } from '../../test/factories.ts';
import { signedIn } from './portal-test-helpers.ts';

/** One restaurant with one of everything, and its owner. */
async function world(ctx: TestContext, name: string) {
  const restaurant = makeRestaurant(ctx.db, { name });
  const { campaign, nonprofit } = makeCampaign(ctx.db, { restaurantId: restaurant.id });
  const spareNonprofit = ctx.db
    .insert(nonprofits)
    .values({ restaurantId: restaurant.id, name: `${name} spare partner` })
    .returning()
    .get();
  // A campaign waiting for review: its owner may edit or withdraw it, nobody else.
  const pending = makeCampaign(ctx.db, {
    restaurantId: restaurant.id,
    nonprofitId: nonprofit.id,
    status: 'pending',
    isActive: 0,
  });
  const location = makeLocation(ctx.db, restaurant.id, { name: `${name} location` });
  const { card, offers } = makeCard(ctx.db, campaign.id, { customerName: `${name} buyer` });
  const redemption = redeemOffer(ctx.db, card.accessCode, offers[0]!.id);
  const { agent } = await signedIn(ctx, 'restaurant_owner', restaurant.id);
  return { restaurant, campaign, pendingCampaign: pending.campaign, nonprofit, spareNonprofit, location, agent, redemption };
}
type World = Awaited<ReturnType<typeof world>>;
type Agent = ReturnType<typeof supertest.agent>;

const nonprofitBody = { name: 'Hijacked', contactName: 'Mallory', contactEmail: 'm@example.com' };
const locationBody = { name: 'Hijacked' };
const settingsBody = { name: 'Hijacked', contactName: 'Mallory', contactEmail: 'm@example.com' };
const campaignBody = (nonprofitId: number) => ({
  nonprofitId,
  productType: 'CAMPAIGN',
  description: 'A campaign placed in the wrong restaurant',
  cardPrice: 2000,
  expirationMonths: 12,
  startDate: '2026-01-01',
  endDate: '2026-02-01',
  cardExpirationDate: '2027-01-01',
  offers: DEFAULT_TEST_OFFERS,
});

interface Attempt {
  call: string;
  send: (agent: Agent, victim: World) => supertest.Test;
  /** What the attacker must see; then the victim's rows must be untouched. */
  expectStatus: number;
  /** For 200/201 answers: the answer must be about the attacker's own restaurant. */
  ownOnly?: (body: Record<string, unknown>, attacker: World, victim: World) => void;
}

const q = (v: World) => ({ restaurantId: v.restaurant.id });
const ids = (list: unknown) => (list as Array<{ id: number }>).map((x) => x.id);

const attempts: Attempt[] = [
  { call: 'GET /api/restaurants/:id', send: (a, v) => a.get(`/api/restaurants/${v.restaurant.id}`), expectStatus: 404 },
  { call: 'GET /api/restaurants', send: (a) => a.get('/api/restaurants'), expectStatus: 403 },
  {
    call: 'GET /api/restaurants/me?restaurantId=other',
    send: (a, v) => a.get('/api/restaurants/me').query(q(v)),
    expectStatus: 200,
    ownOnly: (b, me) => expect((b.restaurant as { id: number }).id).toBe(me.restaurant.id),
  },
  {
    call: 'PUT /api/restaurants/me naming the other restaurant',
    send: (a, v) =>
      a
        .put('/api/restaurants/me')
        .query(q(v))
        .send({ ...settingsBody, restaurantId: v.restaurant.id }),
    expectStatus: 200,
    ownOnly: (b, me) => expect((b.restaurant as { id: number }).id).toBe(me.restaurant.id),
  },
  {
    call: 'GET /api/restaurants/reports?restaurantId=other',
    send: (a, v) => a.get('/api/restaurants/reports').query(q(v)),
    expectStatus: 200,
    ownOnly: (b, me, victim) => {
      const stats = ids((b.campaignStats as Array<{ campaignId: number }>).map((s) => ({ id: s.campaignId })));
      expect(stats.sort()).toEqual([me.campaign.id, me.pendingCampaign.id].sort());
      expect(stats).not.toContain(victim.campaign.id);
      expect(stats).not.toContain(victim.pendingCampaign.id);
      expect(JSON.stringify(b.recentPurchases)).not.toContain(`${victim.restaurant.name} buyer`);
    },
  },
  {
    call: 'GET /api/nonprofits?restaurantId=other',
    send: (a, v) => a.get('/api/nonprofits').query(q(v)),
    expectStatus: 200,
    ownOnly: (b, me, v) => {
      expect(ids(b.nonprofits).sort()).toEqual([me.nonprofit.id, me.spareNonprofit.id].sort());
      expect(ids(b.nonprofits)).not.toContain(v.nonprofit.id);
    },
  },
  {
    call: 'POST /api/nonprofits naming the other restaurant',
    send: (a, v) =>
      a
        .post('/api/nonprofits')
        .query(q(v))
        .send({ ...nonprofitBody, restaurantId: v.restaurant.id }),
    expectStatus: 201,
    ownOnly: (b, me) => expect((b.nonprofit as { restaurantId: number }).restaurantId).toBe(me.restaurant.id),
  },
  {
    call: 'GET /api/redemptions?restaurantId=other',
    send: (a, v) => a.get('/api/redemptions').query(q(v)),
    expectStatus: 200,
    ownOnly: (b, me, v) => {
      expect(ids(b.redemptions)).toEqual([me.redemption.redemptionId]);
      expect(ids(b.redemptions)).not.toContain(v.redemption.redemptionId);
      expect(JSON.stringify(b.redemptions)).not.toContain(v.restaurant.name.split(' ')[0]);
    },
  },
  {
    call: "POST /api/redemptions/:other's id/undo",
    send: (a, v) => a.post(`/api/redemptions/${v.redemption.redemptionId}/undo`).send({ reason: 'Hijacked' }),
    expectStatus: 404,
  },
  {
    call: "POST /api/nonprofits/:other's id/dashboard-link",
    send: (a, v) => a.post(`/api/nonprofits/${v.nonprofit.id}/dashboard-link`),
    expectStatus: 404,
  },
  {
    call: "PUT /api/nonprofits/:other's id",
    send: (a, v) => a.put(`/api/nonprofits/${v.nonprofit.id}`).send(nonprofitBody),
    expectStatus: 404,
  },
  {
    call: "PUT /api/nonprofits/:other's id naming the other restaurant",
    send: (a, v) =>
      a
        .put(`/api/nonprofits/${v.nonprofit.id}`)
        .query(q(v))
        .send({ ...nonprofitBody, restaurantId: v.restaurant.id }),
    expectStatus: 404,
  },
  {
    call: "DELETE /api/nonprofits/:other's spare id",
    send: (a, v) => a.delete(`/api/nonprofits/${v.spareNonprofit.id}`),
    expectStatus: 404,
  },
  {
    call: "DELETE /api/nonprofits/:other's spare id naming the other restaurant",
    send: (a, v) => a.delete(`/api/nonprofits/${v.spareNonprofit.id}`).query(q(v)),
    expectStatus: 404,
  },
  {
    call: 'GET /api/locations?restaurantId=other',
    send: (a, v) => a.get('/api/locations').query(q(v)),
    expectStatus: 200,
    ownOnly: (b, me) => expect(ids(b.locations)).toEqual([me.location.id]),
  },
  {
    call: 'POST /api/locations naming the other restaurant',
    send: (a, v) =>
      a
        .post('/api/locations')
        .query(q(v))
        .send({ ...locationBody, restaurantId: v.restaurant.id }),
    expectStatus: 201,
    ownOnly: (b, me) => expect((b.location as { restaurantId: number }).restaurantId).toBe(me.restaurant.id),
  },
  {
    call: "PUT /api/locations/:other's id",
    send: (a, v) => a.put(`/api/locations/${v.location.id}`).query(q(v)).send(locationBody),
    expectStatus: 404,
  },
  {
    call: "DELETE /api/locations/:other's id",
    send: (a, v) => a.delete(`/api/locations/${v.location.id}`).query(q(v)),
    expectStatus: 404,
  },
  {
    call: 'GET /api/campaigns/restaurant/me?restaurantId=other',
    send: (a, v) => a.get('/api/campaigns/restaurant/me').query(q(v)),
    expectStatus: 200,
    ownOnly: (b, me) => expect(ids(b.campaigns).sort()).toEqual([me.campaign.id, me.pendingCampaign.id].sort()),
  },
  {
    call: "POST /api/campaigns with the other's nonprofit and restaurantId",
    send: (a, v) => a.post('/api/campaigns').send({ ...campaignBody(v.nonprofit.id), restaurantId: v.restaurant.id }),
    // A 404 like every other cross-restaurant id, with the message "Selected nonprofit not found".
    expectStatus: 404,
    ownOnly: (b) => expect(b.error).toBe('Selected nonprofit not found'),
  },
  {
    call: "PUT /api/campaigns/:other's pending id",
    send: (a, v) => a.put(`/api/campaigns/${v.pendingCampaign.id}`).send(campaignBody(v.nonprofit.id)),
    expectStatus: 404,
  },
  {
    call: "PUT /api/campaigns/:other's pending id naming the other restaurant",
    send: (a, v) =>
      a
        .put(`/api/campaigns/${v.pendingCampaign.id}`)
        .query(q(v))
        .send({ ...campaignBody(v.nonprofit.id), restaurantId: v.restaurant.id }),
    expectStatus: 404,
  },
  {
    call: "POST /api/campaigns/:other's pending id/withdraw",
    send: (a, v) => a.post(`/api/campaigns/${v.pendingCampaign.id}/withdraw`).query(q(v)),
    expectStatus: 404,
  },
];

/** Everything the victim owns, as stored, to compare before and after. */
function snapshot(ctx: TestContext, v: World) {
  return JSON.stringify({
    restaurant: ctx.db.select().from(restaurants).where(eq(restaurants.id, v.restaurant.id)).get(),
    nonprofits: ctx.db.select().from(nonprofits).where(eq(nonprofits.restaurantId, v.restaurant.id)).all(),
    redemptions: ctx.db.select().from(redemptions).where(eq(redemptions.restaurantId, v.restaurant.id)).all(),
    locations: ctx.db.select().from(locations).where(eq(locations.restaurantId, v.restaurant.id)).all(),
    campaigns: ctx.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.restaurantId, v.restaurant.id)))
      .all(),
  });
}

describe("an owner can never read or change another restaurant's data", () => {
  it.each(attempts.map((a) => [a.call, a] as const))('%s', async (_call, attempt) => {
    const ctx = createTestApp();
    const a = await world(ctx, 'Alpha Grill');
    const b = await world(ctx, 'Beta Bistro');
    for (const [attacker, victim] of [
      [a, b],
      [b, a],
    ] as const) {
      const before = snapshot(ctx, victim);
      const res = await attempt.send(attacker.agent, victim);
      expect(res.status, `${attacker.restaurant.name} -> ${victim.restaurant.name}`).toBe(attempt.expectStatus);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(victim.restaurant.name);
      expect(text).not.toContain(victim.nonprofit.name);
      expect(text).not.toContain(victim.location.name);
      attempt.ownOnly?.(res.body as Record<string, unknown>, attacker, victim);
      expect(snapshot(ctx, victim)).toBe(before);
    }
  });

  it('the same calls on its own ids succeed, so the 404s above are about scope', async () => {
    const ctx = createTestApp();
    const a = await world(ctx, 'Alpha Grill');
    expect((await a.agent.get(`/api/restaurants/${a.restaurant.id}`)).status).toBe(200);
    expect((await a.agent.put(`/api/nonprofits/${a.nonprofit.id}`).send(nonprofitBody)).status).toBe(200);
    expect((await a.agent.delete(`/api/nonprofits/${a.spareNonprofit.id}`)).status).toBe(200);
    expect((await a.agent.put(`/api/locations/${a.location.id}`).send(locationBody)).status).toBe(200);
    expect((await a.agent.delete(`/api/locations/${a.location.id}`)).status).toBe(200);
    expect((await a.agent.post('/api/campaigns').send(campaignBody(a.nonprofit.id))).status).toBe(201);
    expect((await a.agent.put(`/api/campaigns/${a.pendingCampaign.id}`).send(campaignBody(a.nonprofit.id))).status).toBe(200);
    expect((await a.agent.post(`/api/campaigns/${a.pendingCampaign.id}/withdraw`)).status).toBe(200);
    expect((await a.agent.post(`/api/nonprofits/${a.nonprofit.id}/dashboard-link`)).status).toBe(202);
    expect((await a.agent.post(`/api/redemptions/${a.redemption.redemptionId}/undo`).send({ reason: 'Mistake' })).status).toBe(
      200,
    );
  });

  it('a superadmin acts on whichever restaurant it names', async () => {
    const ctx = createTestApp();
    const a = await world(ctx, 'Alpha Grill');
    const b = await world(ctx, 'Beta Bistro');
    const { agent } = await signedIn(ctx, 'superadmin');
    for (const w of [a, b]) {
      expect((await agent.get('/api/nonprofits').query(q(w))).body.nonprofits).toHaveLength(2);
      expect((await agent.put(`/api/locations/${w.location.id}`).query(q(w)).send(locationBody)).status).toBe(200);
      expect((await agent.get('/api/restaurants/reports').query(q(w))).body.totalCardsSold).toBe(1);
      expect(ids((await agent.get('/api/redemptions').query(q(w))).body.redemptions)).toEqual([w.redemption.redemptionId]);
    }
    // Naming one restaurant does not reach into another's rows.
    expect((await agent.put(`/api/locations/${b.location.id}`).query(q(a)).send(locationBody)).status).toBe(404);
    expect((await agent.delete(`/api/nonprofits/${b.spareNonprofit.id}`).query(q(a))).status).toBe(404);
  });
});
