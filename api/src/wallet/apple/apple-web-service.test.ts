import { readFileSync, rmSync } from 'node:fs';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { redeemOffer } from '../../modules/counter/redeem.ts';
import { undoRedemption } from '../../modules/counter/undo.ts';
import { startApnsStandIn, type ApnsStandIn } from '../../test/apns-stand-in.ts';
import { makeCampaign, makeCard, makeUser, refundInFull } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { binaryParser, openPkpass } from '../../test/pkpass-reader.ts';
import { makeWalletTestCa } from '../../test/wallet-test-ca.ts';
import { createWalletUpdater } from '../updates.ts';
import { createApnsSender } from './apns.ts';
import { expirationDateOf } from '../../modules/cards/card-days.ts';

const ca = makeWalletTestCa();
afterAll(() => rmSync(ca.dir, { recursive: true, force: true }));
const standIns: ApnsStandIn[] = [];
afterEach(async () => {
  while (standIns.length) await standIns.pop()!.close();
});

const silent = pino({ level: 'silent' });
const DEVICE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const OTHER_DEVICE = 'ffeeddccbbaa99887766554433221100';
const PUSH_TOKEN = 'ab'.repeat(32);
const OTHER_PUSH_TOKEN = 'cd'.repeat(32);

async function appleApp() {
  const apns = await startApnsStandIn();
  standIns.push(apns);
  const ctx = createTestApp({ env: ca.env(apns.url) });
  const { campaign } = makeCampaign(ctx.db);
  const made = makeCard(ctx.db, campaign.id);
  const other = makeCard(ctx.db, campaign.id);
  // Each holder downloads the pass: the wallet row and its token exist from then on.
  const token = async (accessCode: string) => {
    const res = await ctx.request.get(`/api/cards/${accessCode}/wallet/apple`).buffer(true).parse(binaryParser);
    expect(res.status).toBe(200);
    return openPkpass(res.body as Buffer).passJson.authenticationToken as string;
  };
  const auth = await token(made.card.accessCode);
  const otherAuth = await token(other.card.accessCode);
  const serial = String(made.card.id);
  const v1 = '/api/wallet/apple/v1';
  const registration = (device = DEVICE, serialNumber = serial) =>
    `${v1}/devices/${device}/registrations/${ca.passTypeId}/${serialNumber}`;
  const register = (authorization: string, device = DEVICE, serialNumber = serial, pushToken = PUSH_TOKEN) =>
    ctx.request.post(registration(device, serialNumber)).set('Authorization', authorization).send({ pushToken });
  const updated = (device = DEVICE, since?: string) =>
    ctx.request.get(`${v1}/devices/${device}/registrations/${ca.passTypeId}`).query(since ? { passesUpdatedSince: since } : {});
  const latest = (authorization: string, serialNumber = serial) =>
    ctx.request
      .get(`${v1}/passes/${ca.passTypeId}/${serialNumber}`)
      .set('Authorization', authorization)
      .buffer(true)
      .parse(binaryParser);
  const registrations = () =>
    ctx.db.$client
      .prepare(
        'SELECT device_library_id AS device, card_id AS cardId, push_token AS pushToken FROM apple_device_registrations ORDER BY 1',
      )
      .all();
  return {
    ...ctx,
    apns,
    card: made.card,
    offers: made.offers,
    other: other.card,
    auth,
    otherAuth,
    serial,
    v1,
    registration,
    register,
    updated,
    latest,
    registrations,
  };
}

