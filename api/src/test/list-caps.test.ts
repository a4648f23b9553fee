import { describe, expect, it } from 'vitest';
import {
  ADMIN_LIST_PAGE,
  AUDIT_ENTRIES_MAX,
  AuditResponseSchema,
  MAX_KIOSK_DEVICES,
  MAX_LOCATIONS,
  MAX_SELLERS_PER_CAMPAIGN,
  RestaurantsResponseSchema,
  SELLING_MESSAGES,
} from '@dealcard/shared';
import { auditLog, kioskDevices, locations, restaurants, sellers } from '../db/schema/index.ts';
import { API_MESSAGES } from '../messages.ts';
import { signInAs } from '../modules/admin/admin-test-helpers.ts';
import { signedIn } from '../modules/restaurants/portal-test-helpers.ts';
import { makeCampaign, makeLocation, makeRestaurant } from './factories.ts';
import { createTestApp } from './harness.ts';

/**
 * Every list in an answer has a cap its route enforces (decision 030, "Caps on lists"): one kind of
 * each is tried here past its cap.
 */
const place = { name: 'Another', address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' };

describe('caps bound at creation', () => {
  it(`refuses a restaurant's location past ${MAX_LOCATIONS}, in English and Spanish, and the list stays within it`, async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    for (let i = 0; i < MAX_LOCATIONS - 1; i++) makeLocation(ctx.db, r.id, { name: `Place ${i}` });
    const { agent } = await signedIn(ctx, 'restaurant_owner', r.id);
    expect((await agent.post('/api/locations').send(place)).status).toBe(201);

    const en = await agent.post('/api/locations').send({ ...place, name: 'One too many' });
    expect(en.status).toBe(409);
    expect(en.body).toMatchObject({ code: 'locations_full', error: API_MESSAGES.locationsFull.en });
    const es = await agent
      .post('/api/locations')
      .set('Accept-Language', 'es')
      .send({ ...place, name: 'Una de más' });
    expect(es.status).toBe(409);
    expect(es.body.error).toBe(API_MESSAGES.locationsFull.es);
    expect(es.body.error).toContain(`${MAX_LOCATIONS} sucursales`);

    expect((await agent.get('/api/locations')).body.locations).toHaveLength(MAX_LOCATIONS);
    // Another restaurant's count is its own.
    const other = makeRestaurant(ctx.db);
    const { agent: otherOwner } = await signedIn(ctx, 'restaurant_owner', other.id);
    expect((await otherOwner.post('/api/locations').send(place)).status).toBe(201);
  });

  it('lets only one of several locations asked for at once take the last place', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    for (let i = 0; i < MAX_LOCATIONS - 1; i++) makeLocation(ctx.db, r.id, { name: `Place ${i}` });
    const { agent } = await signedIn(ctx, 'restaurant_owner', r.id);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => agent.post('/api/locations').send({ ...place, name: `Race ${n}` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect(ctx.db.select().from(locations).all()).toHaveLength(MAX_LOCATIONS);
  });

  it(`refuses a pairing code, and a pairing, past ${MAX_KIOSK_DEVICES} paired tablets; a revoked one frees a place`, async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    const downtown = makeLocation(ctx.db, r.id);
    const { agent: owner } = await signedIn(ctx, 'restaurant_owner', r.id);
    // A code asked for while there was still room, used once the room is gone.
    const early = await owner.post('/api/kiosk/pairing-codes').send({ locationId: downtown.id });
    expect(early.status).toBe(201);
    const tablets = Array.from({ length: MAX_KIOSK_DEVICES }, (_, i) => ({
      restaurantId: r.id,
      locationId: downtown.id,
      secretHash: `hash-${i}`,
    }));
    const ids = ctx.db.insert(kioskDevices).values(tablets).returning({ id: kioskDevices.id }).all();

    const refused = await owner.post('/api/kiosk/pairing-codes').set('Accept-Language', 'es').send({ locationId: downtown.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'tablets_full', error: API_MESSAGES.tabletsFull.es });
    const late = await ctx.agent().post('/api/kiosk/pair').send({ pairingCode: early.body.pairingCode });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'tablets_full', error: API_MESSAGES.tabletsFull.en });
    expect((await owner.get('/api/kiosk/devices')).body.devices).toHaveLength(MAX_KIOSK_DEVICES);

    expect((await owner.delete(`/api/kiosk/devices/${ids[0]!.id}`)).status).toBe(200);
    // The refused pairing left its code unused: it pairs now.
    expect((await ctx.agent().post('/api/kiosk/pair').send({ pairingCode: early.body.pairingCode })).status).toBe(201);
  });

  it(`refuses a campaign's seller past ${MAX_SELLERS_PER_CAMPAIGN}: sign-up, the roster and its import`, async () => {
    const ctx = createTestApp({ env: { PUBLIC_URL: 'https://cards.example.org' } });
    const { campaign, nonprofit } = makeCampaign(ctx.db);
    const rows = Array.from({ length: MAX_SELLERS_PER_CAMPAIGN - 2 }, (_, i) => ({
      campaignId: campaign.id,
      code: `C${String(i).padStart(5, '0')}`,
      statsTokenHash: `hash-${i}`,
      name: `Seller ${i}`,
      team: `Team ${i % 40}`,
    }));
    for (let i = 0; i < rows.length; i += 500)
      ctx.db
        .insert(sellers)
        .values(rows.slice(i, i + 500))
        .run();
    const { agent } = await signInAs(ctx, 'coordinator', null, nonprofit.id);
    const base = `/api/nonprofits/${nonprofit.id}`;

    // Two places left: an import of three adds none and says why (row 0, the file).
    const csv = 'name,team\nAna,Blue\nBo,Blue\nCy,Red\n';
    const tooMany = await agent.post(`${base}/roster/import`).send({ campaignId: campaign.id, csv, dryRun: false });
    expect(tooMany.status).toBe(200);
    expect(tooMany.body).toMatchObject({ added: 0, errors: [{ row: 0, error: SELLING_MESSAGES.sellersFull.en }] });

    expect((await agent.post(`${base}/roster`).send({ campaignId: campaign.id, name: 'Dee' })).status).toBe(201);
    const signUp = (name: string, email: string, language = 'en') =>
      ctx.request
        .post(`/api/campaigns/${campaign.slug}/sellers`)
        .set('Accept-Language', language)
        .send({ name, email, showOnLeaderboard: true });
    expect((await signUp('Eve', 'eve@example.com')).status).toBe(201);

    const full = await signUp('Flo', 'flo@example.com', 'es');
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'sellers_full', error: SELLING_MESSAGES.sellersFull.es });
    const roster = await agent.post(`${base}/roster`).send({ campaignId: campaign.id, name: 'Gus' });
    expect(roster.status).toBe(409);
    expect(roster.body.error).toBe(SELLING_MESSAGES.sellersFull.en);

    const list = await agent.get(`${base}/roster?campaignId=${campaign.id}`);
    expect(list.status).toBe(200);
    expect(list.body.sellers).toHaveLength(MAX_SELLERS_PER_CAMPAIGN);
  });
});

