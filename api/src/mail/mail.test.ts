import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { OutboxEmailResponseSchema, OutboxListResponseSchema } from '@dealcard/shared';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { createMailTransport } from '../services.ts';
import { makeCampaign } from '../test/factories.ts';
import { createTestApp } from '../test/harness.ts';
import { enqueueEmail } from './outbox.ts';
import { cardConfirmationEmail } from './templates/card-confirmation.ts';
import type { MailTransport, QueuedEmail } from './transports.ts';
import { createMailWorker, retryDelayMs } from './worker.ts';

const logger = createLogger('silent');

function queue(db: Db, n = 1) {
  for (let i = 0; i < n; i++) {
    enqueueEmail(db, {
      kind: 'test',
      to: `person${i}@example.com`,
      subject: `Hello ${i}`,
      html: `<p>Hi ${i}</p>`,
      text: `Hi ${i}`,
      dedupeKey: `test:${i}`,
    });
  }
  return db.select().from(emailOutbox).all();
}

/** A transport that fails its first `failures` sends, then delivers. */
function flakyTransport(failures: number): MailTransport & { sent: QueuedEmail[]; calls: number } {
  const t = {
    name: 'smtp' as const,
    sent: [] as QueuedEmail[],
    calls: 0,
    async send(email: QueuedEmail) {
      t.calls++;
      if (t.calls <= failures) throw new Error(`connection refused (${t.calls})`);
      t.sent.push(email);
    },
  };
  return t;
}

/** A controllable clock a little ahead of the real one, so freshly queued e-mails are due. */
function clock() {
  let t = Date.now() + 1000;
  return { now: () => new Date(t), advance: (ms: number) => (t += ms), at: () => t };
}

