import { createVerify } from 'node:crypto';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { storedCardToken } from '../../modules/cards/card-tokens.ts';
import { redeemOffer } from '../../modules/counter/redeem.ts';
import { undoRedemption } from '../../modules/counter/undo.ts';
import { createGoogleWalletTestApp, TEST_ISSUER_ID } from '../../test/google-wallet-test-app.ts';
import { startGoogleWalletStandIn } from '../../test/google-wallet-stand-in.ts';
import { createTestApp } from '../../test/harness.ts';
import { makeCampaign, makeCard, makeLocation, makeUser, refundInFull } from '../../test/factories.ts';
import { ensureWalletPass } from '../passes.ts';
import { createWalletUpdater } from '../updates.ts';
import { createGoogleWalletClient, GoogleWalletError, readServiceAccount, SAVE_URL } from './google-client.ts';
import type { GenericObject } from './google-pass.ts';
import { expirationDateOf } from '../../modules/cards/card-days.ts';
import { addDaysTo } from '@dealcard/shared';
import { todayHere } from '../../modules/cards/card-days.ts';

const PUBLIC_URL = 'https://cards.example.org';
const objectIdOf = (cardId: number) => `${TEST_ISSUER_ID}.card-${cardId}`;

/** The JWT's parts, its signature checked with the service account key's public half. */
function readSaveJwt(location: string, publicKey: Parameters<ReturnType<typeof createVerify>['verify']>[0]) {
  expect(location.startsWith(SAVE_URL)).toBe(true);
  const jwt = location.slice(SAVE_URL.length);
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const verify = createVerify('RSA-SHA256');
  verify.update(`${h}.${p}`);
  return {
    jwt,
    signatureValid: verify.verify(publicKey, Buffer.from(s, 'base64url')),
    header: JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Record<string, unknown>,
  };
}

/** A log that keeps its lines, so "logged" can be checked. */
function keptLog() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}

const inserts = (standIn: { requests: { method: string; path: string }[] }) =>
  standIn.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/genericObject')).length;

function googleInsertedAt(db: ReturnType<typeof createTestApp>['db'], cardId: number) {
  const row = db.$client.prepare('SELECT google_inserted_at AS at FROM wallet_passes WHERE card_id = ?').get(cardId) as
    { at: string | null } | undefined;
  return row?.at;
}

