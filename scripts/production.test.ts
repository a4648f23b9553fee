import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../api/src/db/client.ts';
import { seedDemoData } from '../api/src/modules/demo-seed/demo-seed.ts';
import { todayHere } from '../api/src/modules/cards/card-days.ts';
import { serverNodeArgs } from './server-entry.mjs';
import { repoRoot, startServer, type RunningServer } from './test-server.ts';

/**
 * The server as docs/deploy.md runs it: NODE_ENV=production behind a TLS proxy (TRUST_PROXY=1),
 * rate limits on, a PUBLIC_URL. Checks what production refuses, then the guide's backup and
 * restore: a backup taken while the server writes, restored into a fresh DATA_DIR under a second
 * server, holds every card and redemption.
 */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://cards.example.test',
  SESSION_SECRET: 'production-test-secret-'.repeat(3),
  TRUST_PROXY: '1',
  RATE_LIMIT: 'on',
  LOG_LEVEL: 'info',
  // No Stripe account here: the demo provider stands in, as production allows only when asked.
  ALLOW_DEMO_PAYMENTS: '1',
};

function startRefusal(env: Record<string, string>): { status: number | null; stderr: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dealcard-refusal-'));
  try {
    const run = spawnSync(process.execPath, serverNodeArgs(), {
      cwd: repoRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });
    return { status: run.status, stderr: run.stderr };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function runBackup(dataDir: string, out: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/backup.ts'), '--out', out], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`backup exited with ${code}:\n${output}`))));
  });
}

interface CardRow {
  id: number;
  accessCode: string;
}

describe('production, as the deploy guide runs it', () => {
  let dataDir: string;
  let restoredDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dealcard-production-'));
    restoredDir = mkdtempSync(path.join(tmpdir(), 'dealcard-restored-'));
    // Production never seeds demo data: the cards and redemptions to find later are put in first.
    const db = openDatabase(path.join(dataDir, 'app.db'));
    migrateDatabase(db);
    await seedDemoData(db, path.join(dataDir, 'uploads'));
    db.$client.close();
    server = await startServer(PRODUCTION, dataDir);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(restoredDir, { recursive: true, force: true });
  });

  it('refuses to start with a laptop setting, and a live Stripe key outside production, naming the variable', () => {
    const live = startRefusal({ NODE_ENV: 'development', STRIPE_SECRET_KEY: 'sk_live_not_a_real_key' });
    expect(live.status).not.toBe(0);
    expect(live.stderr).toContain('STRIPE_SECRET_KEY: a live key');
    const noLimits = startRefusal({ ...PRODUCTION, RATE_LIMIT: 'off' });
    expect(noLimits.status).not.toBe(0);
    expect(noLimits.stderr).toContain('RATE_LIMIT');
    const noUrl = startRefusal({ ...PRODUCTION, PUBLIC_URL: '' });
    expect(noUrl.status).not.toBe(0);
    expect(noUrl.stderr).toContain('PUBLIC_URL');
    // Not yet served from PostgreSQL (issue 41): refused, never silently served from SQLite instead.
    const postgres = startRefusal({ DATABASE_URL: 'postgres://dealcard@127.0.0.1/dealcard' });
    expect(postgres.status).not.toBe(0);
    expect(postgres.stderr).toContain('DATABASE_URL: this build serves from SQLite (DATA_DIR) only');
  }, 60_000);

  it('serves no demo data, no outbox viewer and no cross-site writes; sends HSTS; logs route patterns only', async () => {
    const health = await fetch(`${server.baseURL}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect((await fetch(`${server.baseURL}/api/dev/outbox`)).status).toBe(404);
    expect(((await (await fetch(`${server.baseURL}/api/config`)).json()) as { outboxViewer: boolean }).outboxViewer).toBe(false);
    const forged = await fetch(`${server.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin-2026' }),
    });
    expect(forged.status).toBe(403);

    const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    const card = db.prepare('SELECT id, access_code AS accessCode FROM cards ORDER BY id LIMIT 1').get() as CardRow;
    db.close();
    expect((await fetch(`${server.baseURL}/api/cards/${card.accessCode}`)).status).toBe(200);
    await expect.poll(() => server.output()).toContain('/api/cards/:accessCode');
    expect(server.output()).not.toContain(card.accessCode);
  });

  it('a backup taken while the server writes restores into a fresh DATA_DIR, where a second server finds every card and redemption', async () => {
    const live = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    const redeemable = live
      .prepare(
        `SELECT c.access_code AS accessCode, o.id AS offerId FROM card_offers o JOIN cards c ON c.id = o.card_id
          WHERE o.quantity_remaining > 0 AND c.expires_on >= ? ORDER BY o.id`,
      )
      .all(todayHere()) as Array<{ accessCode: string; offerId: number }>;
    expect(redeemable.length).toBeGreaterThan(4);

    // Redemptions land before, during and after the copy.
    let redeemed = 0;
    let writing = true;
    const writer = (async () => {
      for (const { accessCode, offerId } of redeemable) {
        if (!writing && redeemed >= 4) break;
        const res = await fetch(`${server.baseURL}/api/cards/${accessCode}/redeem`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${(redeemed % 200) + 1}` },
          body: JSON.stringify({ offerId }),
        });
        expect(res.status).toBe(201);
        redeemed++;
      }
    })();
    while (redeemed < 2) await new Promise((r) => setTimeout(r, 20));
    const backup = path.join(dataDir, 'backups', 'nightly', 'app.db');
    await runBackup(dataDir, backup);
    writing = false;
    await writer;
    live.close();

    // The restore drill: the backup and the uploads into a fresh folder, then a second server.
    cpSync(backup, path.join(restoredDir, 'app.db'));
    cpSync(path.join(dataDir, 'uploads'), path.join(restoredDir, 'uploads'), { recursive: true });
    const restored = await startServer(PRODUCTION, restoredDir);
    try {
      const copy = new Database(backup, { readonly: true });
      const cards = copy.prepare('SELECT id, access_code AS accessCode FROM cards ORDER BY id').all() as CardRow[];
      const redemptionsOf = copy.prepare('SELECT count(*) AS n FROM redemptions WHERE card_id = ?');
      const total = (copy.prepare('SELECT count(*) AS n FROM redemptions').get() as { n: number }).n;
      expect(cards.length).toBeGreaterThan(3);
      expect(total).toBeGreaterThanOrEqual(2);
      let found = 0;
      for (const card of cards) {
        const res = await fetch(`${restored.baseURL}/api/cards/${card.accessCode}`);
        expect(res.status, card.accessCode).toBe(200);
        const body = (await res.json()) as { redemptions: unknown[] };
        expect(body.redemptions.length, card.accessCode).toBe((redemptionsOf.get(card.id) as { n: number }).n);
        found += body.redemptions.length;
      }
      expect(found).toBe(total);
      copy.close();
      // The restored server serves the uploaded logos too.
      const restoredDb = new Database(path.join(restoredDir, 'app.db'), { readonly: true });
      const logo = restoredDb.prepare('SELECT logo_url AS url FROM restaurants WHERE logo_url IS NOT NULL LIMIT 1').get() as {
        url: string;
      };
      restoredDb.close();
      expect((await fetch(`${restored.baseURL}${logo.url}`)).status).toBe(200);
    } finally {
      await restored.stop();
    }
  }, 120_000);
});
