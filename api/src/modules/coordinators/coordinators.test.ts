import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { InviteResponseSchema, SELLING_MESSAGES, UserResponseSchema } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { auditLog, coordinatorInvites, emailOutbox, nonprofits, users } from '../../db/schema/index.ts';
import { makeCampaign, makeNonprofit, makeUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';

const STRONG = 'violet-harbor-tractor-42';

const inviteLinkOf = (db: Db) => {
  const mails = db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'coordinator-invite')).all();
  const last = mails.at(-1)!;
  return { mail: last, token: /\/invite\/([A-Za-z0-9_-]+)/.exec(last.text)![1]!, count: mails.length };
};

async function invited(ctx: TestContext, contactEmail = 'lee.pta@example.org') {
  const { campaign, nonprofit, restaurantId } = makeCampaign(ctx.db);
  ctx.db.update(nonprofits).set({ contactEmail }).where(eq(nonprofits.id, nonprofit.id)).run();
  const owner = await signInAs(ctx, 'restaurant_owner', restaurantId);
  await owner.agent.post(`/api/nonprofits/${nonprofit.id}/coordinator-invite`).expect(202);
  return { campaign, nonprofit, restaurantId, owner, ...inviteLinkOf(ctx.db) };
}

describe('the coordinator invitation', () => {
  it('the owner invites the contact: a one-time link valid 7 days; accepting makes a coordinator account, signed in', async () => {
    const ctx = createTestApp({ env: { PUBLIC_URL: 'https://cards.example.org' } });
    const { nonprofit, mail, token } = await invited(ctx);
    expect(mail.toAddress).toBe('lee.pta@example.org');
    expect(mail.text).toContain(`https://cards.example.org/invite/${token}`);
    const invite = ctx.db.select().from(coordinatorInvites).get()!;
    expect(new Date(invite.expiresAt).getTime() - new Date(invite.sentAt).getTime()).toBe(7 * 24 * 3600_000);
    expect(invite.tokenHash).not.toContain(token);

    const read = await ctx.request.get(`/api/invites/${token}`);
    expect(InviteResponseSchema.parse(read.body).invite).toMatchObject({
      email: 'lee.pta@example.org',
      nonprofitName: nonprofit.name,
      hasAccount: false,
    });

    const browser = ctx.agent();
    expect((await browser.post(`/api/invites/${token}/accept`).send({})).body.issues.password).toEqual([
      SELLING_MESSAGES.invitePasswordRequired.en,
    ]);
    expect((await browser.post(`/api/invites/${token}/accept`).send({ password: '1111111111' })).status).toBe(400);
    const accepted = await browser.post(`/api/invites/${token}/accept`).send({ password: STRONG, firstName: 'Lee' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(UserResponseSchema.parse(accepted.body).user).toMatchObject({
      role: 'coordinator',
      nonprofitId: nonprofit.id,
      email: 'lee.pta@example.org',
    });
    // Signed in: the nonprofit's own pages answer.
    expect((await browser.get(`/api/nonprofits/${nonprofit.id}/money`)).status).toBe(200);
    // Used once.
    expect((await ctx.request.get(`/api/invites/${token}`)).status).toBe(404);
    expect((await ctx.agent().post(`/api/invites/${token}/accept`).send({ password: STRONG })).status).toBe(404);
    const audit = ctx.db.select().from(auditLog).where(eq(auditLog.entityType, 'nonprofit')).all();
    expect(audit.map((a) => a.action)).toEqual(['coordinator_invited', 'coordinator_accepted']);
  });

  it('an existing customer account of that e-mail becomes coordinator when signed in as it; others are refused', async () => {
    const ctx = createTestApp();
    const customer = await makeUser(ctx.db, 'customer');
    const { nonprofit, token } = await invited(ctx, customer.email);
    expect((await ctx.request.get(`/api/invites/${token}`)).body.invite.hasAccount).toBe(true);

    const signedOut = await ctx.agent().post(`/api/invites/${token}/accept`).send({ password: STRONG });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error).toBe(SELLING_MESSAGES.inviteSignInFirst.en);
    const someoneElse = await signInAs(ctx, 'customer');
    expect((await someoneElse.agent.post(`/api/invites/${token}/accept`).send({})).status).toBe(403);

    const browser = ctx.agent();
    await browser.post('/api/auth/login').send({ email: customer.email, password: customer.password }).expect(200);
    const res = await browser.post(`/api/invites/${token}/accept`).send({});
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: customer.id, role: 'coordinator', nonprofitId: nonprofit.id });
    // The role is read fresh on each request: the same session now reaches the nonprofit.
    expect((await browser.get(`/api/nonprofits/${nonprofit.id}/dashboard`)).status).toBe(200);
    expect(ctx.db.select().from(users).all()).toHaveLength(3);
  });

  it("an owner's or an admin's e-mail is 409; a new invitation ends the old one; an expired one is 404", async () => {
    const ctx = createTestApp();
    const otherOwner = await makeUser(ctx.db, 'restaurant_owner');
    const { nonprofit, owner, token } = await invited(ctx, otherOwner.email);
    const signedIn = ctx.agent();
    await signedIn.post('/api/auth/login').send({ email: otherOwner.email, password: otherOwner.password }).expect(200);
    const refused = await signedIn.post(`/api/invites/${token}/accept`).send({});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'invite_role_taken', error: SELLING_MESSAGES.inviteRoleTaken.en });

    ctx.db.update(nonprofits).set({ contactEmail: 'new.contact@example.org' }).where(eq(nonprofits.id, nonprofit.id)).run();
    await owner.agent.post(`/api/nonprofits/${nonprofit.id}/coordinator-invite`).expect(202);
    const second = inviteLinkOf(ctx.db);
    expect(second.count).toBe(2);
    expect((await ctx.request.get(`/api/invites/${token}`)).status).toBe(404);
    expect((await ctx.request.get(`/api/invites/${second.token}`)).status).toBe(200);

    ctx.db
      .update(coordinatorInvites)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .run();
    const expired = await ctx.request.get(`/api/invites/${second.token}`);
    expect(expired.status).toBe(404);
    expect(expired.body.error).toBe(SELLING_MESSAGES.inviteInvalid.en);
  });

  it('only the owner of its restaurant or an admin invites; a coordinator does not; no contact e-mail is a 409', async () => {
    const ctx = createTestApp();
    const { nonprofit, restaurantId } = makeCampaign(ctx.db);
    const stranger = await signInAs(ctx, 'restaurant_owner', makeCampaign(ctx.db).restaurantId);
    expect((await stranger.agent.post(`/api/nonprofits/${nonprofit.id}/coordinator-invite`)).status).toBe(404);
    const coordinator = await signInAs(ctx, 'coordinator', null, nonprofit.id);
    expect((await coordinator.agent.post(`/api/nonprofits/${nonprofit.id}/coordinator-invite`)).status).toBe(403);
    expect((await ctx.request.post(`/api/nonprofits/${nonprofit.id}/coordinator-invite`)).status).toBe(401);
    const admin = await signInAs(ctx, 'superadmin');
    await admin.agent.post(`/api/nonprofits/${nonprofit.id}/coordinator-invite`).expect(202);
    const bare = makeNonprofit(ctx.db, restaurantId, { contactEmail: null });
    const owner = await signInAs(ctx, 'restaurant_owner', restaurantId);
    const none = await owner.agent.post(`/api/nonprofits/${bare.id}/coordinator-invite`);
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('no_contact_email');
  });

  it('answers in Spanish when asked', async () => {
    const ctx = createTestApp();
    const { token } = await invited(ctx);
    const res = await ctx.request.post(`/api/invites/${token}x/accept`).set('Accept-Language', 'es').send({});
    expect(res.body.error).toBe(SELLING_MESSAGES.inviteInvalid.es);
  });
});

