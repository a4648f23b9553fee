import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { KIOSK_PAIRING_CODE_LENGTH, KIOSK_PAIRING_CODE_MINUTES, UNAMBIGUOUS_ALPHABET } from '@dealcard/shared';
import { cards, kioskDevices, kioskPairingCodes, redemptions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { makeCampaign, makeCard, makeLocation, makeUser, refundInFull } from '../../test/factories.ts';
import { redeemOffer } from '../counter/redeem.ts';
import { hashDeviceSecret } from '../../http/device-session.ts';
import { pairedTablet, pairingCode } from './kiosk-test-helpers.ts';

type Agent = ReturnType<TestContext['agent']>;

async function signedIn(ctx: TestContext, user: { email: string; password: string }): Promise<Agent> {
  const browser = ctx.agent();
  await browser.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  return browser;
}

/** A restaurant with two locations, its owner signed in, and a sold card. */
async function restaurantWithCard(ctx: TestContext, customerName = 'Jamie Holder') {
  const { campaign, restaurantId } = makeCampaign(ctx.db);
  const downtown = makeLocation(ctx.db, restaurantId, { name: 'Downtown' });
  const riverside = makeLocation(ctx.db, restaurantId, { name: 'Riverside' });
  const ownerUser = await makeUser(ctx.db, 'restaurant_owner', restaurantId);
  const owner = await signedIn(ctx, ownerUser);
  const { card, offers } = makeCard(ctx.db, campaign.id, { customerName });
  const redeem = (offerIndex = 0, at?: Date) => redeemOffer(ctx.db, card.accessCode, offers[offerIndex]!.id, at);
  return { restaurantId, downtown, riverside, owner, ownerUser, card, offers, redeem };
}

describe('kiosk pairing', () => {
  it('an owner gets a one-time code of unambiguous characters for their own location, valid for 10 minutes', async () => {
    const ctx = createTestApp();
    const { owner, downtown, restaurantId } = await restaurantWithCard(ctx);
    const before = Date.now();
    const res = await owner.post('/api/kiosk/pairing-codes').send({ locationId: downtown.id });
    expect(res.status).toBe(201);
    expect(res.body.pairingCode).toHaveLength(KIOSK_PAIRING_CODE_LENGTH);
    for (const ch of res.body.pairingCode as string) expect(UNAMBIGUOUS_ALPHABET).toContain(ch);
    const expiresIn = new Date(res.body.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan((KIOSK_PAIRING_CODE_MINUTES - 1) * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(KIOSK_PAIRING_CODE_MINUTES * 60_000 + 5_000);
    const row = ctx.db.select().from(kioskPairingCodes).where(eq(kioskPairingCodes.code, res.body.pairingCode)).get();
    expect(row).toMatchObject({ restaurantId, locationId: downtown.id, usedAt: null });
  });

  it("an owner cannot make a code for another restaurant's location (404), a customer is refused (403)", async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const theirs = makeCampaign(ctx.db);
    const theirLocation = makeLocation(ctx.db, theirs.restaurantId);
    const res = await mine.owner
      .post('/api/kiosk/pairing-codes')
      .send({ locationId: theirLocation.id, restaurantId: theirs.restaurantId });
    expect(res.status).toBe(404);
    expect(ctx.db.select().from(kioskPairingCodes).all()).toHaveLength(0);
    const customer = await signedIn(ctx, await makeUser(ctx.db, 'customer'));
    expect((await customer.post('/api/kiosk/pairing-codes').send({ locationId: mine.downtown.id })).status).toBe(403);
    expect((await ctx.request.post('/api/kiosk/pairing-codes').send({ locationId: mine.downtown.id })).status).toBe(401);
  });

  it('a superadmin names the restaurant; the location must belong to it', async () => {
    const ctx = createTestApp();
    const { downtown, restaurantId } = await restaurantWithCard(ctx);
    const admin = await signedIn(ctx, await makeUser(ctx.db, 'superadmin'));
    expect((await admin.post('/api/kiosk/pairing-codes').send({ locationId: downtown.id })).status).toBe(400);
    const other = makeCampaign(ctx.db);
    expect(
      (await admin.post('/api/kiosk/pairing-codes').send({ locationId: downtown.id, restaurantId: other.restaurantId })).status,
    ).toBe(404);
    expect((await admin.post('/api/kiosk/pairing-codes').send({ locationId: downtown.id, restaurantId })).status).toBe(201);
  });

  it('pairing gives a device in its own sealed cookie, distinct from a person session, and uses the code up', async () => {
    const ctx = createTestApp();
    const { owner, downtown, restaurantId } = await restaurantWithCard(ctx);
    const code = await pairingCode(owner, downtown.id);
    const tablet = ctx.agent();
    // Typed in lower case with a dash, as people do.
    const res = await tablet.post('/api/kiosk/pair').send({ pairingCode: `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}` });
    expect(res.status).toBe(201);
    expect(res.body.device).toMatchObject({ restaurantId, locationId: downtown.id, locationName: 'Downtown', revokedAt: null });
    const cookie = res.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^dc_kiosk=/);
    expect(cookie).toMatch(/Path=\/api\/kiosk/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=\d{8}/); // long-lived
    const device = ctx.db.select().from(kioskDevices).where(eq(kioskDevices.id, res.body.device.id)).get()!;
    expect(device.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie).not.toContain(device.secretHash);
    const stored = ctx.db.select().from(kioskPairingCodes).where(eq(kioskPairingCodes.code, code)).get();
    expect(stored?.usedAt).not.toBeNull();
    // The device cookie is not a person's session.
    expect((await tablet.get('/api/user')).status).toBe(401);
    const me = await tablet.get('/api/kiosk/me');
    expect(me.status).toBe(200);
    expect(me.body.device).toMatchObject({ id: res.body.device.id, locationName: 'Downtown' });
    expect(me.body.device.restaurantName).toEqual(expect.any(String));
  });

  it('a reused code is refused with 410 and pairs nothing', async () => {
    const ctx = createTestApp();
    const { owner, downtown } = await restaurantWithCard(ctx);
    const code = await pairingCode(owner, downtown.id);
    expect((await ctx.agent().post('/api/kiosk/pair').send({ pairingCode: code })).status).toBe(201);
    const again = await ctx.agent().post('/api/kiosk/pair').send({ pairingCode: code });
    expect(again.status).toBe(410);
    expect(again.body.error).toMatch(/already been used/);
    expect(ctx.db.select().from(kioskDevices).all()).toHaveLength(1);
  });

  it('an expired code is refused with 410', async () => {
    const ctx = createTestApp();
    const { owner, downtown } = await restaurantWithCard(ctx);
    const code = await pairingCode(owner, downtown.id);
    ctx.db
      .update(kioskPairingCodes)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(kioskPairingCodes.code, code))
      .run();
    const res = await ctx.agent().post('/api/kiosk/pair').send({ pairingCode: code });
    expect(res.status).toBe(410);
    expect(res.body.error).toMatch(/expired/);
    expect(ctx.db.select().from(kioskDevices).all()).toHaveLength(0);
  });

  it('a wrong code is a 400 with a clear message and sets no cookie', async () => {
    const ctx = createTestApp();
    const res = await ctx.request.post('/api/kiosk/pair').send({ pairingCode: 'ABCDEFGH' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/not right/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await ctx.request.post('/api/kiosk/pair').send({})).status).toBe(400);
  });

  it('pairing attempts are rate limited with 429', async () => {
    const ctx = createTestApp({ env: { RATE_LIMIT: 'on' } });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await ctx.request.post('/api/kiosk/pair').send({ pairingCode: 'WRONGCDE' })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('a tablet without a device cookie is told it is not paired', async () => {
    const ctx = createTestApp();
    const res = await ctx.request.get('/api/kiosk/me');
    expect(res.status).toBe(401);
    expect((await ctx.request.post('/api/kiosk/verify').send({ code: '123456' })).status).toBe(401);
  });
});

describe('paired tablets in the portal', () => {
  it("an owner lists only their restaurant's active tablets; a superadmin names the restaurant", async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const theirs = await restaurantWithCard(ctx);
    const a = await pairedTablet(ctx, mine.owner, mine.downtown.id);
    await pairedTablet(ctx, theirs.owner, theirs.downtown.id);
    const list = await mine.owner.get('/api/kiosk/devices');
    expect(list.status).toBe(200);
    expect(list.body.devices).toHaveLength(1);
    expect(list.body.devices[0]).toMatchObject({ id: a.deviceId, locationName: 'Downtown', restaurantId: mine.restaurantId });
    // An owner cannot look at another restaurant by naming it.
    const peek = await mine.owner.get(`/api/kiosk/devices?restaurantId=${theirs.restaurantId}`);
    expect(peek.body.devices.map((d: { id: number }) => d.id)).toEqual([a.deviceId]);
    const admin = await signedIn(ctx, await makeUser(ctx.db, 'superadmin'));
    expect((await admin.get('/api/kiosk/devices')).status).toBe(400);
    const adminList = await admin.get(`/api/kiosk/devices?restaurantId=${theirs.restaurantId}`);
    expect(adminList.body.devices).toHaveLength(1);
    expect(adminList.body.devices[0].restaurantId).toBe(theirs.restaurantId);
  });

  it("revoking another restaurant's tablet is a 404 and changes nothing; revoking one's own logs the tablet out", async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const theirs = await restaurantWithCard(ctx);
    const myTablet = await pairedTablet(ctx, mine.owner, mine.downtown.id);
    const theirTablet = await pairedTablet(ctx, theirs.owner, theirs.downtown.id);
    expect((await mine.owner.delete(`/api/kiosk/devices/${theirTablet.deviceId}`)).status).toBe(404);
    expect(ctx.db.select().from(kioskDevices).where(eq(kioskDevices.id, theirTablet.deviceId)).get()?.revokedAt).toBeNull();
    expect((await theirTablet.tablet.get('/api/kiosk/me')).status).toBe(200);
    // Used once, so its unsealed cookie is cached: revoking must still win.
    expect((await myTablet.tablet.get('/api/kiosk/me')).status).toBe(200);

    const res = await mine.owner.delete(`/api/kiosk/devices/${myTablet.deviceId}`);
    expect(res.status).toBe(200);
    expect(res.body.device.revokedAt).toEqual(expect.any(String));
    expect((await mine.owner.get('/api/kiosk/devices')).body.devices).toHaveLength(0);
    const after = await myTablet.tablet.get('/api/kiosk/me');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('device_revoked');
    const verify = await myTablet.tablet.post('/api/kiosk/verify').send({ code: '123456' });
    expect(verify.status).toBe(401);
    expect(verify.body).toMatchObject({ code: 'device_revoked', error: expect.any(String) });
    expect((await myTablet.tablet.get('/api/kiosk/redemptions')).status).toBe(401);
  });

  it('a forged device cookie with the wrong secret is refused', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const { tablet, deviceId } = await pairedTablet(ctx, mine.owner, mine.downtown.id);
    ctx.db
      .update(kioskDevices)
      .set({ secretHash: hashDeviceSecret('someone else') })
      .where(eq(kioskDevices.id, deviceId))
      .run();
    const res = await tablet.get('/api/kiosk/me');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('device_revoked');
  });

  it('a tablet that is used records when it was last seen', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const { tablet, deviceId } = await pairedTablet(ctx, mine.owner, mine.downtown.id);
    expect(ctx.db.select().from(kioskDevices).where(eq(kioskDevices.id, deviceId)).get()?.lastSeenAt).toBeNull();
    await tablet.get('/api/kiosk/redemptions').expect(200);
    const seen = ctx.db.select().from(kioskDevices).where(eq(kioskDevices.id, deviceId)).get()?.lastSeenAt;
    expect(seen).toEqual(expect.any(String));
    const listed = (await mine.owner.get('/api/kiosk/devices')).body.devices[0];
    expect(listed.lastSeenAt).toBe(seen);
  });
  it('last seen is written at most once a minute', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const { tablet, deviceId } = await pairedTablet(ctx, mine.owner, mine.downtown.id);
    const recent = new Date(Date.now() - 30_000).toISOString();
    ctx.db.update(kioskDevices).set({ lastSeenAt: recent }).where(eq(kioskDevices.id, deviceId)).run();
    await tablet.get('/api/kiosk/redemptions').expect(200);
    expect(ctx.db.select().from(kioskDevices).where(eq(kioskDevices.id, deviceId)).get()?.lastSeenAt).toBe(recent);
    const old = new Date(Date.now() - 90_000).toISOString();
    ctx.db.update(kioskDevices).set({ lastSeenAt: old }).where(eq(kioskDevices.id, deviceId)).run();
    await tablet.get('/api/kiosk/redemptions').expect(200);
    const seenAgain = ctx.db.select().from(kioskDevices).where(eq(kioskDevices.id, deviceId)).get()?.lastSeenAt ?? '';
    expect(new Date(seenAgain).getTime()).toBeGreaterThan(new Date(old).getTime());
  });

  it('a tablet that pairs again replaces its previous device', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const { tablet, deviceId } = await pairedTablet(ctx, mine.owner, mine.downtown.id);
    const res = await tablet.post('/api/kiosk/pair').send({ pairingCode: await pairingCode(mine.owner, mine.riverside.id) });
    expect(res.status).toBe(201);
    expect(res.body.device.locationName).toBe('Riverside');
    expect(ctx.db.select().from(kioskDevices).where(eq(kioskDevices.id, deviceId)).get()?.revokedAt).toEqual(expect.any(String));
    expect((await mine.owner.get('/api/kiosk/devices')).body.devices.map((d: { id: number }) => d.id)).toEqual([
      res.body.device.id,
    ]);
    expect((await tablet.get('/api/kiosk/me')).body.device.locationName).toBe('Riverside');
  });

  it('a superadmin may revoke any tablet; a customer may not', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const { deviceId } = await pairedTablet(ctx, mine.owner, mine.downtown.id);
    const customer = await signedIn(ctx, await makeUser(ctx.db, 'customer'));
    expect((await customer.delete(`/api/kiosk/devices/${deviceId}`)).status).toBe(403);
    expect((await customer.get('/api/kiosk/devices')).status).toBe(403);
    const admin = await signedIn(ctx, await makeUser(ctx.db, 'superadmin'));
    expect((await admin.delete(`/api/kiosk/devices/${deviceId}`)).status).toBe(200);
    expect((await admin.delete(`/api/kiosk/devices/${deviceId}`)).status).toBe(404);
    expect((await admin.delete('/api/kiosk/devices/999999')).status).toBe(404);
  });
});

