import { describe, expect, it } from 'vitest';
import { CampaignsResponseSchema } from '@dealcard/shared';
import { createTestApp } from '../../test/harness.ts';
import { makeCampaign, makeRestaurant } from '../../test/factories.ts';
import { signedIn } from '../restaurants/portal-test-helpers.ts';

describe('GET /api/campaigns/restaurant/me', () => {
  it("lists every campaign of the owner's restaurant, whatever its status, and none of another's", async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db, { name: 'Home Grill' });
    const live = makeCampaign(ctx.db, { restaurantId: r.id });
    const pending = makeCampaign(ctx.db, { restaurantId: r.id, status: 'pending', isActive: 0 });
    const other = makeCampaign(ctx.db);
    const { agent } = await signedIn(ctx, 'restaurant_owner', r.id);
    const res = await agent.get('/api/campaigns/restaurant/me').query({ restaurantId: other.restaurantId });
    expect(res.status).toBe(200);
    const { campaigns } = CampaignsResponseSchema.parse(res.body);
    expect(campaigns.map((c) => c.id).sort()).toEqual([live.campaign.id, pending.campaign.id].sort());
    expect(campaigns[0]).toMatchObject({ restaurantId: r.id, restaurantName: 'Home Grill' });
  });

  it('a superadmin names the restaurant; customers get 403 and visitors 401', async () => {
    const ctx = createTestApp();
    const c = makeCampaign(ctx.db);
    const admin = await signedIn(ctx, 'superadmin');
    expect((await admin.agent.get('/api/campaigns/restaurant/me')).status).toBe(400);
    const res = await admin.agent.get('/api/campaigns/restaurant/me').query({ restaurantId: c.restaurantId });
    expect(res.body.campaigns.map((x: { id: number }) => x.id)).toEqual([c.campaign.id]);
    expect((await (await signedIn(ctx, 'customer')).agent.get('/api/campaigns/restaurant/me')).status).toBe(403);
    expect((await ctx.request.get('/api/campaigns/restaurant/me')).status).toBe(401);
  });
});
