import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CampaignsResponseSchema, SAFETY_MESSAGES } from '@dealcard/shared';
import { campaigns } from '../../db/schema/index.ts';
import { makeNonprofit, makeRestaurant } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { signInAs, validCampaignBody } from './admin-test-helpers.ts';

/** PRODUCT.md, "Safety, tightened again": approving names the version the admin reviewed. */
async function world() {
  const ctx = createTestApp();
  const restaurant = makeRestaurant(ctx.db);
  const nonprofit = makeNonprofit(ctx.db, restaurant.id);
  const owner = await signInAs(ctx, 'restaurant_owner', restaurant.id);
  const admin = await signInAs(ctx, 'superadmin');
  const created = await owner.agent.post('/api/campaigns').send(validCampaignBody(nonprofit.id));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.campaign.id as number;
  const adminRead = async () =>
    CampaignsResponseSchema.parse((await admin.agent.get('/api/admin/campaigns')).body).campaigns.find((c) => c.id === id)!;
  const edit = (cardPrice: number) =>
    owner.agent.put(`/api/campaigns/${id}`).send(validCampaignBody(nonprofit.id, { cardPrice }));
  return { ctx, id, owner, admin, adminRead, edit, nonprofit };
}

describe('approving a campaign by the version reviewed', () => {
  it('an edit raises the version; approving the older one is 409 (en/es) and changes nothing; the shown one approves', async () => {
    const w = await world();
    const seen = await w.adminRead();
    expect(seen.version).toBe(1);
    expect(seen.status).toBe('pending');
    // The owner raises the price between the admin's look and the click.
    expect((await w.edit(50_000)).status).toBe(200);
    const now = await w.adminRead();
    expect(now.version).toBe(2);

    const stale = await w.admin.agent
      .post(`/api/admin/campaigns/${w.id}/approve`)
      .set('Accept-Language', 'es')
      .send({ version: seen.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'campaign_changed', error: SAFETY_MESSAGES.campaignChangedSinceReview.es });
    const row = w.ctx.db.select().from(campaigns).where(eq(campaigns.id, w.id)).get()!;
    expect(row).toMatchObject({ status: 'pending', isActive: 0, cardPrice: 50_000, version: 2, approvedBy: null });

    const fresh = await w.admin.agent.post(`/api/admin/campaigns/${w.id}/approve`).send({ version: now.version });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect(fresh.body.campaign).toMatchObject({ status: 'approved', version: 3 });
  });

  it("the specification's empty body still approves; a bad version is 400", async () => {
    const w = await world();
    expect((await w.admin.agent.post(`/api/admin/campaigns/${w.id}/approve`).send({ version: 'one' })).status).toBe(400);
    expect((await w.admin.agent.post(`/api/admin/campaigns/${w.id}/approve`).send({ version: 0 })).status).toBe(400);
    const res = await w.admin.agent.post(`/api/admin/campaigns/${w.id}/approve`);
    expect(res.status).toBe(200);
    expect(res.body.campaign.status).toBe('approved');
  });

  it('every edit path raises the version: an edit, a withdrawal, a status change', async () => {
    const w = await world();
    await w.owner.agent.post(`/api/campaigns/${w.id}/withdraw`).expect(200);
    expect((await w.adminRead()).version).toBe(2);
    await w.edit(2500).expect(200);
    await w.admin.agent.post(`/api/admin/campaigns/${w.id}/approve`).expect(200);
    expect((await w.adminRead()).version).toBe(4);
    await w.admin.agent.patch(`/api/admin/campaigns/${w.id}/toggle`).expect(200);
    expect((await w.adminRead()).version).toBe(5);
  });
});