describe('paged lists', () => {
  it(`gives the admin's restaurants ${ADMIN_LIST_PAGE} a page with the next page, and the rest on it`, async () => {
    const ctx = createTestApp();
    const names = Array.from({ length: ADMIN_LIST_PAGE + 3 }, (_, i) => ({
      name: `Restaurant ${String(i).padStart(4, '0')}`,
      contactName: 'Owner',
      contactEmail: `r${i}@example.com`,
    }));
    for (let i = 0; i < names.length; i += 200)
      ctx.db
        .insert(restaurants)
        .values(names.slice(i, i + 200))
        .run();
    const { agent } = await signInAs(ctx, 'superadmin');

    const first = RestaurantsResponseSchema.parse((await agent.get('/api/admin/restaurants').expect(200)).body);
    expect(first.restaurants).toHaveLength(ADMIN_LIST_PAGE);
    expect(first.nextPage).toBe(2);
    const second = RestaurantsResponseSchema.parse((await agent.get('/api/admin/restaurants?page=2').expect(200)).body);
    expect(second.nextPage).toBeNull();
    const all = [...first.restaurants, ...second.restaurants].map((r) => r.name);
    expect(all).toEqual(names.map((n) => n.name));
    // The portal's list of restaurants pages the same way.
    const portal = await agent.get('/api/restaurants?page=2').expect(200);
    expect(portal.body).toMatchObject({ nextPage: null });
    expect(portal.body.restaurants).toHaveLength(3);
    expect((await agent.get('/api/admin/restaurants?page=0')).status).toBe(400);
  });
});

describe('lists that stop at a number', () => {
  it(`gives a campaign's newest ${AUDIT_ENTRIES_MAX} audit entries, oldest of them first`, async () => {
    const ctx = createTestApp();
    const { campaign } = makeCampaign(ctx.db);
    const entries = Array.from({ length: AUDIT_ENTRIES_MAX + 5 }, (_, i) => ({
      action: 'update',
      entityType: 'campaign',
      entityId: campaign.id,
      details: { n: i },
    }));
    ctx.db.insert(auditLog).values(entries).run();
    const { agent } = await signInAs(ctx, 'superadmin');
    const res = AuditResponseSchema.parse((await agent.get(`/api/admin/campaigns/${campaign.id}/audit`).expect(200)).body);
    expect(res.entries).toHaveLength(AUDIT_ENTRIES_MAX);
    const ids = res.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const newest = ctx.db.select().from(auditLog).all().at(-1)!;
    expect(ids.at(-1)).toBe(newest.id);
  });
});
