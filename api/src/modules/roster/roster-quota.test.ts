import { and, eq, isNotNull } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RosterImportResponseSchema, SAFETY_MESSAGES } from '@dealcard/shared';
import { campaigns, coordinatorInvites, emailOutbox, nonprofits, sellers } from '../../db/schema/index.ts';
import { EMAIL_QUOTA_PER_DAY } from '../../mail/quota.ts';
import type { MailTransport, QueuedEmail } from '../../mail/transports.ts';
import { createMailWorker } from '../../mail/worker.ts';
import { makeCampaign } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';

/** PRODUCT.md, "Safety, tightened again": the product is not an e-mail relay. */

const csvOf = (rows: number, tag: string) =>
  ['name,team,email', ...Array.from({ length: rows }, (_, i) => `Kid ${tag}${i},Room 1,kid-${tag}-${i}@example.org`)].join('\n');

async function world(campaignStatus?: { status: 'pending' | 'rejected' | 'archived' | 'approved'; isActive?: number }) {
  const ctx = createTestApp({ env: { PUBLIC_URL: 'https://cards.example.org' } });
  const { campaign, nonprofit, restaurantId } = makeCampaign(ctx.db);
  if (campaignStatus)
    ctx.db
      .update(campaigns)
      .set({ status: campaignStatus.status, isActive: campaignStatus.isActive ?? 0 })
      .where(eq(campaigns.id, campaign.id))
      .run();
  const coordinator = await signInAs(ctx, 'coordinator', null, nonprofit.id);
  const base = `/api/nonprofits/${nonprofit.id}`;
  const importCsv = (csv: string) =>
    coordinator.agent.post(`${base}/roster/import`).send({ campaignId: campaign.id, csv, dryRun: false });
  const sent: QueuedEmail[] = [];
  const transport: MailTransport = { name: 'file', send: async (email) => void sent.push(email) };
  /** Runs the mail worker at a moment until it has nothing due. */
  const deliverAt = async (at: Date) => {
    const worker = createMailWorker({ db: ctx.db, transport, logger: pino({ level: 'silent' }), now: () => at, batchSize: 500 });
    const before = sent.length;
    while ((await worker.runOnce()).sent > 0);
    return sent.length - before;
  };
  const welcomes = () => ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'seller-welcome')).all();
  return { ctx, campaign, nonprofit, restaurantId, coordinator, base, importCsv, deliverAt, welcomes, sent };
}

const startOfDay = (daysAhead: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + daysAhead));
};

