import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ActiveCampaignsResponseSchema, CampaignDetailResponseSchema, toDateOnly } from '@dealcard/shared';
import { addDays } from 'date-fns';
import type { Db } from '../../db/client.ts';
import { cards, restaurants } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeCampaign } from '../../test/factories.ts';
import { activeCampaigns } from './public-campaigns.service.ts';
import { isOnSale } from './on-sale.ts';

const day = (offset: number) => toDateOnly(addDays(new Date(), offset));

/** Campaigns in every state the sales rule tells apart, all approved and switched on. */
function campaignsAroundTheRule(db: Db) {
  const open = makeCampaign(db, { startDate: day(-10), endDate: day(10) }).campaign;
  const undated = makeCampaign(db, { startDate: null, endDate: null }).campaign;
  const startsToday = makeCampaign(db, { startDate: day(0), endDate: day(5) }).campaign;
  const endsToday = makeCampaign(db, { startDate: day(-5), endDate: day(0) }).campaign;
  const ended = makeCampaign(db, { startDate: day(-30), endDate: day(-1) }).campaign;
  const notStarted = makeCampaign(db, { startDate: day(1), endDate: day(30) }).campaign;
  const closedRestaurant = makeCampaign(db, { startDate: day(-10), endDate: day(10) });
  db.update(restaurants).set({ isActive: 0 }).where(eq(restaurants.id, closedRestaurant.restaurantId)).run();
  return {
    onSale: [open, undated, startsToday, endsToday],
    notOnSale: [ended, notStarted, closedRestaurant.campaign],
  };
}

describe('a campaign sells cards only while it is on sale', () => {
  it('the home page lists it only from its start date through its end date, and while its restaurant is active', async () => {
    const { request, db } = createTestApp();
    const { onSale, notOnSale } = campaignsAroundTheRule(db);
    const body = ActiveCampaignsResponseSchema.parse((await request.get('/api/campaigns/active')).body);
    expect(body.campaigns.map((c) => c.id).sort()).toEqual(onSale.map((c) => c.id).sort());
    // The list query and the one-campaign rule agree.
    for (const c of [...onSale, ...notOnSale]) {
      const restaurant = db.select().from(restaurants).where(eq(restaurants.id, c.restaurantId)).get();
      expect(isOnSale(c, restaurant), c.slug).toBe(onSale.includes(c));
    }
  });

  it('its page stays public but says it is no longer active (isActive 0) once it is not on sale', async () => {
    const { request, db } = createTestApp();
    const { onSale, notOnSale } = campaignsAroundTheRule(db);
    for (const c of onSale) {
      const page = CampaignDetailResponseSchema.parse((await request.get(`/api/campaigns/${c.slug}`)).body);
      expect(page.campaign.isActive, c.slug).toBe(1);
    }
    for (const c of notOnSale) {
      const res = await request.get(`/api/campaigns/${c.slug}`);
      expect(res.status, c.slug).toBe(200);
      expect(CampaignDetailResponseSchema.parse(res.body).campaign.isActive, c.slug).toBe(0);
    }
  });

  it('a payment cannot be started for it (409) and nothing is recorded; on sale, it can', async () => {
    const { request, db } = createTestApp();
    const { onSale, notOnSale } = campaignsAroundTheRule(db);
    for (const c of notOnSale) {
      const res = await request.post(`/api/campaigns/${c.slug}/create-payment-intent`).send();
      expect(res.status, c.slug).toBe(409);
      expect(res.body).toEqual({ error: 'This campaign is no longer active', code: 'campaign_inactive' });
    }
    expect(db.$client.prepare('SELECT count(*) AS n FROM payments').get()).toEqual({ n: 0 });
    for (const c of onSale)
      expect((await request.post(`/api/campaigns/${c.slug}/create-payment-intent`).send()).status, c.slug).toBe(200);
  });

  it('a payment made before its restaurant was deactivated still gets its card', async () => {
    const { request, db } = createTestApp();
    const { campaign, restaurantId } = makeCampaign(db);
    const intent = await request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`).send().expect(200);
    await request
      .post(`/api/demo-payments/${intent.body.paymentIntentId}/confirm`)
      .send({ cardNumber: '4242 4242 4242 4242' })
      .expect(200);
    db.update(restaurants).set({ isActive: 0 }).where(eq(restaurants.id, restaurantId)).run();
    const res = await request.post('/api/purchase-card').send({
      campaignId: campaign.id,
      customerName: 'Pat Paid',
      customerEmail: 'pat@example.com',
      stripePaymentIntentId: intent.body.paymentIntentId,
    });
    expect(res.status).toBe(200);
    expect(db.select().from(cards).all()).toHaveLength(1);
  });

  it('the list reads today when it is built: a campaign drops off after its end date', () => {
    const { db } = createTestApp();
    const c = makeCampaign(db, { startDate: '2026-03-01', endDate: '2026-03-31' }).campaign;
    expect(activeCampaigns(db, new Date(2026, 2, 31, 23, 59)).map((x) => x.id)).toEqual([c.id]);
    expect(activeCampaigns(db, new Date(2026, 3, 1, 0, 0))).toEqual([]);
    expect(activeCampaigns(db, new Date(2026, 1, 28, 12, 0))).toEqual([]);
  });
});
