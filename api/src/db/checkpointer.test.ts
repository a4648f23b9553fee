import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { startBackgroundCheckpoints } from './checkpointer.ts';
import { openDatabase } from './client.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function until(check: () => boolean, timeoutMs = 20_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('background WAL checkpoints', () => {
  it('the server connection stops checkpointing and a worker thread copies the WAL into the file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dealcard-ckpt-'));
    dirs.push(dir);
    const file = path.join(dir, 'app.db');
    const db = openDatabase(file);
    const sqlite = db.$client;
    sqlite.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)');
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    const sizeBefore = statSync(file).size;

    const checkpointer = startBackgroundCheckpoints(db, file, createLogger('silent'), 10);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const insert = sqlite.prepare('INSERT INTO t (body) VALUES (?)');
    // About 2,000 pages, each in its own commit, as redemptions arrive.
    for (let i = 0; i < 2000; i++) insert.run('x'.repeat(3000));
    // Only a checkpoint moves pages from the WAL into the database file.
    await until(() => statSync(file).size > sizeBefore + 2000 * 3000);
    expect(sqlite.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 2000 });

    await checkpointer.stop();
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    sqlite.close();
  });

  it('does nothing for an in-memory database', async () => {
    const db = openDatabase(':memory:');
    const checkpointer = startBackgroundCheckpoints(db, ':memory:', createLogger('silent'));
    expect(db.$client.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    await checkpointer.stop();
    db.$client.close();
  });
});