describe('GET /api/cards/:accessCode/wallet/google', () => {
  it('inserts the class and the object, then redirects to a signed save link under 1,800 characters that names the object alone', async () => {
    const { db, request, standIn, account } = await createGoogleWalletTestApp({ env: { PUBLIC_URL } });
    const { campaign, restaurantId } = makeCampaign(db);
    const { card } = makeCard(db, campaign.id);

    const res = await request.get(`/api/cards/${card.accessCode}/wallet/google`);
    expect(res.status).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const location = res.headers.location as string;
    expect(location.length).toBeLessThan(1800);
    const { signatureValid, header, claims } = readSaveJwt(location, account.publicKey);
    expect(signatureValid).toBe(true);
    expect(header).toMatchObject({ alg: 'RS256', kid: account.key.private_key_id });
    expect(claims).toMatchObject({
      iss: account.key.client_email,
      aud: 'google',
      typ: 'savetowallet',
      origins: [PUBLIC_URL],
      payload: { genericObjects: [{ id: objectIdOf(card.id) }] },
    });
    expect(Object.keys(claims.payload as object)).toEqual(['genericObjects']);
    expect(typeof claims.iat).toBe('number');

    expect([...standIn.classes.keys()]).toEqual([`${TEST_ISSUER_ID}.restaurant-${restaurantId}`]);
    expect(standIn.objects.get(objectIdOf(card.id))).toMatchObject({
      classId: `${TEST_ISSUER_ID}.restaurant-${restaurantId}`,
      state: 'ACTIVE',
    });
    expect(googleInsertedAt(db, card.id)).toEqual(expect.any(String));
    // Signed in through the real OAuth exchange: one token for every call.
    expect(standIn.assertions).toHaveLength(1);
    expect(standIn.requests.filter((r) => r.path !== '/token').every((r) => r.authorization?.startsWith('Bearer ya29.'))).toBe(
      true,
    );
  });

  it('inserts the object once, whether the link is asked for twice or several times at once', async () => {
    const { db, request, standIn } = await createGoogleWalletTestApp();
    const { campaign } = makeCampaign(db);
    const { card } = makeCard(db, campaign.id);
    const { card: other } = makeCard(db, campaign.id);

    const together = await Promise.all([1, 2, 3, 4].map(() => request.get(`/api/cards/${card.accessCode}/wallet/google`)));
    expect(together.map((r) => r.status)).toEqual([302, 302, 302, 302]);
    expect(inserts(standIn)).toBe(1);
    expect((await request.get(`/api/cards/${card.accessCode}/wallet/google`)).status).toBe(302);
    expect(inserts(standIn)).toBe(1);
    // A second card of the same restaurant: its own object, the class already there.
    expect((await request.get(`/api/cards/${other.accessCode}/wallet/google`)).status).toBe(302);
    expect(inserts(standIn)).toBe(2);
    expect(standIn.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/genericClass'))).toHaveLength(1);
    expect(standIn.assertions).toHaveLength(1);
  });

  it('signs the link for the address the holder used when no PUBLIC_URL is set', async () => {
    const { db, request, account } = await createGoogleWalletTestApp();
    const { campaign } = makeCampaign(db);
    const { card } = makeCard(db, campaign.id);
    const res = await request.get(`/api/cards/${card.accessCode}/wallet/google`).set('host', 'cards.test:8080').expect(302);
    expect(readSaveJwt(res.headers.location as string, account.publicKey).claims.origins).toEqual(['http://cards.test:8080']);
  });

  it('an object Google already has (409) is fine: brought up to date, the link given', async () => {
    const { db, request, standIn } = await createGoogleWalletTestApp();
    const { campaign, restaurantId } = makeCampaign(db);
    const { card } = makeCard(db, campaign.id);
    standIn.classes.set(`${TEST_ISSUER_ID}.restaurant-${restaurantId}`, { id: `${TEST_ISSUER_ID}.restaurant-${restaurantId}` });
    standIn.objects.set(objectIdOf(card.id), { id: objectIdOf(card.id), state: 'INACTIVE' });
    expect((await request.get(`/api/cards/${card.accessCode}/wallet/google`)).status).toBe(302);
    expect(standIn.requests.filter((r) => r.status === 409).map((r) => r.path)).toEqual([
      '/walletobjects/v1/genericClass',
      '/walletobjects/v1/genericObject',
    ]);
    expect(standIn.objects.get(objectIdOf(card.id))).toMatchObject({
      state: 'ACTIVE',
      barcode: { value: storedCardToken(db, card.id) },
    });
    expect(googleInsertedAt(db, card.id)).toEqual(expect.any(String));
  });

  it('answers 503 in both languages, never a broken link, while Google is down; the next try inserts it', async () => {
    const { logger, lines } = keptLog();
    const { db, request, standIn } = await createGoogleWalletTestApp({ logger });
    const { campaign } = makeCampaign(db);
    const { card } = makeCard(db, campaign.id);
    standIn.failing(true);
    const en = await request.get(`/api/cards/${card.accessCode}/wallet/google`);
    expect(en.status).toBe(503);
    expect(en.body).toEqual({ error: expect.stringMatching(/^Google Wallet is not answering/), code: 'wallet_unavailable' });
    const es = await request.get(`/api/cards/${card.accessCode}/wallet/google`).set('Accept-Language', 'es');
    expect(es.status).toBe(503);
    expect(es.body.error).toMatch(/^Google Wallet no responde/);
    expect(googleInsertedAt(db, card.id)).toBeNull();
    expect(lines.some((l) => l.msg === 'google wallet unavailable')).toBe(true);

    standIn.failing(false);
    expect((await request.get(`/api/cards/${card.accessCode}/wallet/google`)).status).toBe(302);
    expect(standIn.objects.has(objectIdOf(card.id))).toBe(true);
  });

  it('answers 404 in both languages for an unknown card, and inserts nothing', async () => {
    const { request, standIn } = await createGoogleWalletTestApp();
    const en = await request.get('/api/cards/NOSUCHCODE/wallet/google');
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ error: 'Card not found', code: 'not_found' });
    const es = await request.get('/api/cards/NOSUCHCODE/wallet/google').set('Accept-Language', 'es');
    expect(es.body.error).toBe('No se encontró la tarjeta');
    expect(standIn.requests).toEqual([]);
  });

  it('answers 404 in both languages when Google Wallet is not configured, and makes no wallet row', async () => {
    const { db, request } = createTestApp();
    const { campaign } = makeCampaign(db);
    const { card } = makeCard(db, campaign.id);
    const en = await request.get(`/api/cards/${card.accessCode}/wallet/google`);
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ error: 'Google Wallet passes are not offered on this site', code: 'not_found' });
    const es = await request.get(`/api/cards/${card.accessCode}/wallet/google`).set('Accept-Language', 'es');
    expect(es.body.error).toBe('Este sitio no ofrece pases de Google Wallet');
    expect(googleInsertedAt(db, card.id)).toBeUndefined();
  });
});

