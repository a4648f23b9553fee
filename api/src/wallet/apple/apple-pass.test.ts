import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { restaurants, uploads } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { makeCampaign, makeCard, makeLocation, makeUser, refundInFull } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { manifestMismatches, openPkpass, signatureVerifies } from '../../test/pkpass-reader.ts';
import { makeWalletTestCa } from '../../test/wallet-test-ca.ts';
import { storedCardToken } from '../../modules/cards/card-tokens.ts';
import { passIcon } from './icon.ts';
import { binaryParser } from '../../test/pkpass-reader.ts';
import { rmSync } from 'node:fs';
import { expirationDateOf } from '../../modules/cards/card-days.ts';

const ca = makeWalletTestCa();
afterAll(() => rmSync(ca.dir, { recursive: true, force: true }));

/** Raw bytes of a supertest answer (it does not buffer unknown types by itself). */
function binary(res: { body: unknown }): Buffer {
  return res.body as Buffer;
}

function appleApp(options: { encryptedKey?: boolean; env?: Record<string, string> } = {}) {
  const ctx = createTestApp({ env: { ...ca.env(undefined, options), PUBLIC_URL: 'https://cards.example.org', ...options.env } });
  const { campaign, restaurantId } = makeCampaign(ctx.db);
  const { card, offers } = makeCard(ctx.db, campaign.id, { language: 'es' });
  return { ...ctx, campaign, restaurantId, card, offers };
}

async function download(ctx: ReturnType<typeof appleApp>, accessCode = ctx.card.accessCode) {
  return ctx.request.get(`/api/cards/${accessCode}/wallet/apple`).buffer(true).parse(binaryParser);
}

