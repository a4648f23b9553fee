import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startApnsStandIn, type ApnsStandIn } from '../../test/apns-stand-in.ts';
import { makeCampaign, makeCard } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { binaryParser, openPkpass } from '../../test/pkpass-reader.ts';
import { makeWalletTestCa } from '../../test/wallet-test-ca.ts';
import { createWalletUpdater } from '../updates.ts';
import { createApnsSender } from './apns.ts';
import { APPLE_DEVICES_PER_CARD } from './web-service.ts';

const ca = makeWalletTestCa();
afterAll(() => rmSync(ca.dir, { recursive: true, force: true }));
const standIns: ApnsStandIn[] = [];
afterEach(async () => {
  while (standIns.length) await standIns.pop()!.close();
});

/** A logger whose every line is kept, so a test can see what one request writes. */
function recordingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'warn' }, sink);
  return { logger, lines, bytes: () => bytes };
}

const LOG = '/api/wallet/apple/v1/log';

describe("Apple's log endpoint cannot take the server down", () => {
  it('a flood of large posts from many clients: 413 past 16 KB, 429 past 20 a minute, the log bounded, the server answering', async () => {
    const rec = recordingLogger();
    const t = createTestApp({ env: { ...ca.env(), RATE_LIMIT: 'on' }, deps: { logger: rec.logger } });
    const heapBefore = process.memoryUsage().heapUsed;
    // 90 KB of log lines per post (what ran the server out of heap), and posts just under the cap.
    const huge = { logs: Array.from({ length: 45 }, (_, i) => `${i} ${'x'.repeat(1990)}`) };
    const underCap = { logs: Array.from({ length: 60 }, (_, i) => `${i} ${'y'.repeat(240)}`) };
    expect(JSON.stringify(underCap).length).toBeLessThan(16 * 1024);
    const statuses: number[] = [];
    const post = async (body: unknown) => statuses.push((await t.request.post(LOG).send(body as object)).status);
    // Four clients at once, each posting 40 huge and 40 near-cap bodies.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let i = 0; i < 40; i++) {
          await post(huge);
          await post(underCap);
        }
      }),
    );
    expect(statuses).toHaveLength(320);
    expect(statuses.filter((s) => s !== 200 && s !== 413 && s !== 429)).toEqual([]);
    // One address: at most 20 requests a minute get past the limiter, whatever their size.
    const accepted = statuses.filter((s) => s === 200).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(20);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(300);

    const appleLines = rec.lines.filter((l) => l.wallet === 'apple');
    expect(appleLines.length).toBe(accepted * 10);
    for (const line of appleLines) expect(String(line.log).length).toBeLessThanOrEqual(300);
    // The log stayed small: nothing like the 300 MB the flood wrote before.
    expect(rec.bytes()).toBeLessThan(200_000);
    // The process is fine: it answers, and its heap did not balloon.
    expect((await t.request.get('/api/health')).status).toBe(200);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(150 * 1024 * 1024);
  });

  it('a body past 16 KB is 413 even first; one post writes at most 10 lines of at most 300 characters', async () => {
    const rec = recordingLogger();
    const t = createTestApp({ env: ca.env(), deps: { logger: rec.logger } });
    const tooBig = { logs: ['z'.repeat(17 * 1024)] };
    expect((await t.request.post(LOG).send(tooBig)).status).toBe(413);
    expect(rec.lines.filter((l) => l.wallet === 'apple')).toEqual([]);

    const many = { logs: Array.from({ length: 40 }, (_, i) => `line ${i} ${'w'.repeat(350)}`) };
    expect((await t.request.post(LOG).send(many)).status).toBe(200);
    const written = rec.lines.filter((l) => l.wallet === 'apple');
    expect(written).toHaveLength(10);
    expect(written.map((l) => String(l.log).split(' ').slice(0, 2).join(' '))).toEqual(
      Array.from({ length: 10 }, (_, i) => `line ${i}`),
    );
    for (const l of written) expect(String(l.log).length).toBeLessThanOrEqual(300);
    expect(written.at(-1)).toMatchObject({ omitted: 30 });

    expect((await t.request.post(LOG).send({ logs: ['short one'] })).status).toBe(200);
    expect(rec.lines.filter((l) => l.wallet === 'apple').at(-1)).toMatchObject({ log: 'short one' });
  });
});

describe('Apple device registrations per card', () => {
  it('300 registrations of one pass keep the newest 10, and a redemption then pushes at most 10', async () => {
    const apns = await startApnsStandIn();
    standIns.push(apns);
    const t = createTestApp({ env: ca.env(apns.url) });
    const { campaign } = makeCampaign(t.db);
    const { card, offers } = makeCard(t.db, campaign.id);
    const pass = await t.request.get(`/api/cards/${card.accessCode}/wallet/apple`).buffer(true).parse(binaryParser);
    expect(pass.status).toBe(200);
    const auth = openPkpass(pass.body as Buffer).passJson.authenticationToken as string;

    const device = (i: number) => i.toString(16).padStart(32, '0');
    const pushToken = (i: number) => i.toString(16).padStart(64, 'a');
    for (let i = 0; i < 300; i++) {
      const res = await t.request
        .post(`/api/wallet/apple/v1/devices/${device(i)}/registrations/${ca.passTypeId}/${card.id}`)
        .set('Authorization', `ApplePass ${auth}`)
        .send({ pushToken: pushToken(i) });
      expect(res.status).toBe(201);
    }
    const kept = t.db.$client
      .prepare('SELECT device_library_id AS device FROM apple_device_registrations WHERE card_id = ? ORDER BY device_library_id')
      .all(card.id) as Array<{ device: string }>;
    expect(kept.map((r) => r.device)).toEqual(Array.from({ length: APPLE_DEVICES_PER_CARD }, (_, i) => device(290 + i)));

    const updater = createWalletUpdater({
      db: t.db,
      logger: pino({ level: 'silent' }),
      senders: { apple: createApnsSender({ db: t.db, config: t.config.apple!, logger: pino({ level: 'silent' }) }) },
    });
    const use = await t.request.post(`/api/cards/${card.accessCode}/redeem`).send({ offerId: offers[0]!.id });
    expect(use.status, JSON.stringify(use.body)).toBeLessThan(300);
    expect(await updater.runOnce()).toMatchObject({ sent: 1 });
    expect(apns.pushes).toHaveLength(APPLE_DEVICES_PER_CARD);
    expect(apns.pushes.map((p) => p.token).sort()).toEqual(Array.from({ length: 10 }, (_, i) => pushToken(290 + i)).sort());
  });
});