describe('a coordinator sees only their nonprofit', () => {
  it("another nonprofit's dashboard, roster, sales and money are 404; a customer's 403; signed out 401", async () => {
    const ctx = createTestApp();
    const mine = makeCampaign(ctx.db);
    const theirs = makeCampaign(ctx.db);
    const coordinator = await signInAs(ctx, 'coordinator', null, mine.nonprofit.id);
    const customer = await signInAs(ctx, 'customer');
    const reads = (id: number, campaignId: number) => [
      `/api/nonprofits/${id}/dashboard`,
      `/api/nonprofits/${id}/roster?campaignId=${campaignId}`,
      `/api/nonprofits/${id}/cash-sales`,
      `/api/nonprofits/${id}/money`,
    ];
    for (const path of reads(mine.nonprofit.id, mine.campaign.id))
      expect((await coordinator.agent.get(path)).status, path).toBe(200);
    for (const path of reads(theirs.nonprofit.id, theirs.campaign.id)) {
      expect((await coordinator.agent.get(path)).status, path).toBe(404);
      expect((await customer.agent.get(path)).status, path).toBe(403);
      expect((await ctx.request.get(path)).status, path).toBe(401);
    }
    // Its own nonprofit id with another nonprofit's campaign: still not found.
    expect(
      (await coordinator.agent.get(`/api/nonprofits/${mine.nonprofit.id}/roster?campaignId=${theirs.campaign.id}`)).status,
    ).toBe(404);
    const writes: Array<[string, Record<string, unknown>]> = [
      [`/api/nonprofits/${theirs.nonprofit.id}/roster`, { campaignId: theirs.campaign.id, name: 'Ana' }],
      [
        `/api/nonprofits/${theirs.nonprofit.id}/roster/import`,
        { campaignId: theirs.campaign.id, csv: 'name,team\nAna,3B', dryRun: false },
      ],
      [
        `/api/nonprofits/${theirs.nonprofit.id}/cash-sales`,
        { campaignId: theirs.campaign.id, buyerName: 'Pat', buyerEmail: 'p@example.com', method: 'cash' },
      ],
      [
        `/api/nonprofits/${mine.nonprofit.id}/cash-sales`,
        { campaignId: theirs.campaign.id, buyerName: 'Pat', buyerEmail: 'p@example.com', method: 'cash' },
      ],
    ];
    for (const [path, body] of writes) expect((await coordinator.agent.post(path).send(body)).status, path).toBe(404);
    // A coordinator is not an admin nor an owner.
    expect((await coordinator.agent.get('/api/admin/payouts')).status).toBe(403);
    expect((await coordinator.agent.get('/api/restaurants/money')).status).toBe(403);
    expect(ctx.db.$client.prepare('SELECT count(*) FROM cards').pluck().get()).toBe(0);
    expect(ctx.db.$client.prepare('SELECT count(*) FROM sellers').pluck().get()).toBe(0);
  });

  it("another nonprofit's seller and cash sale cannot be changed, by its own id or by one's own nonprofit id", async () => {
    const ctx = createTestApp();
    const mine = makeCampaign(ctx.db);
    const theirs = makeCampaign(ctx.db);
    const them = await signInAs(ctx, 'coordinator', null, theirs.nonprofit.id);
    const coordinator = await signInAs(ctx, 'coordinator', null, mine.nonprofit.id);
    const theirBase = `/api/nonprofits/${theirs.nonprofit.id}`;
    const seller = (
      await them.agent.post(`${theirBase}/roster`).send({ campaignId: theirs.campaign.id, name: 'Ana' }).expect(201)
    ).body.seller as { id: number };
    const sale = (
      await them.agent
        .post(`${theirBase}/cash-sales`)
        .send({ campaignId: theirs.campaign.id, buyerName: 'Pat Lee', buyerEmail: 'pat@example.com', method: 'cash' })
        .expect(201)
    ).body.card as { id: number };
    for (const base of [theirBase, `/api/nonprofits/${mine.nonprofit.id}`]) {
      const hide = await coordinator.agent.patch(`${base}/roster/${seller.id}`).send({ showOnLeaderboard: false });
      expect(hide.status, base).toBe(404);
      expect((await coordinator.agent.post(`${base}/roster/${seller.id}/stats-link`)).status, base).toBe(404);
      expect((await coordinator.agent.post(`${base}/cash-sales/${sale.id}/void`).send({ reason: 'Mistake' })).status, base).toBe(
        404,
      );
    }
    expect(ctx.db.$client.prepare('SELECT status FROM cards WHERE id = ?').pluck().get(sale.id)).toBe('active');
    expect(ctx.db.$client.prepare('SELECT show_on_leaderboard FROM sellers WHERE id = ?').pluck().get(seller.id)).toBe(1);
    expect(ctx.db.$client.prepare('SELECT stats_link_gen FROM sellers WHERE id = ?').pluck().get(seller.id)).toBe(0);
  });

  it("an owner acts for its own restaurant's nonprofits only", async () => {
    const ctx = createTestApp();
    const mine = makeCampaign(ctx.db);
    const theirs = makeCampaign(ctx.db);
    const owner = await signInAs(ctx, 'restaurant_owner', mine.restaurantId);
    expect((await owner.agent.get(`/api/nonprofits/${mine.nonprofit.id}/money`)).status).toBe(200);
    expect((await owner.agent.get(`/api/nonprofits/${theirs.nonprofit.id}/money`)).status).toBe(404);
    expect(
      (
        await owner.agent
          .post(`/api/nonprofits/${theirs.nonprofit.id}/roster`)
          .send({ campaignId: theirs.campaign.id, name: 'Ana' })
      ).status,
    ).toBe(404);
  });
});