describe('the Apple Wallet pass', () => {
  it('is a storeCard signed by the configured certificate, every file in the manifest, both languages', async () => {
    const ctx = appleApp();
    const located = makeLocation(ctx.db, ctx.restaurantId, {
      name: 'Downtown',
      city: 'Austin',
      latitude: 30.2672,
      longitude: -97.7431,
    });
    makeLocation(ctx.db, ctx.restaurantId, { name: 'No coordinates' });
    const res = await download(ctx);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['content-disposition']).toBe('attachment; filename="deal-card.pkpass"');
    expect(res.headers['last-modified']).toBeTruthy();

    const pass = openPkpass(binary(res));
    expect(Object.keys(pass.files)).toEqual(
      expect.arrayContaining([
        'pass.json',
        'icon.png',
        'icon@2x.png',
        'manifest.json',
        'signature',
        'en.lproj/pass.strings',
        'es.lproj/pass.strings',
      ]),
    );
    expect(manifestMismatches(pass)).toEqual([]);
    expect(signatureVerifies(pass.files.signature!, pass.files['manifest.json']!, ca.chainPath)).toBe(true);
    // A tampered manifest, or a chain that is not ours, fails.
    const tampered = Buffer.from(pass.files['manifest.json']!.toString().replace(/"[0-9a-f]{40}"/, `"${'0'.repeat(40)}"`));
    expect(signatureVerifies(pass.files.signature!, tampered, ca.chainPath)).toBe(false);
    const other = makeWalletTestCa();
    expect(signatureVerifies(pass.files.signature!, pass.files['manifest.json']!, other.chainPath)).toBe(false);
    rmSync(other.dir, { recursive: true, force: true });

    const json = pass.passJson;
    const wallet = ctx.db.$client
      .prepare('SELECT apple_auth_token AS token FROM wallet_passes WHERE card_id = ?')
      .get(ctx.card.id) as {
      token: string;
    };
    expect(json).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: ca.passTypeId,
      teamIdentifier: ca.teamId,
      serialNumber: String(ctx.card.id),
      authenticationToken: wallet.token,
      webServiceURL: 'https://cards.example.org/api/wallet/apple',
      expirationDate: expirationDateOf(ctx.card.expiresOn),
      barcodes: [{ format: 'PKBarcodeFormatQR', message: storedCardToken(ctx.db, ctx.card.id), messageEncoding: 'iso-8859-1' }],
      locations: [{ latitude: 30.2672, longitude: -97.7431, relevantText: 'nearby' }],
    });
    expect(json.voided).toBeUndefined();
    expect(json.storeCard).toBeTruthy();
    expect((json.storeCard as { headerFields: unknown[] }).headerFields).toEqual([
      { key: 'left', label: 'left_label', value: 12, changeMessage: 'left_changed' },
    ]);
    expect(pass.strings('es').left_changed).toBe('Usos que quedan en tu tarjeta: %@');

    const es = pass.strings('es');
    const en = pass.strings('en');
    expect(en.left_label).toBe('Uses left');
    expect(es.left_label).toBe('Quedan');
    expect(en.offer_0_label).toBe('Free Fowl Balls');
    expect(en.offer_0_value).toContain('3 of 3 left');
    expect(es.offer_0_value).toContain('quedan 3 de 3');
    expect(en.locations_value).toContain(located.name);
    expect(en.card_link_value).toBe(`https://cards.example.org/card/${ctx.card.accessCode}`);
    // The card's own language (Spanish here) comes first in the bundle.
    const names = Object.keys(pass.files);
    expect(names.indexOf('es.lproj/pass.strings')).toBeLessThan(names.indexOf('en.lproj/pass.strings'));
  });

  it('signs with a passphrase-protected key', async () => {
    const ctx = appleApp({ encryptedKey: true });
    const res = await download(ctx);
    expect(res.status).toBe(200);
    const pass = openPkpass(binary(res));
    expect(signatureVerifies(pass.files.signature!, pass.files['manifest.json']!, ca.chainPath)).toBe(true);
  });

  it('is voided after a refund, says what is left after a use, and keeps one token per card', async () => {
    const ctx = appleApp();
    const first = openPkpass(binary(await download(ctx)));
    const use = await ctx.request.post(`/api/cards/${ctx.card.accessCode}/redeem`).send({ offerId: ctx.offers[0]!.id });
    expect(use.status, JSON.stringify(use.body)).toBeLessThan(300);
    const used = openPkpass(binary(await download(ctx)));
    expect(used.passJson.authenticationToken).toBe(first.passJson.authenticationToken);
    expect(used.strings('en').offer_0_value).toContain('2 of 3 left');
    expect((used.passJson.storeCard as { headerFields: Array<{ value: number }> }).headerFields[0]!.value).toBe(11);

    refundInFull(ctx.db, ctx.card.id);
    const refunded = openPkpass(binary(await download(ctx)));
    expect(refunded.passJson.voided).toBe(true);
    expect(refunded.strings('en').state_voided).toMatch(/no longer valid/);
  });

  it('says the card expired once its expiry has passed (and keeps the expiry date Wallet greys it out by)', async () => {
    const ctx = appleApp();
    ctx.db.$client.prepare('UPDATE cards SET expires_on = ? WHERE id = ?').run('2025-01-31', ctx.card.id);
    const pass = openPkpass(binary(await download(ctx)));
    // The end of its last day in the deployment's zone.
    expect(pass.passJson.expirationDate).toBe(expirationDateOf('2025-01-31'));
    expect(pass.passJson.voided).toBeUndefined();
    expect((pass.passJson.storeCard as { auxiliaryFields: unknown[] }).auxiliaryFields).toEqual([
      { key: 'state', label: 'state_label', value: 'state_expired' },
    ]);
    expect(pass.strings('es').state_expired).toMatch(/^Venció el /);
  });

  it('carries the restaurant logo when it is an uploaded PNG', async () => {
    const ctx = appleApp();
    const owner = await makeUser(ctx.db, 'restaurant_owner', ctx.restaurantId);
    const logo = passIcon(40, [0, 0, 0], [255, 255, 255]);
    mkdirSync(ctx.config.uploadsDir, { recursive: true });
    writeFileSync(path.join(ctx.config.uploadsDir, 'logo-upload-1'), logo);
    ctx.db
      .insert(uploads)
      .values({ id: 'logo-upload-1', contentType: 'image/png', size: logo.length, createdBy: owner.id })
      .run();
    ctx.db
      .update(restaurants)
      .set({ logoUrl: '/objects/uploads/logo-upload-1' })
      .where(eq(restaurants.id, ctx.restaurantId))
      .run();
    const pass = openPkpass(binary(await download(ctx)));
    expect(pass.files['logo.png']).toEqual(logo);
    expect(manifestMismatches(pass)).toEqual([]);
  });

  it('is 404 with both languages when Apple is not configured, or for an unknown card', async () => {
    const off = createTestApp();
    const { campaign } = makeCampaign(off.db);
    const { card } = makeCard(off.db, campaign.id);
    const res = await off.request.get(`/api/cards/${card.accessCode}/wallet/apple`).set('Accept-Language', 'es');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Aquí no se ofrecen pases de Apple Wallet', code: 'not_found' });
    expect(off.db.$client.prepare('SELECT count(*) AS n FROM wallet_passes').get()).toEqual({ n: 0 });

    const on = appleApp();
    const unknown = await on.request.get('/api/cards/NOPE-NOPE-NOPE/wallet/apple');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
  });
});