describe('the Google Wallet object', () => {
  it("carries the card QR, what is left of each offer, the expiry and the logo, in the card's language first with the other as translation", async () => {
    const { db, request, standIn } = await createGoogleWalletTestApp({ env: { PUBLIC_URL } });
    const { campaign, restaurantId } = makeCampaign(db);
    db.$client
      .prepare("UPDATE restaurants SET name = 'Casa Verde', logo_url = '/objects/uploads/logo-1' WHERE id = ?")
      .run(restaurantId);
    makeLocation(db, restaurantId, { name: 'No coordinates' });
    makeLocation(db, restaurantId, {
      name: 'Main St',
      address: '1 Main St',
      city: 'Springfield',
      latitude: 40.7128,
      longitude: -74.006,
    });
    const { card, offers } = makeCard(db, campaign.id, { language: 'es' });
    db.$client
      .prepare(
        "UPDATE card_offers SET offer_type_es = 'Pizza 2x1', description_es = 'Compra una pizza y llévate otra' WHERE id = ?",
      )
      .run(offers[2]!.id);
    redeemOffer(db, card.accessCode, offers[2]!.id);

    await request.get(`/api/cards/${card.accessCode}/wallet/google`).expect(302);
    const object = standIn.objects.get(objectIdOf(card.id)) as GenericObject;
    expect(object.barcode).toEqual({ type: 'QR_CODE', value: storedCardToken(db, card.id), alternateText: '' });
    expect(object.cardTitle).toEqual({ defaultValue: { language: 'en', value: 'Casa Verde' } });
    expect(object.header.defaultValue.value).toBe(card.nonprofitName);
    expect(object.logo?.sourceUri.uri).toBe(`${PUBLIC_URL}/objects/uploads/logo-1`);
    expect(object.validTimeInterval.end.date).toBe(expirationDateOf(card.expiresOn));
    expect(object.linksModuleData?.uris).toEqual([
      {
        id: 'card',
        uri: `${PUBLIC_URL}/card/${card.accessCode}`,
        localizedDescription: {
          defaultValue: { language: 'es', value: 'Abre tu tarjeta' },
          translatedValues: [{ language: 'en', value: 'Open your card' }],
        },
      },
      {
        id: 'place-1',
        uri: 'https://www.google.com/maps/search/?api=1&query=40.7128,-74.006',
        description: 'Main St, 1 Main St, Springfield',
      },
    ]);

    const modules = object.textModulesData;
    expect(modules).toHaveLength(offers.length + 1);
    // The Spanish offer: Spanish first (a Spanish card), English as the translation.
    expect(modules[2]).toEqual({
      id: 'offer-3',
      localizedHeader: {
        defaultValue: { language: 'es', value: 'Pizza 2x1' },
        translatedValues: [{ language: 'en', value: 'BOGO Pizza' }],
      },
      localizedBody: {
        defaultValue: { language: 'es', value: 'Quedan 2 de 3. Compra una pizza y llévate otra' },
        translatedValues: [{ language: 'en', value: '2 of 3 remaining. Buy one pizza, get one free' }],
      },
    });
    // An offer the restaurant wrote in English only: its name as it is, what is left in both.
    expect(modules[0]!.localizedHeader).toEqual({ defaultValue: { language: 'en', value: 'Free Fowl Balls' } });
    expect(modules[0]!.localizedBody.defaultValue.value).toBe('Quedan 3 de 3. One order of fowl balls, free');
    expect(modules.at(-1)!.localizedHeader).toEqual({
      defaultValue: { language: 'es', value: 'Vence' },
      translatedValues: [{ language: 'en', value: 'Expires' }],
    });
  });

  it('an English card puts English first; without PUBLIC_URL no logo or card link is given (Google needs absolute https addresses)', async () => {
    const { db, request, standIn } = await createGoogleWalletTestApp();
    const { campaign, restaurantId } = makeCampaign(db);
    db.$client.prepare("UPDATE restaurants SET logo_url = '/objects/uploads/logo-1' WHERE id = ?").run(restaurantId);
    const { card } = makeCard(db, campaign.id);
    await request.get(`/api/cards/${card.accessCode}/wallet/google`).expect(302);
    const object = standIn.objects.get(objectIdOf(card.id)) as GenericObject;
    expect(object.logo).toBeUndefined();
    expect(object.linksModuleData).toBeUndefined();
    expect(object.textModulesData[0]!.localizedBody).toEqual({
      defaultValue: { language: 'en', value: '3 of 3 remaining. One order of fowl balls, free' },
      translatedValues: [{ language: 'es', value: 'Quedan 3 de 3. One order of fowl balls, free' }],
    });
  });
});

