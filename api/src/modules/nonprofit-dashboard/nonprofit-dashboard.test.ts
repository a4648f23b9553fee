import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NonprofitDashboardResponseSchema, FUNDRAISING_MESSAGES } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { emailOutbox, nonprofitDashboardLinks, nonprofits } from '../../db/schema/index.ts';
import { makeCampaign, makeCard } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';
import { nonprofitDashboard } from './nonprofit-dashboard.service.ts';

const linkMails = (db: Db) => db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'nonprofit-dashboard')).all();
const tokenOf = (text: string) => /\/nonprofit\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

function twoRestaurants(ctx: ReturnType<typeof createTestApp>) {
  const a = makeCampaign(ctx.db, { cardPrice: 2000, goalCents: 100_000 });
  const b = makeCampaign(ctx.db, { cardPrice: 3000 });
  makeCard(ctx.db, a.campaign.id);
  makeCard(ctx.db, a.campaign.id);
  makeCard(ctx.db, b.campaign.id);
  return { a, b };
}

describe('the nonprofit dashboard link', () => {
  it("an owner e-mails their nonprofit's contact a link; it opens the nonprofit's campaigns, sellers and payouts without an account", async () => {
    const ctx = createTestApp({ env: { PUBLIC_URL: 'https://cards.example.org' } });
    const { a } = twoRestaurants(ctx);
    const owner = await signInAs(ctx, 'restaurant_owner', a.restaurantId);
    const res = await owner.agent.post(`/api/nonprofits/${a.nonprofit.id}/dashboard-link`);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ sentTo: a.nonprofit.contactEmail, sentAt: expect.any(String), expiresAt: expect.any(String) });
    const [mail] = linkMails(ctx.db);
    expect(mail).toMatchObject({ toAddress: a.nonprofit.contactEmail });
    expect(mail!.text).toContain('https://cards.example.org/nonprofit/');
    const token = tokenOf(mail!.text);
    // Only its hash is kept.
    expect(JSON.stringify(ctx.db.select().from(nonprofitDashboardLinks).all())).not.toContain(token);

    const view = await ctx.request.get(`/api/nonprofit-dashboard/${token}`);
    expect(view.status).toBe(200);
    const body = NonprofitDashboardResponseSchema.parse(view.body);
    expect(body.nonprofit).toMatchObject({ id: a.nonprofit.id, name: a.nonprofit.name });
    expect(body.campaigns).toEqual([
      expect.objectContaining({
        slug: a.campaign.slug,
        raisedCents: 2000,
        goalCents: 100_000,
        cardsSold: 2,
        isLive: true,
        sellers: [],
      }),
    ]);
    expect(body.payouts).toEqual({
      earnedCents: 2000,
      paidCents: 0,
      dueCents: 2000,
      cashHeldCents: 0,
      cashShareCents: 0,
      receivedCents: 0,
    });

    // The portal shows when it was last sent.
    const list = await owner.agent.get('/api/nonprofits');
    expect(list.body.nonprofits.find((n: { id: number }) => n.id === a.nonprofit.id).dashboardLinkSentAt).toBe(res.body.sentAt);
  });

  it('a new link ends the old one; an expired link is 410; an unknown one 404', async () => {
    const ctx = createTestApp();
    const { a } = twoRestaurants(ctx);
    const { agent } = await signInAs(ctx, 'superadmin');
    await agent.post(`/api/nonprofits/${a.nonprofit.id}/dashboard-link`).expect(202);
    await agent.post(`/api/nonprofits/${a.nonprofit.id}/dashboard-link`).expect(202);
    const [first, second] = linkMails(ctx.db).map((m) => tokenOf(m.text));
    expect((await ctx.request.get(`/api/nonprofit-dashboard/${first}`)).status).toBe(404);
    expect((await ctx.request.get(`/api/nonprofit-dashboard/${second}`)).status).toBe(200);
    const later = new Date(Date.now() + 31 * 24 * 60 * 60_000);
    expect(() => nonprofitDashboard(ctx.db, second!, later)).toThrow(/expired/);
    ctx.db
      .update(nonprofitDashboardLinks)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .run();
    const expired = await ctx.request.get(`/api/nonprofit-dashboard/${second}`);
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('link_expired');
    expect((await ctx.request.get('/api/nonprofit-dashboard/nothing-here')).status).toBe(404);
  });

  it("owner A cannot send B's nonprofit a link (404), a customer is refused (403), and one nonprofit's token shows nothing of another", async () => {
    const ctx = createTestApp();
    const { a, b } = twoRestaurants(ctx);
    const ownerA = await signInAs(ctx, 'restaurant_owner', a.restaurantId);
    const customer = await signInAs(ctx, 'customer');
    expect((await ownerA.agent.post(`/api/nonprofits/${b.nonprofit.id}/dashboard-link`)).status).toBe(404);
    expect((await customer.agent.post(`/api/nonprofits/${a.nonprofit.id}/dashboard-link`)).status).toBe(403);
    expect((await ctx.request.post(`/api/nonprofits/${a.nonprofit.id}/dashboard-link`)).status).toBe(401);
    expect(linkMails(ctx.db)).toEqual([]);

    await ownerA.agent.post(`/api/nonprofits/${a.nonprofit.id}/dashboard-link`).expect(202);
    const view = await ctx.request.get(`/api/nonprofit-dashboard/${tokenOf(linkMails(ctx.db)[0]!.text)}`);
    const text = JSON.stringify(view.body);
    expect(text).not.toContain(b.campaign.slug);
    expect(text).not.toContain(b.nonprofit.name);
  });

  it('a nonprofit without a contact e-mail is told to add one first', async () => {
    const ctx = createTestApp();
    const { a } = twoRestaurants(ctx);
    ctx.db.update(nonprofits).set({ contactEmail: null }).where(eq(nonprofits.id, a.nonprofit.id)).run();
    const { agent } = await signInAs(ctx, 'superadmin');
    const res = await agent.post(`/api/nonprofits/${a.nonprofit.id}/dashboard-link`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: FUNDRAISING_MESSAGES.dashboardNoContactEmail.en, code: 'no_contact_email' });
  });
});