describe('mail worker', () => {
  it('writes each due e-mail to the outbox folder as .eml and .html and marks it sent', async () => {
    const { db, config } = createTestApp();
    const [row] = queue(db);
    const worker = createMailWorker({ db, transport: createMailTransport(config), logger });
    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });

    const eml = readFileSync(path.join(config.outboxDir, `email-${row!.id}.eml`), 'utf8');
    expect(eml).toMatch(/^To: person0@example.com$/m);
    expect(eml).toMatch(/^Subject: Hello 0$/m);
    expect(eml).toMatch(/^From: Deal Cards <cards@localhost>$/m);
    expect(readFileSync(path.join(config.outboxDir, `email-${row!.id}.html`), 'utf8')).toBe('<p>Hi 0</p>');
    const after = db.select().from(emailOutbox).get()!;
    expect(after).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(after.sentAt).not.toBeNull();
    // Nothing is sent twice.
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('retries a failing transport with a doubling wait, then delivers', async () => {
    const { db } = createTestApp();
    queue(db);
    const c = clock();
    const transport = flakyTransport(2);
    const worker = createMailWorker({ db, transport, logger, now: c.now, baseDelayMs: 1000, maxDelayMs: 60_000 });

    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let row = db.select().from(emailOutbox).get()!;
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused (1)' });
    expect(new Date(row.nextAttemptAt).getTime()).toBe(c.at() + 1000);

    c.advance(999);
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(transport.calls).toBe(1);

    c.advance(1);
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    row = db.select().from(emailOutbox).get()!;
    expect(new Date(row.nextAttemptAt).getTime()).toBe(c.at() + 2000);

    c.advance(2000);
    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(db.select().from(emailOutbox).get()).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(transport.sent.map((e) => e.to)).toEqual(['person0@example.com']);
  });

  it('gives up after the last attempt and marks the e-mail failed', async () => {
    const { db } = createTestApp();
    queue(db);
    const c = clock();
    const transport = flakyTransport(Infinity);
    const worker = createMailWorker({ db, transport, logger, now: c.now, baseDelayMs: 10, maxAttempts: 3 });
    for (let i = 0; i < 5; i++) {
      await worker.runOnce();
      c.advance(1000);
    }
    expect(transport.calls).toBe(3);
    expect(db.select().from(emailOutbox).get()).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'connection refused (3)',
    });
  });

  it('backs off up to a ceiling', () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n, 30_000, 3_600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000,
    ]);
  });

  it('after a restart delivers what was left pending, and what a crash left mid-send once its claim runs out', async () => {
    const { db } = createTestApp();
    const rows = queue(db, 2);
    const c = clock();
    // The previous process claimed the second e-mail and died before sending it.
    db.update(emailOutbox)
      .set({ attempts: 1, nextAttemptAt: new Date(c.at() + 120_000).toISOString() })
      .where(eq(emailOutbox.id, rows[1]!.id))
      .run();

    const transport = flakyTransport(0);
    const restarted = createMailWorker({ db, transport, logger, now: c.now, pollMs: 10 });
    restarted.start();
    onTestFinished(() => restarted.stop());
    await vi.waitFor(() => expect(transport.sent.map((e) => e.id)).toEqual([rows[0]!.id]));

    c.advance(120_000);
    await vi.waitFor(() => expect(transport.sent.map((e) => e.id)).toEqual([rows[0]!.id, rows[1]!.id]));
    await restarted.stop();
    expect(
      db
        .select()
        .from(emailOutbox)
        .all()
        .map((r) => r.status),
    ).toEqual(['sent', 'sent']);
  });

  it('two workers never send the same e-mail twice', async () => {
    const { db } = createTestApp();
    queue(db, 5);
    const transport = flakyTransport(0);
    const a = createMailWorker({ db, transport, logger });
    const b = createMailWorker({ db, transport, logger });
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce()]);
    expect(transport.sent.map((e) => e.id).sort()).toEqual(
      db
        .select()
        .from(emailOutbox)
        .all()
        .map((r) => r.id)
        .sort(),
    );
  });

  it('delivers the confirmation of a bought card to the outbox folder with the card link', async () => {
    const { db, config, request } = createTestApp();
    const { campaign } = makeCampaign(db);
    const opened = await request.post(`/api/campaigns/${campaign.slug}/create-payment-intent`).expect(200);
    const id = opened.body.paymentIntentId as string;
    await request.post(`/api/demo-payments/${id}/confirm`).send({ cardNumber: '4242424242424242' }).expect(200);
    const bought = await request
      .post('/api/purchase-card')
      .set('Host', 'localhost:3100')
      .send({ campaignId: campaign.id, stripePaymentIntentId: id, customerName: 'Lee', customerEmail: 'lee@example.com' })
      .expect(200);
    await createMailWorker({ db, transport: createMailTransport(config), logger }).runOnce();
    const files = readdirSync(config.outboxDir);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    const html = readFileSync(
      path.join(
        config.outboxDir,
        files.find((f) => f.endsWith('.html'))!,
      ),
      'utf8',
    );
    expect(html).toContain(`http://localhost:3100/card/${bought.body.card.accessCode}`);
  });
});

/** Just enough of an SMTP server to accept messages from nodemailer. */
async function startFakeSmtp(): Promise<{ port: number; messages: string[] }> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    socket.write('220 fake.local ESMTP\r\n');
    let buffer = '';
    let data: string[] | null = null;
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\n'));
            data = null;
            socket.write('250 2.0.0 queued\r\n');
          } else data.push(line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake.local\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.address() as AddressInfo).port, messages };
}

describe('SMTP transport', () => {
  it('is used when SMTP_URL is set and hands the e-mail to the SMTP server', async () => {
    const smtp = await startFakeSmtp();
    const { db, config } = createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Cards <cards@example.org>' },
    });
    const transport = createMailTransport(config);
    expect(transport.name).toBe('smtp');
    queue(db);
    const worker = createMailWorker({ db, transport, logger });
    expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    await worker.stop();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatch(/^Subject: Hello 0$/m);
    expect(smtp.messages[0]).toMatch(/^To: person0@example.com$/m);
    expect(existsSync(config.outboxDir)).toBe(false);
  });
});