describe("the portal's list shows each coordinator invitation", () => {
  it('none, then invited, then accepted; a lapsed invitation reads expired', async () => {
    const ctx = createTestApp();
    const { campaign, nonprofit, restaurantId } = makeCampaign(ctx.db);
    ctx.db.update(nonprofits).set({ contactEmail: 'lee.pta@example.org' }).where(eq(nonprofits.id, nonprofit.id)).run();
    const owner = await signInAs(ctx, 'restaurant_owner', restaurantId);
    const stateOf = async () =>
      ((await owner.agent.get('/api/nonprofits')).body.nonprofits as Array<{ id: number; coordinator: unknown }>).find(
        (n) => n.id === nonprofit.id,
      )!.coordinator;
    expect(await stateOf()).toBeNull();
    await owner.agent.post(`/api/nonprofits/${nonprofit.id}/coordinator-invite`).expect(202);
    expect(await stateOf()).toEqual({ status: 'invited', email: 'lee.pta@example.org' });
    ctx.db
      .update(coordinatorInvites)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .run();
    expect(await stateOf()).toEqual({ status: 'expired', email: 'lee.pta@example.org' });
    await owner.agent.post(`/api/nonprofits/${nonprofit.id}/coordinator-invite`).expect(202);
    const { token } = inviteLinkOf(ctx.db);
    await ctx.agent().post(`/api/invites/${token}/accept`).send({ password: STRONG }).expect(200);
    expect(await stateOf()).toEqual({ status: 'accepted', email: 'lee.pta@example.org' });
    expect(campaign.id).toBeGreaterThan(0);
  });
});
