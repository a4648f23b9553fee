import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_CAMPAIGNS_MAX_PAGE, ACTIVE_CAMPAIGNS_PAGE_SIZE } from '@dealcard/shared';
import { campaigns } from '../../db/schema/index.ts';
import { acceptsGzip, JsonCache, serializeJson } from '../../http/cached-json.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeCampaign, makeUser } from '../../test/factories.ts';
import { recordStatements } from '../../test/statement-recorder.ts';
import { createPublicCampaignPages, PUBLIC_CAMPAIGN_CACHE_TTL_MS } from './public-campaigns.cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** Only Date is faked: the cache's clock moves, timers and I/O run as usual. */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00Z') });
  return { advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}

describe('GET /api/campaigns/active from the short-lived cache', () => {
  it('sends a strong ETag and answers 304 to If-None-Match with it', async () => {
    const { request, db } = createTestApp();
    makeCampaign(db);
    const first = await request.get('/api/campaigns/active').set('Accept-Encoding', 'identity');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/ prefix
    expect(first.headers.vary).toMatch(/Accept-Encoding/);

    const again = await request.get('/api/campaigns/active').set('Accept-Encoding', 'identity').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await request
      .get('/api/campaigns/active')
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', '"something-else"');
    expect(other.status).toBe(200);
    expect(other.body.campaigns).toHaveLength(1);
  });

  it('sends the precomputed gzip only when Accept-Encoding allows it, with Vary: Accept-Encoding', async () => {
    const { request, db } = createTestApp();
    makeCampaign(db);
    makeCampaign(db);
    const plain = await request.get('/api/campaigns/active').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const zipped = await request.get('/api/campaigns/active').set('Accept-Encoding', 'gzip, deflate, br');
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.body).toEqual(plain.body); // supertest inflates it: the gzip is the same JSON
    expect(zipped.headers.etag).not.toBe(plain.headers.etag); // another representation, another strong tag

    const refused = await request.get('/api/campaigns/active').set('Accept-Encoding', 'gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toEqual(plain.body);

    // A client revalidating its gzip copy gets a 304 too.
    const revalidated = await request
      .get('/api/campaigns/active')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', zipped.headers.etag as string);
    expect(revalidated.status).toBe(304);
  });

  it('serves the same body within its lifetime and shows an approval or a pause once it is over', async () => {
    const clock = fakeClock();
    const { request, db } = createTestApp();
    const first = makeCampaign(db);
    const before = await request.get('/api/campaigns/active');
    expect(before.body.campaigns.map((c: { id: number }) => c.id)).toEqual([first.campaign.id]);

    const pending = makeCampaign(db, { status: 'pending', isActive: 0 });
    db.update(campaigns).set({ status: 'approved', isActive: 1 }).where(eq(campaigns.id, pending.campaign.id)).run();
    clock.advance(PUBLIC_CAMPAIGN_CACHE_TTL_MS - 1);
    const cached = await request.get('/api/campaigns/active');
    expect(cached.headers.etag).toBe(before.headers.etag);
    expect(cached.body.campaigns).toHaveLength(1);

    clock.advance(2);
    const after = await request.get('/api/campaigns/active');
    expect(after.body.campaigns.map((c: { id: number }) => c.id).sort()).toEqual([first.campaign.id, pending.campaign.id].sort());
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await request.get('/api/campaigns/active').set('If-None-Match', before.headers.etag as string);
    expect(stale.status).toBe(200);

    db.update(campaigns).set({ isActive: 0 }).where(eq(campaigns.id, first.campaign.id)).run();
    clock.advance(PUBLIC_CAMPAIGN_CACHE_TTL_MS + 1);
    const paused = await request.get('/api/campaigns/active');
    expect(paused.body.campaigns.map((c: { id: number }) => c.id)).toEqual([pending.campaign.id]);
  });

  it('reads the database once per lifetime, not once per request, whichever pages are asked', async () => {
    const { request, db } = createTestApp();
    for (let i = 0; i < ACTIVE_CAMPAIGNS_PAGE_SIZE + 1; i++) makeCampaign(db);
    const cold = await recordStatements(db, () => request.get('/api/campaigns/active'));
    const warm = await recordStatements(db, async () => {
      for (let i = 0; i < 5; i++) await request.get('/api/campaigns/active').expect(200);
      for (const page of [1, 2, 3, 500]) await request.get(`/api/campaigns/active?page=${page}`).expect(200);
    });
    expect(cold.statements).toHaveLength(1);
    expect(warm.statements).toEqual([]);
  });

  it("gives each page its own ETag and gzip, and answers 304 only to that page's tag", async () => {
    const { request, db } = createTestApp();
    for (let i = 0; i < ACTIVE_CAMPAIGNS_PAGE_SIZE + 3; i++) makeCampaign(db);
    const one = await request.get('/api/campaigns/active').set('Accept-Encoding', 'gzip');
    const two = await request.get('/api/campaigns/active?page=2').set('Accept-Encoding', 'gzip');
    expect(one.headers['content-encoding']).toBe('gzip');
    expect(two.headers['content-encoding']).toBe('gzip');
    expect(two.headers.vary).toMatch(/Accept-Encoding/);
    expect(two.body.campaigns).toHaveLength(3);
    expect(two.headers.etag).toMatch(/^"[^"]+"$/);
    expect(two.headers.etag).not.toBe(one.headers.etag);
    expect((await request.get('/api/campaigns/active?page=1').set('Accept-Encoding', 'gzip')).headers.etag).toBe(
      one.headers.etag,
    );

    const plainTwo = await request.get('/api/campaigns/active?page=2').set('Accept-Encoding', 'identity');
    expect(plainTwo.headers['content-encoding']).toBeUndefined();
    expect(plainTwo.body).toEqual(two.body);

    const revalidated = await request
      .get('/api/campaigns/active?page=2')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', two.headers.etag as string);
    expect(revalidated.status).toBe(304);
    const otherPagesTag = await request
      .get('/api/campaigns/active?page=2')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', one.headers.etag as string);
    expect(otherPagesTag.status).toBe(200);
    expect(otherPagesTag.body).toEqual(two.body);
  });

  it('serves every page of one lifetime from the same read, so a campaign approved meanwhile does not shift the next page', async () => {
    const clock = fakeClock();
    const { request, db } = createTestApp();
    for (let i = 0; i < ACTIVE_CAMPAIGNS_PAGE_SIZE + 1; i++)
      makeCampaign(db, { createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() });
    const first = await request.get('/api/campaigns/active');
    const newest = makeCampaign(db, { createdAt: '2026-06-01T00:00:00.000Z' });
    clock.advance(PUBLIC_CAMPAIGN_CACHE_TTL_MS - 1);
    const second = await request.get('/api/campaigns/active?page=2');
    const seen = [...first.body.campaigns, ...second.body.campaigns].map((c: { id: number }) => c.id);
    expect(new Set(seen).size).toBe(ACTIVE_CAMPAIGNS_PAGE_SIZE + 1);
    expect(seen).not.toContain(newest.campaign.id);

    clock.advance(2);
    expect((await request.get('/api/campaigns/active')).body.campaigns[0].id).toBe(newest.campaign.id);
  });

  it('holds at most one body per page plus one shared by every page past the end', async () => {
    const clock = { now: 1_000_000 };
    const { db } = createTestApp();
    for (let i = 0; i < 5; i++) makeCampaign(db);
    const pages = createPublicCampaignPages(db, { now: () => clock.now, listPageSize: 2 });
    const bodyOf = (page: number) =>
      JSON.parse(pages.active(page).json.toString()) as { campaigns: unknown[]; nextPage: number | null };
    expect(bodyOf(3)).toMatchObject({ nextPage: null });
    expect(bodyOf(3).campaigns).toHaveLength(1);
    for (const page of [1, 2, 3, 4, 5, 99, 1234, ACTIVE_CAMPAIGNS_MAX_PAGE]) pages.active(page);
    expect(pages.cachedListPages()).toBe(4);
    expect(bodyOf(4)).toEqual({ campaigns: [], nextPage: null });
    expect(pages.active(ACTIVE_CAMPAIGNS_MAX_PAGE)).toBe(pages.active(4));
    clock.now += PUBLIC_CAMPAIGN_CACHE_TTL_MS;
    expect(pages.cachedListPages()).toBe(0);

    // Through HTTP: junk is refused before it reaches the cache, and far pages share one body.
    const app = createTestApp();
    for (let i = 0; i < 3; i++) makeCampaign(app.db);
    for (const page of ['abc', '0', '-3', '1.5']) await app.request.get(`/api/campaigns/active?page=${page}`).expect(400);
    const farA = await app.request.get('/api/campaigns/active?page=40').set('Accept-Encoding', 'identity');
    const farB = await app.request.get('/api/campaigns/active?page=9000').set('Accept-Encoding', 'identity');
    expect(farA.body).toEqual({ campaigns: [], nextPage: null });
    expect(farB.headers.etag).toBe(farA.headers.etag);
  });
});