describe('roster welcomes count against the daily quota of the account that caused them', () => {
  it('a 1,000-row import saves every row, sends 200 today and the rest on the following days, as the clock moves', async () => {
    const w = await world();
    const res = await w.importCsv(csvOf(1000, 'a'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(RosterImportResponseSchema.parse(res.body)).toMatchObject({ added: 1000, errors: [], queuedEmails: 800 });
    expect(w.ctx.db.select().from(sellers).where(eq(sellers.campaignId, w.campaign.id)).all()).toHaveLength(1000);
    expect(w.welcomes()).toHaveLength(1000);

    // Today: exactly the quota goes out, and nothing more however often the worker runs.
    expect(await w.deliverAt(new Date())).toBe(EMAIL_QUOTA_PER_DAY);
    expect(await w.deliverAt(new Date(Math.min(startOfDay(1).getTime() - 1, Date.now() + 3_600_000)))).toBe(0);
    // The same import again the same day: every welcome waits (today is used up), none is lost.
    const again = await w.importCsv(csvOf(1000, 'b'));
    expect(RosterImportResponseSchema.parse(again.body)).toMatchObject({ added: 1000, queuedEmails: 1000 });
    // Each following day releases one day's quota, until all 2,000 have gone.
    for (let day = 1; day <= 9; day++)
      expect(await w.deliverAt(new Date(startOfDay(day).getTime() + 60_000)), `day ${day}`).toBe(200);
    expect(await w.deliverAt(new Date(startOfDay(30).getTime()))).toBe(0);
    expect(new Set(w.sent.map((m) => m.to)).size).toBe(2000);
  });

  it('no welcome for a campaign that is not approved and live; a rejected or archived one takes no sellers (409)', async () => {
    const pending = await world({ status: 'pending' });
    const res = await pending.importCsv(csvOf(5, 'p'));
    expect(RosterImportResponseSchema.parse(res.body)).toMatchObject({ added: 5, queuedEmails: 0 });
    const one = await pending.coordinator.agent
      .post(`${pending.base}/roster`)
      .send({ campaignId: pending.campaign.id, name: 'Ann', email: 'ann@example.org' });
    expect(one.status).toBe(201);
    expect(pending.welcomes()).toEqual([]);

    const paused = await world({ status: 'approved', isActive: 0 });
    await paused.importCsv(csvOf(3, 'q')).expect(200);
    expect(paused.welcomes()).toEqual([]);

    for (const status of ['rejected', 'archived'] as const) {
      const closed = await world({ status });
      const imported = await closed.importCsv(csvOf(3, 'r')).set('Accept-Language', 'es');
      expect(imported.status).toBe(409);
      expect(imported.body).toMatchObject({ code: 'campaign_closed', error: SAFETY_MESSAGES.campaignClosedForSellers.es });
      const single = await closed.coordinator.agent
        .post(`${closed.base}/roster`)
        .send({ campaignId: closed.campaign.id, name: 'Ann', email: 'ann@example.org' });
      expect(single.status).toBe(409);
      expect(single.body.error).toBe(SAFETY_MESSAGES.campaignClosedForSellers.en);
      expect(closed.ctx.db.select().from(sellers).all()).toEqual([]);
      expect(closed.welcomes()).toEqual([]);
    }
  });

  it('an invitation or a dashboard link past the quota is 429 with a message in both languages, and nothing is sent', async () => {
    const w = await world();
    w.ctx.db.update(nonprofits).set({ contactEmail: 'lee@example.org' }).where(eq(nonprofits.id, w.nonprofit.id)).run();
    const owner = await signInAs(w.ctx, 'restaurant_owner', w.restaurantId);
    // The owner's roster import uses up today's quota (the owner may manage the roster too).
    const imported = await owner.agent
      .post(`${w.base}/roster/import`)
      .send({ campaignId: w.campaign.id, csv: csvOf(EMAIL_QUOTA_PER_DAY - 1, 'o'), dryRun: false });
    expect(imported.body).toMatchObject({ added: EMAIL_QUOTA_PER_DAY - 1, queuedEmails: 0 });
    // One more e-mail is within the quota: the invitation goes.
    await owner.agent.post(`/api/nonprofits/${w.nonprofit.id}/coordinator-invite`).expect(202);
    const invites = () => w.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'coordinator-invite')).all();
    expect(invites()).toHaveLength(1);
    const sentAtBefore = w.ctx.db.select().from(coordinatorInvites).get()!.sentAt;

    const refused = await owner.agent.post(`/api/nonprofits/${w.nonprofit.id}/coordinator-invite`);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'email_quota', error: SAFETY_MESSAGES.emailQuotaReached.en });
    const enRefusal = await owner.agent.post(`/api/nonprofits/${w.nonprofit.id}/dashboard-link`).set('Accept-Language', 'es');
    expect(enRefusal.status).toBe(429);
    expect(enRefusal.body.error).toBe(SAFETY_MESSAGES.emailQuotaReached.es);
    expect(invites()).toHaveLength(1);
    expect(w.ctx.db.select().from(coordinatorInvites).get()!.sentAt).toBe(sentAtBefore);
    expect(w.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'nonprofit-dashboard')).all()).toEqual([]);
    // Another account's quota is its own.
    const counted = w.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(isNotNull(emailOutbox.quotaUserId), eq(emailOutbox.quotaUserId, w.coordinator.user.id)))
      .all();
    expect(counted).toEqual([]);
    await w.coordinator.agent
      .post(`${w.base}/roster`)
      .send({ campaignId: w.campaign.id, name: 'Ann', email: 'ann@example.org' })
      .expect(201);
    expect(await w.deliverAt(new Date())).toBe(EMAIL_QUOTA_PER_DAY + 1);
  });
});