describe('the money in steps', () => {
  it('the e-mailed dashboard and the coordinator money screen carry the same in-person figures: cash held, its half, what is received', async () => {
    const ctx = createTestApp();
    const { campaign, nonprofit, restaurantId } = makeCampaign(ctx.db, { cardPrice: 2001 });
    makeCard(ctx.db, campaign.id); // online: the platform holds it and owes the nonprofit its half
    const coordinator = await signInAs(ctx, 'coordinator', null, nonprofit.id);
    const sell = () =>
      coordinator.agent
        .post(`/api/nonprofits/${nonprofit.id}/cash-sales`)
        .send({ campaignId: campaign.id, buyerName: 'Pat Parent', buyerEmail: 'pat@example.com', method: 'cash' })
        .expect(201);
    await sell();
    const voided = (await sell()).body.card.id as number;
    await sell();
    await coordinator.agent
      .post(`/api/nonprofits/${nonprofit.id}/cash-sales/${voided}/void`)
      .send({ reason: 'twice' })
      .expect(200);
    const money = (await coordinator.agent.get(`/api/nonprofits/${nonprofit.id}/money`)).body;
    // Two live cash sales of $20.01 and one online: the nonprofit holds $40.02 of which $20.02 is its own.
    expect(money).toMatchObject({ earnedCents: 3 * 1001, cashHeldCents: 4002, cashShareCents: 2002, dueCents: 1001 - 2000 });

    const owner = await signInAs(ctx, 'restaurant_owner', restaurantId);
    await owner.agent.post(`/api/nonprofits/${nonprofit.id}/dashboard-link`).expect(202);
    const token = tokenOf(linkMails(ctx.db)[0]!.text);
    const body = NonprofitDashboardResponseSchema.parse((await ctx.request.get(`/api/nonprofit-dashboard/${token}`)).body);
    expect(body.payouts).toEqual({
      earnedCents: 3003,
      paidCents: 0,
      dueCents: -999,
      cashHeldCents: 4002,
      cashShareCents: 2002,
      receivedCents: 0,
    });
    expect(body.campaigns[0]).toMatchObject({ priceCents: 2001 });
  });
});
