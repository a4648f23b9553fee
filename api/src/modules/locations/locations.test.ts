import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LocationSchema, MESSAGES } from '@dealcard/shared';
import { locations, redemptions } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeCampaign, makeCard, makeLocation, makeRestaurant } from '../../test/factories.ts';
import { signedIn } from '../restaurants/portal-test-helpers.ts';

const body = { name: 'Downtown', address: '1 Main St', city: 'Springfield', state: 'il', zipCode: '62701' };

describe('/api/locations', () => {
  it('an owner adds, lists, edits and deletes locations; restaurantId comes from the server', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    const other = makeRestaurant(ctx.db);
    const { agent } = await signedIn(ctx, 'restaurant_owner', r.id);
    expect((await agent.get('/api/locations')).body).toEqual({ locations: [] });

    const created = await agent
      .post('/api/locations')
      .query({ restaurantId: other.id })
      .send({ ...body, restaurantId: other.id });
    expect(created.status).toBe(201);
    const location = LocationSchema.parse(created.body.location);
    expect(location).toMatchObject({ restaurantId: r.id, name: 'Downtown', state: 'IL' });

    expect((await agent.get('/api/locations')).body.locations).toHaveLength(1);
    const edited = await agent
      .put(`/api/locations/${location.id}`)
      .send({ name: 'Uptown', address: '', city: '', state: '', zipCode: '' });
    expect(edited.status).toBe(200);
    expect(edited.body.location).toMatchObject({ name: 'Uptown', address: null, city: null, state: null, zipCode: null });

    expect((await agent.delete(`/api/locations/${location.id}`)).status).toBe(200);
    expect(ctx.db.select().from(locations).where(eq(locations.id, location.id)).get()).toBeUndefined();
    expect((await agent.delete(`/api/locations/${location.id}`)).status).toBe(404);
  });

  it('requires a name ("Location name is required") and a 2-letter state', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    const loc = makeLocation(ctx.db, r.id, { name: 'Keep' });
    const { agent } = await signedIn(ctx, 'restaurant_owner', r.id);
    for (const send of [
      (b: object) => agent.post('/api/locations').send(b),
      (b: object) => agent.put(`/api/locations/${loc.id}`).send(b),
    ]) {
      const noName = await send({ ...body, name: '  ' });
      expect(noName.status).toBe(400);
      expect(noName.body.issues.name).toContain(MESSAGES.locationNameRequired.en);
      const badState = await send({ ...body, state: 'ILL' });
      expect(badState.status).toBe(400);
      expect(badState.body.issues.state).toContain(MESSAGES.stateTwoLetters.en);
    }
    expect(
      ctx.db
        .select()
        .from(locations)
        .where(eq(locations.restaurantId, r.id))
        .all()
        .map((l) => l.name),
    ).toEqual(['Keep']);
  });

  it('deleting a location keeps past redemptions (their location is cleared)', async () => {
    const ctx = createTestApp();
    const { campaign, restaurantId } = makeCampaign(ctx.db);
    const loc = makeLocation(ctx.db, restaurantId);
    const { card, offers } = makeCard(ctx.db, campaign.id);
    const red = ctx.db
      .insert(redemptions)
      .values({
        cardId: card.id,
        offerId: offers[0]!.id,
        restaurantId,
        campaignId: campaign.id,
        locationId: loc.id,
        code: '654321',
        customerName: 'X',
      })
      .returning()
      .get();
    const { agent } = await signedIn(ctx, 'restaurant_owner', restaurantId);
    expect((await agent.delete(`/api/locations/${loc.id}`)).status).toBe(200);
    expect(ctx.db.select().from(redemptions).where(eq(redemptions.id, red.id)).get()?.locationId).toBeNull();
  });

  it('a superadmin must name the restaurant and may act on any', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    const { agent } = await signedIn(ctx, 'superadmin');
    expect((await agent.get('/api/locations')).status).toBe(400);
    const created = await agent.post('/api/locations').query({ restaurantId: r.id }).send(body);
    expect(created.status).toBe(201);
    expect(created.body.location.restaurantId).toBe(r.id);
    const id = created.body.location.id as number;
    expect(
      (await agent.put(`/api/locations/${id}`).query({ restaurantId: r.id }).send({ name: 'Moved' })).body.location.name,
    ).toBe('Moved');
    expect((await agent.delete(`/api/locations/${id}`).query({ restaurantId: r.id })).status).toBe(200);
    expect((await agent.post('/api/locations').query({ restaurantId: 9999 }).send(body)).status).toBe(404);
  });

  it('customers get 403 on every call', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    const loc = makeLocation(ctx.db, r.id);
    const { agent } = await signedIn(ctx, 'customer');
    expect((await agent.get('/api/locations')).status).toBe(403);
    expect((await agent.post('/api/locations').send(body)).status).toBe(403);
    expect((await agent.put(`/api/locations/${loc.id}`).send(body)).status).toBe(403);
    expect((await agent.delete(`/api/locations/${loc.id}`)).status).toBe(403);
  });

  it('keeps optional coordinates: both or neither, latitude -90..90, longitude -180..180, in both languages', async () => {
    const ctx = createTestApp();
    const r = makeRestaurant(ctx.db);
    const { agent } = await signedIn(ctx, 'restaurant_owner', r.id);
    const created = await agent.post('/api/locations').send({ ...body, latitude: 30.2672, longitude: -97.7431 });
    expect(created.status).toBe(201);
    expect(created.body.location).toMatchObject({ latitude: 30.2672, longitude: -97.7431 });
    const id = created.body.location.id as number;
    expect(ctx.db.select().from(locations).where(eq(locations.id, id)).get()).toMatchObject({
      latitude: 30.2672,
      longitude: -97.7431,
    });
    // The edges are places too.
    const edge = await agent.put(`/api/locations/${id}`).send({ ...body, latitude: -90, longitude: 180 });
    expect(edge.body.location).toMatchObject({ latitude: -90, longitude: 180 });
    // Leaving them out (or null) clears them.
    const cleared = await agent.put(`/api/locations/${id}`).send(body);
    expect(cleared.body.location).toMatchObject({ latitude: null, longitude: null });
    expect((await agent.put(`/api/locations/${id}`).send({ ...body, latitude: null, longitude: null })).status).toBe(200);

    const refused: Array<[object, 'latitude' | 'longitude', keyof typeof MESSAGES]> = [
      [{ latitude: 90.0001, longitude: 0 }, 'latitude', 'latitudeRange'],
      [{ latitude: -91, longitude: 0 }, 'latitude', 'latitudeRange'],
      [{ latitude: 0, longitude: 180.5 }, 'longitude', 'longitudeRange'],
      [{ latitude: 0, longitude: -181 }, 'longitude', 'longitudeRange'],
      [{ latitude: '30.1', longitude: 0 }, 'latitude', 'latitudeRange'],
      [{ latitude: 30 }, 'longitude', 'coordinatesBoth'],
      [{ longitude: -97, latitude: null }, 'latitude', 'coordinatesBoth'],
    ];
    for (const [coordinates, field, message] of refused) {
      const res = await agent.put(`/api/locations/${id}`).send({ ...body, ...coordinates });
      expect(res.status, JSON.stringify(coordinates)).toBe(400);
      expect(res.body.issues[field], JSON.stringify(coordinates)).toContain(MESSAGES[message].en);
      const es = await agent
        .post('/api/locations')
        .set('Accept-Language', 'es')
        .send({ ...body, ...coordinates });
      expect(es.status).toBe(400);
      expect(es.body.issues[field]).toContain(MESSAGES[message].es);
    }
    expect(ctx.db.select().from(locations).where(eq(locations.restaurantId, r.id)).all()).toHaveLength(1);
  });
});