describe("Apple's pass web service", () => {
  it('registers a device once (201, then 200) with the pass token, and refuses a wrong one with 401', async () => {
    const t = await appleApp();
    expect((await t.register('ApplePass wrongwrongwrongwrongwrong')).status).toBe(401);
    expect((await t.register(`Bearer ${t.auth}`)).status).toBe(401);
    expect((await t.register('')).status).toBe(401);
    // Another card's serial with this card's token: 401, and nothing about the other card leaks.
    const leak = await t.register(`ApplePass ${t.auth}`, DEVICE, String(t.other.id));
    expect(leak.status).toBe(401);
    expect(JSON.stringify(leak.body)).not.toContain(t.otherAuth);
    // Another pass type, or a card never put in a wallet.
    const wrongType = await t.request
      .post(`${t.v1}/devices/${DEVICE}/registrations/pass.other.type/${t.serial}`)
      .set('Authorization', `ApplePass ${t.auth}`)
      .send({ pushToken: PUSH_TOKEN });
    expect(wrongType.status).toBe(401);
    const { campaign } = makeCampaign(t.db);
    const unseen = makeCard(t.db, campaign.id);
    expect((await t.register(`ApplePass ${t.auth}`, DEVICE, String(unseen.card.id))).status).toBe(401);
    expect(t.registrations()).toEqual([]);

    expect((await t.register(`ApplePass ${t.auth}`)).status).toBe(201);
    expect((await t.register(`ApplePass ${t.auth}`)).status).toBe(200);
    // A new push token for the same device and pass replaces the old one.
    expect((await t.register(`ApplePass ${t.auth}`, DEVICE, t.serial, OTHER_PUSH_TOKEN)).status).toBe(200);
    expect(t.registrations()).toEqual([{ device: DEVICE, cardId: t.card.id, pushToken: OTHER_PUSH_TOKEN }]);
  });

  it('refuses bad input: a push token that is not hex, a serial that is not ours, an oversized log', async () => {
    const t = await appleApp();
    const auth = `ApplePass ${t.auth}`;
    for (const pushToken of ['', 'not hex at all', 'ab'.repeat(200), 42, null]) {
      const res = await t.request.post(t.registration()).set('Authorization', auth).send({ pushToken });
      expect(res.status, JSON.stringify(pushToken)).toBe(400);
    }
    expect((await t.register(auth, DEVICE, 'abc')).status).toBe(400);
    expect((await t.register(auth, DEVICE, '-1')).status).toBe(400);
    expect((await t.register(auth, 'bad device!')).status).toBe(400);
    expect((await t.request.post(`${t.v1}/log`).send({ logs: ['x'.repeat(3000)] })).status).toBe(400);
    expect((await t.request.post(`${t.v1}/log`).send({ logs: 'one' })).status).toBe(400);
    expect(t.registrations()).toEqual([]);
  });

  it('lists the passes updated since a tag (200, else 204), serves the latest pass with Last-Modified and 304, and unregisters', async () => {
    const t = await appleApp();
    expect((await t.updated()).status).toBe(204);
    expect((await t.register(`ApplePass ${t.auth}`)).status).toBe(201);

    const listed = await t.updated();
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ serialNumbers: [t.serial], lastUpdated: expect.any(String) });
    const tag = listed.body.lastUpdated as string;
    expect((await t.updated(DEVICE, tag)).status).toBe(204);
    // Another device has nothing.
    expect((await t.updated(OTHER_DEVICE)).status).toBe(204);

    // The pass as it was an hour ago, so the use below moves Last-Modified by whole seconds.
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    t.db.$client.prepare('UPDATE wallet_passes SET updated_at = ? WHERE card_id = ?').run(anHourAgo, t.card.id);
    const first = await t.latest(`ApplePass ${t.auth}`);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const lastModified = first.headers['last-modified'] as string;
    expect(lastModified).toBeTruthy();
    const notModified = await t.request
      .get(`${t.v1}/passes/${ca.passTypeId}/${t.serial}`)
      .set('Authorization', `ApplePass ${t.auth}`)
      .set('If-Modified-Since', lastModified);
    expect(notModified.status).toBe(304);
    expect((await t.latest(`ApplePass ${t.otherAuth}`)).status).toBe(401);
    expect((await t.latest('ApplePass nope-nope')).status).toBe(401);

    // After a use the list names the pass again and the new pass shows it.
    redeemOffer(t.db, t.card.accessCode, t.offers[0]!.id);
    const again = await t.updated(DEVICE, tag);
    expect(again.status).toBe(200);
    expect(again.body.serialNumbers).toEqual([t.serial]);
    expect(again.body.lastUpdated > tag).toBe(true);
    const changed = await t.request
      .get(`${t.v1}/passes/${ca.passTypeId}/${t.serial}`)
      .set('Authorization', `ApplePass ${t.auth}`)
      .set('If-Modified-Since', lastModified)
      .buffer(true)
      .parse(binaryParser);
    expect(changed.status).toBe(200);
    expect(openPkpass(changed.body as Buffer).strings('en').offer_0_value).toContain('2 of 3 left');

    expect((await t.request.delete(t.registration()).set('Authorization', `ApplePass ${t.otherAuth}`)).status).toBe(401);
    expect(t.registrations()).toHaveLength(1);
    expect((await t.request.delete(t.registration()).set('Authorization', `ApplePass ${t.auth}`)).status).toBe(200);
    expect(t.registrations()).toEqual([]);
    expect((await t.updated()).status).toBe(204);

    expect((await t.request.post(`${t.v1}/log`).send({ logs: ['Web service error for pass.test: 500'] })).status).toBe(200);
  });

  it('answers 404 everywhere while Apple Wallet is not configured', async () => {
    const { request } = createTestApp();
    const auth = 'ApplePass 0123456789abcdef0123456789abcdef';
    const base = `/api/wallet/apple/v1`;
    expect(
      (
        await request
          .post(`${base}/devices/${DEVICE}/registrations/pass.x/1`)
          .set('Authorization', auth)
          .send({ pushToken: PUSH_TOKEN })
      ).status,
    ).toBe(404);
    expect((await request.get(`${base}/devices/${DEVICE}/registrations/pass.x`)).status).toBe(404);
    expect((await request.get(`${base}/passes/pass.x/1`).set('Authorization', auth)).status).toBe(404);
    expect((await request.delete(`${base}/devices/${DEVICE}/registrations/pass.x/1`).set('Authorization', auth)).status).toBe(
      404,
    );
    expect((await request.post(`${base}/log`).send({ logs: [] })).status).toBe(404);
  });
});

