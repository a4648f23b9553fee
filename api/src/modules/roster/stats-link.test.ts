import { createHash } from 'node:crypto';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { describe, expect, it } from 'vitest';
import { RosterResponseSchema, RosterStatsLinkResponseSchema } from '@dealcard/shared';
import { migrateDatabase, openDatabase } from '../../db/client.ts';
import { sellers } from '../../db/schema/index.ts';
import { makeCampaign } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { foldersBefore } from '../../test/migrations-before.ts';
import { signInAs } from '../admin/admin-test-helpers.ts';
import { findSellerByToken } from '../sellers/sellers.queries.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const tokenOf = (url: string) => url.split('/seller/')[1]!;

async function world() {
  const ctx = createTestApp({ env: { PUBLIC_URL: 'https://cards.example.org' } });
  const { campaign, nonprofit } = makeCampaign(ctx.db);
  const { agent } = await signInAs(ctx, 'coordinator', null, nonprofit.id);
  const base = `/api/nonprofits/${nonprofit.id}`;
  const roster = async () => RosterResponseSchema.parse((await agent.get(`${base}/roster?campaignId=${campaign.id}`)).body);
  return { ctx, campaign, agent, base, roster };
}

describe('seller stats links are kept hashed', () => {
  it('the database keeps only the hash; the roster shows the same link again; a new link ends the old one', async () => {
    const { ctx, campaign, agent, base, roster } = await world();
    const created = (await agent.post(`${base}/roster`).send({ campaignId: campaign.id, name: 'Mia Lopez' }).expect(201)).body
      .seller as { id: number; statsUrl: string };
    const token = tokenOf(created.statsUrl);
    const row = ctx.db.select().from(sellers).get()!;
    expect(row.statsTokenHash).toBe(sha256(token));
    expect(JSON.stringify(ctx.db.$client.prepare('SELECT * FROM sellers').all())).not.toContain(token);
    expect((await roster()).sellers[0]!.statsUrl).toBe(created.statsUrl);
    expect((await ctx.request.get(`/api/sellers/${token}`)).status).toBe(200);

    const renewed = await agent.post(`${base}/roster/${created.id}/stats-link`);
    expect(renewed.status).toBe(200);
    expect(renewed.headers['cache-control']).toContain('no-store');
    const { statsUrl } = RosterStatsLinkResponseSchema.parse(renewed.body);
    expect(statsUrl).toMatch(/^https:\/\/cards\.example\.org\/seller\/[A-Za-z0-9_-]{32}$/);
    expect(statsUrl).not.toBe(created.statsUrl);
    expect((await ctx.request.get(`/api/sellers/${token}`)).status).toBe(404);
    expect((await ctx.request.get(`/api/sellers/${tokenOf(statsUrl)}`)).status).toBe(200);
    expect((await roster()).sellers[0]!.statsUrl).toBe(statsUrl);
    expect(
      ctx.db.$client.prepare("SELECT entity_id FROM audit_log WHERE action = 'seller_stats_link_renewed'").pluck().all(),
    ).toEqual([created.id]);
    expect((await agent.post(`${base}/roster/999999/stats-link`)).status).toBe(404);
  });

  it('a link made before hashing still opens the page; the roster cannot show it and offers a new one; signing up again mails a new one', async () => {
    const { ctx, campaign, roster } = await world();
    // As the migration leaves a seller who signed up before: the hash of a random token.
    const legacy = 'legacy-token-e-mailed-in-2026-aaaaaaaa';
    ctx.db
      .insert(sellers)
      .values({
        campaignId: campaign.id,
        code: 'LEGACY',
        statsTokenHash: sha256(legacy),
        name: 'Lee Old',
        email: 'lee@example.com',
      })
      .run();
    expect((await ctx.request.get(`/api/sellers/${legacy}`)).body.seller).toMatchObject({ code: 'LEGACY' });
    expect((await roster()).sellers[0]!.statsUrl).toBeNull();

    // Signing up again with the same e-mail cannot re-send the old link: it sends a new one.
    await ctx.request
      .post(`/api/campaigns/${campaign.slug}/sellers`)
      .send({ name: 'Lee Old', email: 'lee@example.com', showOnLeaderboard: true })
      .expect(201);
    const mailed = ctx.db.$client.prepare("SELECT text FROM email_outbox WHERE kind = 'seller-welcome'").pluck().get() as string;
    const fresh = /\/seller\/([\w-]+)/.exec(mailed)![1]!;
    expect(fresh).not.toBe(legacy);
    expect((await ctx.request.get(`/api/sellers/${legacy}`)).status).toBe(404);
    expect((await ctx.request.get(`/api/sellers/${fresh}`)).status).toBe(200);
    expect(tokenOf((await roster()).sellers[0]!.statsUrl!)).toBe(fresh);
  });

  it('under another server secret the old links still open, and the roster shows none until a new one is made', async () => {
    const { ctx, campaign, agent, base } = await world();
    const created = (await agent.post(`${base}/roster`).send({ campaignId: campaign.id, name: 'Mia Lopez' }).expect(201)).body
      .seller as { id: number; statsUrl: string };
    const other = createTestApp({ env: { DATA_DIR: ctx.dataDir, SESSION_SECRET: 'another-secret-another-secret-0123456789' } });
    const coordinator = await signInAs(other, 'coordinator', null, campaign.nonprofitId);
    const list = RosterResponseSchema.parse((await coordinator.agent.get(`${base}/roster?campaignId=${campaign.id}`)).body);
    expect(list.sellers[0]!.statsUrl).toBeNull();
    expect((await other.request.get(`/api/sellers/${tokenOf(created.statsUrl)}`)).status).toBe(200);
    const renewed = await coordinator.agent.post(`${base}/roster/${created.id}/stats-link`).expect(200);
    expect((await other.request.get(`/api/sellers/${tokenOf(renewed.body.statsUrl as string)}`)).status).toBe(200);
  });
});

