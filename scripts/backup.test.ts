import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startServer, type RunningServer } from './test-server.ts';
import { seedScale } from './seed-scale.ts';

function tableCounts(db: Database.Database): Record<string, number> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as Array<{ name: string }>;
  return Object.fromEntries(
    tables.map(({ name }) => [name, (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n]),
  );
}

function runBackup(dataDir: string, out: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/backup.ts'), '--out', out], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`backup exited with ${code}:\n${output}`))));
  });
}

describe('npm run backup', () => {
  let dataDir: string;
  let server: RunningServer;
  let signups = 0;

  const signup = async (n: number) => {
    const res = await fetch(`${server.baseURL}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `backup-${n}@example.com`, password: 'backup-pass-2026', firstName: 'Backup' }),
    });
    expect(res.status).toBe(201);
    signups++;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dealcard-backup-'));
    // Enough data that the copy takes a moment, so the writes below really overlap it.
    await seedScale({ cards: 20_000, force: false, dataDir, log: () => {} });
    server = await startServer({ SEED_DEMO: 'off' }, dataDir);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies the live database while the server writes, and the copy restores whole', async () => {
    const live = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    const before = tableCounts(live);
    const out = path.join(dataDir, 'backups', 'during-writes.db');

    let writing = true;
    const writer = (async () => {
      let n = 0;
      while (writing) await signup(n++);
    })();
    // Some writes land before the copy starts, some during it.
    while (signups < 5) await new Promise((r) => setTimeout(r, 20));
    const output = await runBackup(dataDir, out);
    writing = false;
    await writer;
    const after = tableCounts(live);
    expect(output).toMatch(/backup written to .*during-writes\.db \([\d.]+ MB/);
    expect(after.users).toBeGreaterThan(before.users!);

    const copy = new Database(out, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.pragma('foreign_key_check')).toEqual([]);
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    const copied = tableCounts(copy);
    expect(Object.keys(copied)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) {
      // Each table is somewhere between the state before and after the writes: one point in time.
      expect(copied[table], table).toBeGreaterThanOrEqual(before[table]!);
      expect(copied[table], table).toBeLessThanOrEqual(after[table]!);
    }
    copy.close();

    // Once the writes stop, a second backup equals the live database table by table.
    const quiet = path.join(dataDir, 'backups', 'quiet.db');
    await runBackup(dataDir, quiet);
    const restored = new Database(quiet, { readonly: true });
    expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(tableCounts(restored)).toEqual(tableCounts(live));
    expect(statSync(quiet).size).toBeGreaterThan(1_000_000);
    restored.close();
    live.close();
  }, 180_000);
});