describe('GET /api/campaigns/:slug from the short-lived cache', () => {
  it('caches an approved campaign (ETag, 304, gzip) and shows a pause once its lifetime is over', async () => {
    const clock = fakeClock();
    const { request, db } = createTestApp();
    const { campaign } = makeCampaign(db);
    const first = await request.get(`/api/campaigns/${campaign.slug}`).set('Accept-Encoding', 'gzip');
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.body.campaign.isActive).toBe(1);
    const revalidated = await request
      .get(`/api/campaigns/${campaign.slug}`)
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', first.headers.etag as string);
    expect(revalidated.status).toBe(304);

    db.update(campaigns).set({ isActive: 0 }).where(eq(campaigns.id, campaign.id)).run();
    clock.advance(PUBLIC_CAMPAIGN_CACHE_TTL_MS - 1);
    expect((await request.get(`/api/campaigns/${campaign.slug}`)).body.campaign.isActive).toBe(1);
    clock.advance(2);
    expect((await request.get(`/api/campaigns/${campaign.slug}`)).body.campaign.isActive).toBe(0);
  });

  it('never caches a pending campaign a superadmin previews: the public still gets a 404', async () => {
    const { request, agent, db } = createTestApp();
    const { campaign } = makeCampaign(db, { status: 'pending', isActive: 0 });
    const admin = agent();
    const user = await makeUser(db, 'superadmin');
    await admin.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    const preview = await admin.get(`/api/campaigns/${campaign.slug}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.etag ?? '').not.toMatch(/^"/); // Express's own weak tag, not the cache's strong one
    expect((await request.get(`/api/campaigns/${campaign.slug}`)).status).toBe(404);
    expect((await admin.get(`/api/campaigns/${campaign.slug}`)).status).toBe(200);
  });

  it('keeps at most a bounded number of campaign pages', () => {
    const { db } = createTestApp();
    const pages = createPublicCampaignPages(db, { maxPages: 2 });
    const slugs = [makeCampaign(db), makeCampaign(db), makeCampaign(db)].map((c) => c.campaign.slug);
    for (const slug of slugs) expect('cached' in pages.bySlug(slug, undefined)).toBe(true);
    expect(pages.cachedPages()).toBe(2);
  });
});

describe('JsonCache and its helpers', () => {
  it('drops the oldest entry past its bound and expires entries by the injected clock', () => {
    let now = 1_000;
    const cache = new JsonCache<string>({ ttlMs: 100, maxEntries: 2, now: () => now });
    cache.put('a', { a: 1 });
    cache.put('b', { b: 1 });
    cache.put('c', { c: 1 });
    expect(cache.size).toBe(2);
    expect(cache.fresh('a')).toBeUndefined();
    expect(cache.fresh('c')).toBeDefined();
    now += 99;
    expect(cache.fresh('b')).toBeDefined();
    now += 1;
    expect(cache.fresh('b')).toBeUndefined();
    let builds = 0;
    cache.get('d', () => ++builds);
    cache.get('d', () => ++builds);
    expect(builds).toBe(1);
  });

  it('precomputes a gzip that inflates to the JSON, and strong tags that follow the content', () => {
    const one = serializeJson({ campaigns: [{ id: 1 }] }, 0);
    expect(gunzipSync(one.gzip).equals(one.json)).toBe(true);
    expect(JSON.parse(one.json.toString())).toEqual({ campaigns: [{ id: 1 }] });
    expect(serializeJson({ campaigns: [{ id: 1 }] }, 0).etag).toBe(one.etag);
    expect(serializeJson({ campaigns: [{ id: 2 }] }, 0).etag).not.toBe(one.etag);
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*;q=0.1, gzip;q=0')).toBe(false);
    expect(acceptsGzip('deflate, br')).toBe(false);
  });
});