describe('Google Wallet updates', () => {
  async function savedCard(options: { logger?: ReturnType<typeof keptLog>['logger'] } = {}) {
    const ctx = await createGoogleWalletTestApp({ logger: options.logger });
    const { campaign } = makeCampaign(ctx.db, {}, [
      { name: 'Free Dessert', description: 'Any dessert', quantity: 1, retailValue: 699 },
      { name: 'Free Drink', description: 'Any drink', quantity: 2, retailValue: 299 },
    ]);
    const { card, offers } = makeCard(ctx.db, campaign.id);
    await ctx.request.get(`/api/cards/${card.accessCode}/wallet/google`).expect(302);
    // The real time, moved on by what a test skips (the queue's rows carry the real time).
    let skipped = 0;
    const updater = createWalletUpdater({
      db: ctx.db,
      logger: options.logger ?? pino({ level: 'silent' }),
      senders: { google: ctx.wallet.sender },
      now: () => new Date(Date.now() + skipped),
    });
    const object = () => ctx.standIn.objects.get(objectIdOf(card.id)) as GenericObject;
    const advance = (ms: number) => (skipped += ms);
    return { ...ctx, card, offers, updater, object, advance };
  }

  it('after each use, undo, refund the object is updated: remaining, COMPLETED when the last use is taken, ACTIVE again on undo, INACTIVE after a refund', async () => {
    const { db, request, card, offers, updater, object } = await savedCard();
    expect(await updater.runOnce()).toEqual({ sent: 0, retried: 0, gaveUp: 0 });

    await request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: offers[1]!.id }).expect(201);
    expect(await updater.runOnce()).toMatchObject({ sent: 1 });
    expect(object().state).toBe('ACTIVE');
    expect(object().textModulesData[1]!.localizedBody.defaultValue.value).toMatch(/^1 of 2 remaining/);

    redeemOffer(db, card.accessCode, offers[0]!.id);
    const last = redeemOffer(db, card.accessCode, offers[1]!.id);
    expect(await updater.runOnce()).toMatchObject({ sent: 1 });
    expect(object().state).toBe('COMPLETED');
    expect(
      object()
        .textModulesData.slice(0, 2)
        .map((m) => m.localizedBody.defaultValue.value),
    ).toEqual(['0 of 1 remaining. Any dessert', '0 of 2 remaining. Any drink']);

    const admin = await makeUser(db, 'superadmin');
    const user = { id: admin.id, email: admin.email, role: 'superadmin' as const, restaurantId: null, nonprofitId: null };
    await undoRedemption(db, last.redemptionId!, { kind: 'user', user }, 'Wrong offer');
    await updater.runOnce();
    expect(object().state).toBe('ACTIVE');
    expect(object().textModulesData[1]!.localizedBody.defaultValue.value).toMatch(/^1 of 2 remaining/);

    refundInFull(db, card.id);
    await updater.runOnce();
    expect(object().state).toBe('INACTIVE');
    // The card QR stays the same token throughout.
    expect(object().barcode.value).toBe(storedCardToken(db, card.id));
  });

  it('turns the object EXPIRED once the card expires', async () => {
    const { db, card, updater, object } = await savedCard();
    db.$client.prepare('UPDATE cards SET expires_on = ? WHERE id = ?').run(addDaysTo(todayHere(), -1), card.id);
    await updater.runOnce();
    expect(object().state).toBe('EXPIRED');
  });

  it('a 500 from Google never holds up a redemption: the update is logged, retried later, and lands', async () => {
    const { logger, lines } = keptLog();
    const { request, standIn, card, offers, updater, object, advance } = await savedCard({ logger });
    standIn.failing(true);
    const redeemed = await request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: offers[0]!.id });
    expect(redeemed.status).toBe(201);
    expect(await updater.runOnce()).toEqual({ sent: 0, retried: 1, gaveUp: 0 });
    expect(lines.find((l) => l.msg === 'wallet update failed; will retry')).toMatchObject({ cardId: card.id, wallet: 'google' });
    expect(object().state).toBe('ACTIVE');

    standIn.failing(false);
    // Not due yet: the retry waits.
    expect(await updater.runOnce()).toEqual({ sent: 0, retried: 0, gaveUp: 0 });
    advance(10 * 60_000);
    expect(await updater.runOnce()).toEqual({ sent: 1, retried: 0, gaveUp: 0 });
    expect(object().textModulesData[0]!.localizedBody.defaultValue.value).toMatch(/^0 of 1 remaining/);
  });

  it('a use while the object is being inserted still reaches it, though the updater ran before it was marked inserted', async () => {
    const { db, request, standIn, wallet } = await createGoogleWalletTestApp();
    const { campaign } = makeCampaign(db);
    const { card, offers } = makeCard(db, campaign.id);
    const updater = createWalletUpdater({ db, logger: pino({ level: 'silent' }), senders: { google: wallet.sender } });
    const insert = standIn.hold('POST', '/genericObject');
    const link = request.get(`/api/cards/${card.accessCode}/wallet/google`).then((r) => r);
    await insert.reached;
    redeemOffer(db, card.accessCode, offers[0]!.id);
    // Not inserted yet as far as the database knows: the updater has nothing to send.
    expect(await updater.runOnce()).toEqual({ sent: 1, retried: 0, gaveUp: 0 });
    insert.release();
    expect((await link).status).toBe(302);
    const body = () =>
      (standIn.objects.get(objectIdOf(card.id)) as GenericObject).textModulesData[0]!.localizedBody.defaultValue.value;
    expect(body()).toMatch(/^3 of 3 remaining/);
    expect(await updater.runOnce()).toEqual({ sent: 1, retried: 0, gaveUp: 0 });
    expect(body()).toMatch(/^2 of 3 remaining/);
  });

  it('a too long access code is refused with 400 before anything is asked of Google', async () => {
    const { request, standIn } = await createGoogleWalletTestApp();
    const res = await request.get(`/api/cards/${'A'.repeat(41)}/wallet/google`);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect(standIn.requests).toEqual([]);
  });

  it('does nothing for a card whose object was never inserted (an Apple-only pass)', async () => {
    const { db, request, standIn, wallet } = await createGoogleWalletTestApp();
    const { campaign } = makeCampaign(db);
    const { card, offers } = makeCard(db, campaign.id);
    ensureWalletPass(db, card.id);
    await request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: offers[0]!.id }).expect(201);
    const updater = createWalletUpdater({ db, logger: pino({ level: 'silent' }), senders: { google: wallet.sender } });
    expect(await updater.runOnce()).toEqual({ sent: 1, retried: 0, gaveUp: 0 });
    expect(standIn.requests).toEqual([]);
  });

  it('puts back an object deleted on Google’s side', async () => {
    const { standIn, card, offers, updater, object, db } = await savedCard();
    standIn.objects.delete(objectIdOf(card.id));
    redeemOffer(db, card.accessCode, offers[0]!.id);
    await updater.runOnce();
    expect(object().textModulesData[0]!.localizedBody.defaultValue.value).toMatch(/^0 of 1 remaining/);
  });
});

