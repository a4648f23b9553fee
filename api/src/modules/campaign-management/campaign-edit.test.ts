import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CampaignResponseSchema, CampaignsResponseSchema } from '@dealcard/shared';
import { auditLog, campaignOffers, campaigns } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeCampaign, makeCard, makeNonprofit, makeRestaurant } from '../../test/factories.ts';
import { signInAs, validCampaignBody } from '../admin/admin-test-helpers.ts';

function setup() {
  const ctx = createTestApp();
  const restaurant = makeRestaurant(ctx.db);
  const nonprofit = makeNonprofit(ctx.db, restaurant.id, { name: 'Paws & Claws Rescue' });
  return { ctx, restaurant, nonprofit };
}

const offersOf = (ctx: ReturnType<typeof createTestApp>, id: number) =>
  ctx.db.select().from(campaignOffers).where(eq(campaignOffers.campaignId, id)).all();
const auditOf = (ctx: ReturnType<typeof createTestApp>, id: number) =>
  ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id)).all();

describe("the owner's campaigns that are not live", () => {
  it('a rejection keeps its reason in the audit log, and the owner reads it on the campaign', async () => {
    const { ctx, restaurant, nonprofit } = setup();
    const { campaign } = makeCampaign(ctx.db, {
      restaurantId: restaurant.id,
      nonprofitId: nonprofit.id,
      status: 'pending',
      isActive: 0,
    });
    const admin = await signInAs(ctx, 'superadmin');
    const res = await admin.agent
      .post(`/api/admin/campaigns/${campaign.id}/reject`)
      .send({ reason: '  The free dessert needs a value limit.  ' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.campaign).toMatchObject({ status: 'rejected', rejectionReason: 'The free dessert needs a value limit.' });
    expect(auditOf(ctx, campaign.id).at(-1)).toMatchObject({
      action: 'reject',
      details: { reason: 'The free dessert needs a value limit.' },
    });
    const history = await admin.agent.get(`/api/admin/campaigns/${campaign.id}/audit`);
    expect(history.body.entries.at(-1)).toMatchObject({ action: 'reject', reason: 'The free dessert needs a value limit.' });

    const owner = await signInAs(ctx, 'restaurant_owner', restaurant.id);
    const mine = CampaignsResponseSchema.parse((await owner.agent.get('/api/campaigns/restaurant/me')).body).campaigns;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'rejected', rejectionReason: 'The free dessert needs a value limit.' });
    // What is on the card, for the owner's edit form and the admin's review.
    expect(mine[0]!.offers.map((o) => [o.name, o.quantity, o.retailValue])).toEqual(
      offersOf(ctx, campaign.id).map((o) => [o.name, o.quantity, o.retailValue]),
    );
  });

  it("the specification's empty reject body stays valid (no reason), and a reason over 500 characters is refused", async () => {
    const { ctx, restaurant } = setup();
    const a = makeCampaign(ctx.db, { restaurantId: restaurant.id, status: 'pending', isActive: 0 }).campaign;
    const admin = await signInAs(ctx, 'superadmin');
    const long = await admin.agent.post(`/api/admin/campaigns/${a.id}/reject`).send({ reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(ctx.db.select().from(campaigns).where(eq(campaigns.id, a.id)).get()!.status).toBe('pending');
    const empty = await admin.agent.post(`/api/admin/campaigns/${a.id}/reject`);
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body.campaign).toMatchObject({ status: 'rejected', rejectionReason: null });
  });

  it('the owner edits a rejected campaign and sends it again: fields and offers replaced, pending, the reason gone, audited', async () => {
    const { ctx, restaurant, nonprofit } = setup();
    const { campaign } = makeCampaign(ctx.db, {
      restaurantId: restaurant.id,
      nonprofitId: nonprofit.id,
      status: 'pending',
      isActive: 0,
    });
    const admin = await signInAs(ctx, 'superadmin');
    await admin.agent.post(`/api/admin/campaigns/${campaign.id}/reject`).send({ reason: 'Add a value limit' });
    const owner = await signInAs(ctx, 'restaurant_owner', restaurant.id);
    const body = validCampaignBody(nonprofit.id, {
      description: 'Support the rescue: now with a limit on dessert',
      offers: [
        { name: 'Free Wings', description: 'Six wings with any entree', quantity: 3, retailValue: 2500 },
        { name: 'Free Dessert', description: 'Any dessert up to $8', quantity: 2, retailValue: 800 },
        { name: 'Kids Eat Free', description: 'One kids meal with an adult entree', quantity: 2, retailValue: 1500 },
      ],
    });
    const res = await owner.agent.put(`/api/campaigns/${campaign.id}`).send(body);
    expect(res.status, res.text).toBe(200);
    const edited = CampaignResponseSchema.parse(res.body).campaign;
    expect(edited).toMatchObject({
      id: campaign.id,
      status: 'pending',
      isActive: 0,
      description: 'Support the rescue: now with a limit on dessert',
      rejectionReason: null,
      slug: campaign.slug,
    });
    expect(edited.offers.map((o) => [o.name, o.quantity, o.retailValue, o.sortOrder])).toEqual([
      ['Free Wings', 3, 2500, 0],
      ['Free Dessert', 2, 800, 1],
      ['Kids Eat Free', 2, 1500, 2],
    ]);
    expect(offersOf(ctx, campaign.id)).toHaveLength(3);
    expect(auditOf(ctx, campaign.id).at(-1)).toMatchObject({
      action: 'resubmit',
      beforeStatus: 'rejected',
      afterStatus: 'pending',
    });
    // The admin sees it in Pending again, with what is on the card.
    const list = CampaignsResponseSchema.parse((await admin.agent.get('/api/admin/campaigns')).body).campaigns;
    expect(list.find((c) => c.id === campaign.id)).toMatchObject({ status: 'pending', offers: expect.any(Array) });
  });

  it('withdraw: a pending campaign becomes a draft; a draft is edited and sent again; live ones refuse both', async () => {
    const { ctx, restaurant, nonprofit } = setup();
    const { campaign } = makeCampaign(ctx.db, {
      restaurantId: restaurant.id,
      nonprofitId: nonprofit.id,
      status: 'pending',
      isActive: 0,
    });
    const live = makeCampaign(ctx.db, { restaurantId: restaurant.id, nonprofitId: nonprofit.id }).campaign;
    const owner = await signInAs(ctx, 'restaurant_owner', restaurant.id);
    const withdrawn = await owner.agent.post(`/api/campaigns/${campaign.id}/withdraw`);
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.body.campaign).toMatchObject({ status: 'draft', isActive: 0 });
    expect(auditOf(ctx, campaign.id).at(-1)).toMatchObject({ action: 'withdraw', beforeStatus: 'pending', afterStatus: 'draft' });
    // A draft is not pending: the admin cannot approve it, the owner cannot withdraw it again.
    const admin = await signInAs(ctx, 'superadmin');
    expect((await admin.agent.post(`/api/admin/campaigns/${campaign.id}/approve`)).status).toBe(409);
    const again = await owner.agent.post(`/api/campaigns/${campaign.id}/withdraw`).set('Accept-Language', 'es');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Solo se puede retirar una campaña pendiente; esta campaña está en borrador');
    const sent = await owner.agent.put(`/api/campaigns/${campaign.id}`).send(validCampaignBody(nonprofit.id));
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.campaign.status).toBe('pending');
    // The live campaign refuses both, and is unchanged.
    expect((await owner.agent.put(`/api/campaigns/${live.id}`).send(validCampaignBody(nonprofit.id))).status).toBe(409);
    expect((await owner.agent.post(`/api/campaigns/${live.id}/withdraw`)).status).toBe(409);
    expect(ctx.db.select().from(campaigns).where(eq(campaigns.id, live.id)).get()).toMatchObject({
      status: 'approved',
      isActive: 1,
    });
  });

  it("another restaurant's campaign or nonprofit is a 404, nothing changes; a campaign with cards keeps its offers", async () => {
    const { ctx, restaurant, nonprofit } = setup();
    const other = makeRestaurant(ctx.db);
    const otherNonprofit = makeNonprofit(ctx.db, other.id);
    const theirs = makeCampaign(ctx.db, {
      restaurantId: other.id,
      nonprofitId: otherNonprofit.id,
      status: 'rejected',
      isActive: 0,
    }).campaign;
    const mine = makeCampaign(ctx.db, {
      restaurantId: restaurant.id,
      nonprofitId: nonprofit.id,
      status: 'rejected',
      isActive: 0,
    }).campaign;
    const owner = await signInAs(ctx, 'restaurant_owner', restaurant.id);
    expect((await owner.agent.put(`/api/campaigns/${theirs.id}`).send(validCampaignBody(nonprofit.id))).status).toBe(404);
    expect((await owner.agent.post(`/api/campaigns/${theirs.id}/withdraw`)).status).toBe(404);
    const lying = await owner.agent.put(`/api/campaigns/${mine.id}`).send(validCampaignBody(otherNonprofit.id));
    expect(lying.status).toBe(404);
    expect(ctx.db.select().from(campaigns).where(eq(campaigns.id, mine.id)).get()).toMatchObject({
      status: 'rejected',
      nonprofitId: nonprofit.id,
    });
    expect(ctx.db.select().from(campaigns).where(eq(campaigns.id, theirs.id)).get()!.status).toBe('rejected');
    // Customers and visitors cannot.
    const customer = await signInAs(ctx, 'customer');
    expect((await customer.agent.post(`/api/campaigns/${mine.id}/withdraw`)).status).toBe(403);
    expect((await ctx.request.put(`/api/campaigns/${mine.id}`).send(validCampaignBody(nonprofit.id))).status).toBe(401);
    // A card bought under a campaign (never for a campaign that was not live, but guarded) keeps its offers.
    makeCard(ctx.db, mine.id);
    const refused = await owner.agent.put(`/api/campaigns/${mine.id}`).send(validCampaignBody(nonprofit.id));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('campaign_has_cards');
  });

  it('an admin approving while the owner edits: one wins, the campaign is never half-edited', async () => {
    const { ctx, restaurant, nonprofit } = setup();
    const { campaign } = makeCampaign(ctx.db, {
      restaurantId: restaurant.id,
      nonprofitId: nonprofit.id,
      status: 'pending',
      isActive: 0,
    });
    const owner = await signInAs(ctx, 'restaurant_owner', restaurant.id);
    const admin = await signInAs(ctx, 'superadmin');
    const body = validCampaignBody(nonprofit.id, { description: 'The edited description of the campaign' });
    const before = offersOf(ctx, campaign.id).map((o) => o.name);
    const [edit, approve] = await Promise.all([
      owner.agent.put(`/api/campaigns/${campaign.id}`).send(body),
      admin.agent.post(`/api/admin/campaigns/${campaign.id}/approve`),
    ]);
    const row = ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)).get()!;
    const offers = offersOf(ctx, campaign.id).map((o) => o.name);
    if (approve.status === 200 && edit.status === 409) {
      expect(offers).toEqual(before);
      expect(row).toMatchObject({ status: 'approved', isActive: 1 });
      expect(row.description).not.toBe('The edited description of the campaign');
    } else {
      // The edit came first and the campaign is pending again; the approval came after and approved the edited one.
      expect(edit.status).toBe(200);
      expect(row.description).toBe('The edited description of the campaign');
      expect(row.status).toBe(approve.status === 200 ? 'approved' : 'pending');
      expect(offers).toEqual(['Free Wings', 'BOGO Pizza', 'Free Dessert']);
    }
  });
});