describe('kiosk verification', () => {
  it('a fresh code is valid once: marked verified with the location, device and time, with the offer and first name', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx, 'Jamie Lee Holder');
    const { tablet, deviceId } = await pairedTablet(ctx, mine.owner, mine.riverside.id);
    const redemption = mine.redeem(2);
    const res = await tablet.post('/api/kiosk/verify').send({ code: redemption.code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'valid',
      offer: { offerType: mine.offers[2]!.offerType, description: mine.offers[2]!.description },
      holderFirstName: 'Jamie',
      locationName: 'Riverside',
    });
    const row = ctx.db.select().from(redemptions).where(eq(redemptions.id, redemption.redemptionId)).get()!;
    expect(row.verifiedAt).toEqual(expect.any(String));
    expect(row.verifiedLocationId).toBe(mine.riverside.id);
    expect(row.verifiedDeviceId).toBe(deviceId);
    expect(res.body.verifiedAt).toBe(row.verifiedAt);
  });

  it('an unverified code of a card refunded or on hold since is voided, stays unverified, and is valid again once the hold ends', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const { tablet } = await pairedTablet(ctx, mine.owner, mine.downtown.id);
    const held = mine.redeem(0);
    ctx.db.update(cards).set({ status: 'on_hold' }).where(eq(cards.id, mine.card.id)).run();
    const onHold = await tablet.post('/api/kiosk/verify').send({ code: held.code });
    expect(onHold.body).toMatchObject({ status: 'voided', holderFirstName: 'Jamie' });
    expect(ctx.db.select().from(redemptions).where(eq(redemptions.id, held.redemptionId)).get()!.verifiedAt).toBeNull();
    ctx.db.update(cards).set({ status: 'active' }).where(eq(cards.id, mine.card.id)).run();
    expect((await tablet.post('/api/kiosk/verify').send({ code: held.code })).body.status).toBe('valid');

    const later = mine.redeem(1);
    refundInFull(ctx.db, mine.card.id);
    expect((await tablet.post('/api/kiosk/verify').send({ code: later.code })).body.status).toBe('voided');
    // A code served before the refund stays what it was.
    expect((await tablet.post('/api/kiosk/verify').send({ code: held.code })).body.status).toBe('already_verified');
  });

  it('a code checked again is already_verified, with when and where', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const downtown = await pairedTablet(ctx, mine.owner, mine.downtown.id);
    const riverside = await pairedTablet(ctx, mine.owner, mine.riverside.id);
    const { code } = mine.redeem();
    const first = await downtown.tablet.post('/api/kiosk/verify').send({ code });
    expect(first.body.status).toBe('valid');
    const second = await riverside.tablet.post('/api/kiosk/verify').send({ code });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      status: 'already_verified',
      verifiedAt: first.body.verifiedAt,
      locationName: 'Downtown',
      holderFirstName: 'Jamie',
      offer: { offerType: mine.offers[0]!.offerType },
    });
  });

  it('an unknown code is not_found, and so is a code of another restaurant, which stays unverified', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const theirs = await restaurantWithCard(ctx);
    const { tablet } = await pairedTablet(ctx, mine.owner, mine.downtown.id);
    const theirs1 = theirs.redeem();
    const mineCode = mine.redeem().code;
    // Give the other restaurant's redemption a code this restaurant does not have.
    const theirCode = mineCode === '555555' ? '555556' : '555555';
    ctx.db.update(redemptions).set({ code: theirCode }).where(eq(redemptions.id, theirs1.redemptionId)).run();
    const unknown = mineCode === '100000' ? '100001' : '100000';
    const res = await tablet.post('/api/kiosk/verify').send({ code: unknown });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'not_found' });
    const other = await tablet.post('/api/kiosk/verify').send({ code: theirCode });
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ status: 'not_found' });
    expect(ctx.db.select().from(redemptions).where(eq(redemptions.id, theirs1.redemptionId)).get()?.verifiedAt).toBeNull();
  });

  it('a malformed code is a 400 with the form message', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const { tablet } = await pairedTablet(ctx, mine.owner, mine.downtown.id);
    const res = await tablet.post('/api/kiosk/verify').send({ code: '12a45' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/six-digit code/);
  });

  it('a burst of wrong codes from one tablet ends in a 429 with a clear message; another tablet is unaffected', async () => {
    const ctx = createTestApp({ env: { RATE_LIMIT: 'on' } });
    const mine = await restaurantWithCard(ctx);
    const noisy = await pairedTablet(ctx, mine.owner, mine.downtown.id);
    const quiet = await pairedTablet(ctx, mine.owner, mine.riverside.id);
    const { code } = mine.redeem();
    const wrong = code === '999999' ? '999998' : '999999';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await noisy.tablet.post('/api/kiosk/verify').send({ code: wrong })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const blocked = await noisy.tablet.post('/api/kiosk/verify').send({ code });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Too many wrong codes/);
    const other = await quiet.tablet.post('/api/kiosk/verify').send({ code });
    expect(other.status).toBe(200);
    expect(other.body.status).toBe('valid');
  });

  it('valid codes do not count towards the limit', async () => {
    const ctx = createTestApp({ env: { RATE_LIMIT: 'on' } });
    const mine = await restaurantWithCard(ctx);
    const { tablet } = await pairedTablet(ctx, mine.owner, mine.downtown.id);
    const { code } = mine.redeem();
    await tablet.post('/api/kiosk/verify').send({ code }).expect(200);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await tablet.post('/api/kiosk/verify').send({ code })).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('two tablets verifying the same code at once: exactly one gets valid, the other already_verified', async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx);
    const a = await pairedTablet(ctx, mine.owner, mine.downtown.id);
    const b = await pairedTablet(ctx, mine.owner, mine.riverside.id);
    for (let round = 0; round < 5; round++) {
      const { code, redemptionId } = mine.redeem(round % 4);
      const answers = await Promise.all([
        a.tablet.post('/api/kiosk/verify').send({ code }),
        b.tablet.post('/api/kiosk/verify').send({ code }),
      ]);
      const statuses = answers.map((r) => r.body.status).sort();
      expect(statuses).toEqual(['already_verified', 'valid']);
      const winner = answers.find((r) => r.body.status === 'valid')!;
      const row = ctx.db.select().from(redemptions).where(eq(redemptions.id, redemptionId)).get()!;
      expect(row.verifiedAt).toBe(winner.body.verifiedAt);
      expect(row.verifiedDeviceId).toBe(winner === answers[0] ? a.deviceId : b.deviceId);
    }
  });
});