describe('the Google Wallet client', () => {
  it('names the setting when the key file is missing or is not a service account key', () => {
    expect(() => readServiceAccount('/nonexistent/key.json')).toThrow(
      /^GOOGLE_WALLET_KEY_FILE: cannot read \/nonexistent\/key.json/,
    );
    expect(() => readServiceAccount(path.join(import.meta.dirname, 'google-pass.ts'))).toThrow(
      /^GOOGLE_WALLET_KEY_FILE: cannot read/,
    );
  });

  it('keeps its access token until shortly before it expires, and takes a new one when Google refuses it', async () => {
    const { db, standIn, wallet } = await createGoogleWalletTestApp();
    const { campaign } = makeCampaign(db);
    const cards = [1, 2, 3].map(() => makeCard(db, campaign.id).card);
    for (const card of cards) await wallet.saveUrl(card.accessCode, PUBLIC_URL);
    expect(standIn.assertions).toHaveLength(1);
    standIn.revokeTokens();
    await wallet.client.getObject(objectIdOf(cards[0]!.id));
    expect(standIn.assertions).toHaveLength(2);
  });

  it('fetches a new token a minute before the old one expires', async () => {
    const { standIn, account } = await createGoogleWalletTestApp();
    let now = Date.now();
    const client = createGoogleWalletClient(
      { issuerId: TEST_ISSUER_ID, keyFile: account.file, apiUrl: standIn.apiUrl, tokenUrl: standIn.tokenUrl },
      { now: () => now },
    );
    // Tokens that live 90 seconds: kept for 30, then renewed.
    standIn.tokenLifetime(90);
    await client.insertClass({ id: `${TEST_ISSUER_ID}.restaurant-1` });
    now += 25_000;
    await client.insertClass({ id: `${TEST_ISSUER_ID}.restaurant-2` });
    expect(standIn.assertions).toHaveLength(1);
    now += 10_000;
    await client.insertClass({ id: `${TEST_ISSUER_ID}.restaurant-3` });
    expect(standIn.assertions).toHaveLength(2);
  });

  it('is refused a token when its key is not the service account’s', async () => {
    const { account } = await createGoogleWalletTestApp();
    const { generateKeyPairSync } = await import('node:crypto');
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const elsewhere = await startGoogleWalletStandIn({ clientEmail: account.key.client_email, publicKey: stranger });
    try {
      const client = createGoogleWalletClient({
        issuerId: TEST_ISSUER_ID,
        keyFile: account.file,
        apiUrl: elsewhere.apiUrl,
        tokenUrl: elsewhere.tokenUrl,
      });
      const error = await client.getObject('x').catch((err: unknown) => err);
      expect(error).toBeInstanceOf(GoogleWalletError);
      expect((error as GoogleWalletError).message).toMatch(/invalid_grant: Invalid JWT Signature/);
      expect(elsewhere.requests.map((r) => r.path)).toEqual(['/token']);
    } finally {
      await elsewhere.close();
    }
  });
});