describe('Apple pass updates through APNs', () => {
  it('a use, its undo, a refund and the expiry each push an empty background push to every registered device', async () => {
    const t = await appleApp();
    expect((await t.register(`ApplePass ${t.auth}`, DEVICE, t.serial, PUSH_TOKEN)).status).toBe(201);
    expect((await t.register(`ApplePass ${t.auth}`, OTHER_DEVICE, t.serial, OTHER_PUSH_TOKEN)).status).toBe(201);
    // The other card is in a wallet too, but no device of it is registered: nothing is pushed for it.
    let clock: Date | undefined = undefined;
    const updater = createWalletUpdater({
      db: t.db,
      logger: silent,
      senders: { apple: createApnsSender({ db: t.db, config: t.config.apple!, logger: silent }) },
      now: () => clock ?? new Date(),
    });

    const use = await t.request.post(`/api/cards/${t.card.accessCode}/redeem`).send({ offerId: t.offers[0]!.id });
    expect(use.status, JSON.stringify(use.body)).toBeLessThan(300);
    expect(await updater.runOnce()).toEqual({ sent: 1, retried: 0, gaveUp: 0 });
    expect(t.apns.pushes.map((p) => p.token).sort()).toEqual([PUSH_TOKEN, OTHER_PUSH_TOKEN].sort());
    for (const p of t.apns.pushes) {
      expect(p).toMatchObject({ topic: ca.passTypeId, pushType: 'background', priority: '5', body: '{}' });
    }

    const owner = await makeUser(t.db, 'superadmin');
    const redemptionId =
      (use.body as { redemptionId?: number; redemption?: { id: number } }).redemptionId ??
      (use.body as { redemption: { id: number } }).redemption.id;
    await undoRedemption(t.db, redemptionId, { kind: 'user', user: owner }, 'Wrong offer');
    expect(await updater.runOnce()).toMatchObject({ sent: 1 });
    expect(t.apns.pushes).toHaveLength(4);

    refundInFull(t.db, t.card.id);
    expect(await updater.runOnce()).toMatchObject({ sent: 1 });
    expect(t.apns.pushes).toHaveLength(6);

    // A year on, the expiry sweep queues the pass once.
    clock = new Date(new Date(expirationDateOf(t.card.expiresOn)).getTime() + 86_400_000);
    expect(await updater.runOnce()).toMatchObject({ sent: 2 });
    expect(t.apns.pushes).toHaveLength(8);
  });

  it('410 removes that registration; a 500 is retried later and then delivered', async () => {
    const t = await appleApp();
    await t.register(`ApplePass ${t.auth}`, DEVICE, t.serial, PUSH_TOKEN);
    await t.register(`ApplePass ${t.auth}`, OTHER_DEVICE, t.serial, OTHER_PUSH_TOKEN);
    let clock = new Date();
    const updater = createWalletUpdater({
      db: t.db,
      logger: silent,
      senders: { apple: createApnsSender({ db: t.db, config: t.config.apple!, logger: silent }) },
      now: () => clock,
      baseDelayMs: 1000,
    });
    t.apns.answer(OTHER_PUSH_TOKEN, 410);
    t.apns.answer(PUSH_TOKEN, 500);
    redeemOffer(t.db, t.card.accessCode, t.offers[0]!.id);
    clock = new Date(Date.now() + 1);
    expect(await updater.runOnce()).toEqual({ sent: 0, retried: 1, gaveUp: 0 });
    expect(t.registrations()).toEqual([{ device: DEVICE, cardId: t.card.id, pushToken: PUSH_TOKEN }]);
    const queued = t.db.$client.prepare('SELECT attempts, last_error AS lastError FROM wallet_updates').all();
    expect(queued).toEqual([{ attempts: 1, lastError: expect.stringContaining('500') }]);

    t.apns.answer(PUSH_TOKEN, 200);
    expect(await updater.runOnce()).toEqual({ sent: 0, retried: 0, gaveUp: 0 });
    clock = new Date(clock.getTime() + 60_000);
    expect(await updater.runOnce()).toEqual({ sent: 1, retried: 0, gaveUp: 0 });
    expect(t.apns.pushes.map((p) => p.token).sort()).toEqual([OTHER_PUSH_TOKEN, PUSH_TOKEN, PUSH_TOKEN].sort());
    expect(t.db.$client.prepare('SELECT count(*) AS n FROM wallet_updates').get()).toEqual({ n: 0 });
  });

  it('over https the push goes out with the pass certificate (its key behind a passphrase) as the client identity', async () => {
    const apns = await startApnsStandIn({
      cert: readFileSync(ca.serverCertPath),
      key: readFileSync(ca.serverKeyPath),
      ca: readFileSync(ca.chainPath),
    });
    standIns.push(apns);
    const ctx = createTestApp({ env: ca.env(apns.url, { encryptedKey: true }) });
    const { campaign } = makeCampaign(ctx.db);
    const { card, offers } = makeCard(ctx.db, campaign.id);
    const pass = await ctx.request.get(`/api/cards/${card.accessCode}/wallet/apple`).buffer(true).parse(binaryParser);
    const auth = openPkpass(pass.body as Buffer).passJson.authenticationToken as string;
    const registered = await ctx.request
      .post(`/api/wallet/apple/v1/devices/${DEVICE}/registrations/${ca.passTypeId}/${card.id}`)
      .set('Authorization', `ApplePass ${auth}`)
      .send({ pushToken: PUSH_TOKEN });
    expect(registered.status).toBe(201);
    const sender = createApnsSender({
      db: ctx.db,
      config: ctx.config.apple!,
      logger: silent,
      trustedCa: readFileSync(ca.rootCertPath),
    });
    const updater = createWalletUpdater({ db: ctx.db, logger: silent, senders: { apple: sender } });
    redeemOffer(ctx.db, card.accessCode, offers[0]!.id);
    expect(await updater.runOnce()).toEqual({ sent: 1, retried: 0, gaveUp: 0 });
    expect(apns.pushes).toEqual([expect.objectContaining({ token: PUSH_TOKEN, topic: ca.passTypeId, body: '{}' })]);
    expect(apns.pushes[0]!.clientSubject).toContain(`UID=${ca.passTypeId}`);
  });

  it('an unreachable push service is a failure to retry, not a crash', async () => {
    const t = await appleApp();
    await t.register(`ApplePass ${t.auth}`);
    await t.apns.close();
    standIns.pop();
    const updater = createWalletUpdater({
      db: t.db,
      logger: silent,
      senders: { apple: createApnsSender({ db: t.db, config: t.config.apple!, logger: silent }) },
    });
    redeemOffer(t.db, t.card.accessCode, t.offers[0]!.id);
    expect(await updater.runOnce()).toEqual({ sent: 0, retried: 1, gaveUp: 0 });
  });
});