describe('migration seller_stats_token_hashed', () => {
  it('keeps every seller by id with the hash of the token it had, so links already e-mailed keep working', () => {
    const db = openDatabase(':memory:');
    migrate(db, { migrationsFolder: foldersBefore('_seller_stats_token_hashed') });
    db.$client.exec(`
      INSERT INTO restaurants (id, name, contact_name, contact_email) VALUES (1, 'R', 'C', 'r@example.com');
      INSERT INTO nonprofits (id, restaurant_id, name, contact_name, contact_email) VALUES (1, 1, 'N', 'C', 'n@example.org');
      INSERT INTO campaigns (id, restaurant_id, nonprofit_id, slug, short_code, nonprofit_name, description, card_price, expiration_months, status, is_active)
        VALUES (1, 1, 1, 'c', 'ABCDEFGH', 'N', 'A campaign for the test', 2000, 12, 'approved', 1);
      INSERT INTO sellers (id, campaign_id, code, stats_token, name, email, team) VALUES (7, 1, 'ABCDEF', 'old-token-7', 'Sam Seller', 's@example.com', '3B');
      INSERT INTO cards (id, campaign_id, restaurant_id, access_code, nonprofit_name, customer_name, customer_email, expiration_date, amount_paid, seller_id)
        VALUES (3, 1, 1, 'CODE1', 'N', 'B', 'b@example.com', '2027-01-01', 2000, 7);`);
    migrateDatabase(db);
    expect(db.$client.prepare('SELECT id, code, team, stats_token_hash AS h, stats_link_gen AS g FROM sellers').all()).toEqual([
      { id: 7, code: 'ABCDEF', team: '3B', h: sha256('old-token-7'), g: 0 },
    ]);
    expect(findSellerByToken(db, 'old-token-7')?.id).toBe(7);
    expect(db.$client.pragma('foreign_key_check')).toEqual([]);
    expect(db.$client.prepare('SELECT seller_id FROM cards WHERE id = 3').pluck().get()).toBe(7);
  });
});
