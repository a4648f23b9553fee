import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, NonprofitSchema, NONPROFIT_MESSAGES } from '@dealcard/shared';
import { campaigns, nonprofits } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeCampaign, makeNonprofit, makeRestaurant } from '../../test/factories.ts';
import { signedIn } from '../restaurants/portal-test-helpers.ts';

const body = {
  name: 'Lincoln PTA',
  contactName: 'Pat Parent',
  contactEmail: 'Pat@PTA.example.org',
  contactPhone: '555-444-3333',
  website: 'https://pta.example.org',
  logoUrl: '',
  description: 'Field trips for every class',
};

describe('/api/nonprofits', () => {
  it('an owner adds, lists, edits and deletes their nonprofit partners', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    const { agent } = await signedIn(ctx, 'restaurant_owner', r.id);
    expect((await agent.get('/api/nonprofits')).body).toEqual({ nonprofits: [], nextPage: null });

    const created = await agent.post('/api/nonprofits').send(body);
    expect(created.status).toBe(201);
    const nonprofit = NonprofitSchema.parse(created.body.nonprofit);
    expect(nonprofit).toMatchObject({
      restaurantId: r.id,
      name: 'Lincoln PTA',
      contactEmail: 'pat@pta.example.org',
      logoUrl: null,
    });

    const list = await agent.get('/api/nonprofits');
    expect(list.body.nonprofits.map((n: { id: number }) => n.id)).toEqual([nonprofit.id]);

    const edited = await agent
      .put(`/api/nonprofits/${nonprofit.id}`)
      .send({ ...body, name: 'Lincoln Elementary PTA', contactPhone: '', website: '' });
    expect(edited.status).toBe(200);
    expect(edited.body.nonprofit).toMatchObject({ name: 'Lincoln Elementary PTA', contactPhone: null, website: null });

    const deleted = await agent.delete(`/api/nonprofits/${nonprofit.id}`);
    expect(deleted.status).toBe(200);
    expect(ctx.db.select().from(nonprofits).where(eq(nonprofits.id, nonprofit.id)).get()).toBeUndefined();
    expect((await agent.delete(`/api/nonprofits/${nonprofit.id}`)).status).toBe(404);
  });

  it('an owner cannot place a nonprofit in another restaurant by sending restaurantId', async () => {
    const ctx = createTestApp();
    const mine = makeRestaurant(ctx.db);
    const theirs = makeRestaurant(ctx.db);
    const { agent } = await signedIn(ctx, 'restaurant_owner', mine.id);
    const res = await agent
      .post('/api/nonprofits')
      .query({ restaurantId: theirs.id })
      .send({ ...body, restaurantId: theirs.id });
    expect(res.status).toBe(201);
    expect(res.body.nonprofit.restaurantId).toBe(mine.id);
    expect(ctx.db.select().from(nonprofits).where(eq(nonprofits.restaurantId, theirs.id)).all()).toHaveLength(0);
  });

  it('renaming a nonprofit renames the display copy on its campaigns', async () => {
    const ctx = createTestApp();
    const { campaign, nonprofit, restaurantId } = makeCampaign(ctx.db);
    const { agent } = await signedIn(ctx, 'restaurant_owner', restaurantId);
    await agent
      .put(`/api/nonprofits/${nonprofit.id}`)
      .send({ ...body, name: 'New Name' })
      .expect(200);
    expect(ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)).get()?.nonprofitName).toBe('New Name');
  });

  it('deleting a nonprofit that has campaigns is refused with 409 and a clear message, and keeps it', async () => {
    const ctx = createTestApp();
    const { nonprofit, restaurantId } = makeCampaign(ctx.db);
    const { agent } = await signedIn(ctx, 'restaurant_owner', restaurantId);
    const res = await agent.delete(`/api/nonprofits/${nonprofit.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(NONPROFIT_MESSAGES.deleteBlocked(1).en);
    expect(res.body.error).toMatch(/has 1 campaign and cannot be deleted/);
    expect(ctx.db.select().from(nonprofits).where(eq(nonprofits.id, nonprofit.id)).get()).toBeDefined();
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['name', { name: '' }, 'name', MESSAGES.nonprofitNameRequired.en],
    ['contactName', { contactName: ' ' }, 'contactName', MESSAGES.contactNameRequired.en],
    ['contactEmail', { contactEmail: 'bad@' }, 'contactEmail', MESSAGES.validEmailRequired.en],
    ['website', { website: 'not a url' }, 'website', MESSAGES.validWebsiteRequired.en],
    ['logoUrl', { logoUrl: 'http://elsewhere.example/x.png' }, 'logoUrl', 'Upload the logo again'],
  ];
  it.each(cases)('POST and PUT reject a bad %s with the document message', async (_l, patch, field, message) => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    const existing = makeNonprofit(ctx.db, r.id, { name: 'Keep' });
    const { agent } = await signedIn(ctx, 'restaurant_owner', r.id);
    const post = await agent.post('/api/nonprofits').send({ ...body, ...patch });
    expect(post.status).toBe(400);
    expect(post.body.issues[field]).toContain(message);
    const put = await agent.put(`/api/nonprofits/${existing.id}`).send({ ...body, ...patch });
    expect(put.status).toBe(400);
    expect(put.body.issues[field]).toContain(message);
    expect(
      ctx.db
        .select()
        .from(nonprofits)
        .where(eq(nonprofits.restaurantId, r.id))
        .all()
        .map((n) => n.name),
    ).toEqual(['Keep']);
  });

  it('accepts a stored upload path as the logo', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    const { agent } = await signedIn(ctx, 'restaurant_owner', r.id);
    const res = await agent.post('/api/nonprofits').send({ ...body, logoUrl: '/objects/uploads/abcdEFGH1234' });
    expect(res.status).toBe(201);
    expect(res.body.nonprofit.logoUrl).toBe('/objects/uploads/abcdEFGH1234');
  });

  it('a superadmin must name the restaurant, and then acts on it', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    const { agent } = await signedIn(ctx, 'superadmin');
    const missing = await agent.post('/api/nonprofits').send(body);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('restaurantId is required');
    const created = await agent.post('/api/nonprofits').send({ ...body, restaurantId: r.id });
    expect(created.status).toBe(201);
    expect(created.body.nonprofit.restaurantId).toBe(r.id);
    expect((await agent.get('/api/nonprofits').query({ restaurantId: r.id })).body.nonprofits).toHaveLength(1);
    expect((await agent.post('/api/nonprofits').send({ ...body, restaurantId: 9999 })).status).toBe(404);
    expect((await agent.get('/api/nonprofits').query({ restaurantId: 9999 })).status).toBe(404);
  });

  it('customers get 403 and visitors 401 on every call', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    const n = makeNonprofit(ctx.db, r.id);
    const { agent } = await signedIn(ctx, 'customer');
    expect((await agent.get('/api/nonprofits')).status).toBe(403);
    expect((await agent.post('/api/nonprofits').send(body)).status).toBe(403);
    expect((await agent.put(`/api/nonprofits/${n.id}`).send(body)).status).toBe(403);
    expect((await agent.delete(`/api/nonprofits/${n.id}`)).status).toBe(403);
    expect((await ctx.request.get('/api/nonprofits')).status).toBe(401);
  });
});