describe('confirmation e-mail', () => {
  it('escapes names in the HTML and keeps them plain in the text', () => {
    const email = cardConfirmationEmail({
      cardId: 9,
      customerName: 'Ann <b>Lee</b>',
      customerEmail: 'ann@example.com',
      accessCode: 'ABCDEFGHJKMNPQ',
      nonprofitName: 'Friends & <script>alert(1)</script>',
      restaurantName: 'Pho "Real"',
      expiresOn: '2027-03-05',
      offers: [{ offerType: 'Free Drink', description: 'Any drink', quantityTotal: 2, retailValue: 350 }],
      cardUrl: 'https://cards.example.org/card/ABCDEFGHJKMNPQ',
      raisedCents: 1001,
    });
    expect(email.html).not.toContain('<script>');
    expect(email.text).toContain('Your card raised $10.01 for Friends & <script>alert(1)</script>.');
    expect(email.html).toContain('Friends &amp; &lt;script&gt;');
    expect(email.html).toContain('Pho &quot;Real&quot;');
    expect(email.text).toContain('Friends & <script>alert(1)</script>');
    expect(email.text).toContain('- 2x Free Drink: Any drink ($3.50 value)');
    expect(email.text).toContain('expires on March 5, 2027');
    expect(email.dedupeKey).toBe('card-confirmation:9');
  });
});

describe('development outbox viewer API', () => {
  it('lists e-mails newest first and shows one with its HTML and text', async () => {
    const { db, request } = createTestApp();
    const rows = queue(db, 3);
    const list = await request.get('/api/dev/outbox');
    expect(list.status).toBe(200);
    const { emails } = OutboxListResponseSchema.parse(list.body);
    expect(emails.map((e) => e.id)).toEqual(rows.map((r) => r.id).reverse());
    expect(emails[0]).toMatchObject({
      to: 'person2@example.com',
      subject: 'Hello 2',
      status: 'pending',
      attempts: 0,
      sentAt: null,
    });
    expect(list.body.emails[0].html).toBeUndefined();

    const one = await request.get(`/api/dev/outbox/${rows[1]!.id}`);
    expect(OutboxEmailResponseSchema.parse(one.body).email).toMatchObject({ html: '<p>Hi 1</p>', text: 'Hi 1', kind: 'test' });
    expect((await request.get('/api/dev/outbox/99999')).status).toBe(404);
    expect((await request.get('/api/dev/outbox/abc')).status).toBe(400);
  });

  it('does not exist in production', async () => {
    const { db, request } = createTestApp({
      env: { NODE_ENV: 'production', ALLOW_DEMO_PAYMENTS: '1', RATE_LIMIT: 'on', PUBLIC_URL: 'https://cards.example.org' },
    });
    const [row] = queue(db);
    expect((await request.get('/api/dev/outbox')).status).toBe(404);
    expect((await request.get(`/api/dev/outbox/${row!.id}`)).status).toBe(404);
  });

  it('answers only a client on this machine: a request a proxy forwarded for someone else is a 404, and the footer link is off for it', async () => {
    const { db, request } = createTestApp();
    const [row] = queue(db);
    for (const [header, value] of [
      ['X-Forwarded-For', '203.0.113.9'],
      ['Forwarded', 'for=203.0.113.9'],
    ] as const) {
      const list = await request.get('/api/dev/outbox').set(header, value);
      expect(list.status).toBe(404);
      expect(list.body.code).toBe('not_found');
      expect((await request.get(`/api/dev/outbox/${row!.id}`).set(header, value)).status).toBe(404);
      expect((await request.get('/api/config').set(header, value)).body.outboxViewer).toBe(false);
    }
    // The same calls straight from loopback (supertest connects to 127.0.0.1) are served.
    expect((await request.get('/api/dev/outbox')).status).toBe(200);
    expect((await request.get('/api/config')).body.outboxViewer).toBe(true);
  });
});