describe('kiosk live list', () => {
  it("lists the tablet's restaurant's redemptions newest first, with offer, first name, time, verified and location", async () => {
    const ctx = createTestApp();
    const mine = await restaurantWithCard(ctx, 'Robin Banks');
    const theirs = await restaurantWithCard(ctx);
    theirs.redeem();
    const { tablet } = await pairedTablet(ctx, mine.owner, mine.downtown.id);
    const older = mine.redeem(0, new Date(Date.now() - 3_600_000));
    const newer = mine.redeem(1, new Date(Date.now() - 60_000));
    await tablet.post('/api/kiosk/verify').send({ code: older.code }).expect(200);
    const res = await tablet.get('/api/kiosk/redemptions');
    expect(res.status).toBe(200);
    expect(res.body.redemptions.map((r: { id: number }) => r.id)).toEqual([newer.redemptionId, older.redemptionId]);
    expect(res.body.redemptions[0]).toMatchObject({
      offerType: mine.offers[1]!.offerType,
      holderFirstName: 'Robin',
      verifiedAt: null,
    });
    expect(res.body.redemptions[1]).toMatchObject({ verifiedAt: expect.any(String), locationName: 'Downtown' });
    expect(res.body.redemptions.map((r: { cardRefunded: boolean }) => r.cardRefunded)).toEqual([false, false]);
    expect(JSON.stringify(res.body)).not.toContain('Banks');

    // The card is refunded after those uses: the list flags both, so staff know.
    refundInFull(ctx.db, mine.card.id);
    const after = await tablet.get('/api/kiosk/redemptions');
    expect(after.body.redemptions.map((r: { cardRefunded: boolean }) => r.cardRefunded)).toEqual([true, true]);
  });
});
