import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../api/src/db/client.ts';
import { seedDemoData } from '../api/src/modules/demo-seed/demo-seed.ts';
import { pgTestDatabase } from '../api/src/test/pg/database.ts';
import { postgresBinDir } from '../api/src/test/pg/throwaway.ts';
import { compareAll } from './compare-engines.ts';
import { copyDatabase } from './db-copy.ts';
import { repoRoot } from './test-server.ts';

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), 'pg-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The restore drill of docs/deploy.md, as an operator runs it: `npm run backup` with DATABASE_URL
 * set while the site writes, `pg_restore` into an empty database, and the restored site is the
 * site as it was at the backup, triggers and identities working.
 */
describe('npm run backup on PostgreSQL, and the restore drill', () => {
  it('dumps one point in time with pg_dump; pg_restore into an empty database gives that site back, working', async () => {
    const file = path.join(dir, 'app.db');
    const db = openDatabase(file);
    migrateDatabase(db);
    await seedDemoData(db);
    db.$client.close();
    const live = await pgTestDatabase('backup_live', { migrated: false });
    await copyDatabase(file, live.url);

    const out = path.join(dir, 'backups', 'site.dump');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/backup.ts'), '--out', out], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: live.url, PG_BIN: postgresBinDir() },
    });
    expect(stdout).toMatch(/^backup written to .*site\.dump \([\d.]+ MB, \d+ entries, [\d.]+ s\)/);
    expect(statSync(out).size).toBeGreaterThan(0);

    // A write after the backup: the restore must not have it.
    await live.pool.query(
      "UPDATE restaurants SET name = 'Renamed After The Backup' WHERE id = (SELECT min(id) FROM restaurants)",
    );

    const restored = await pgTestDatabase('backup_restored', { migrated: false });
    await run(path.join(postgresBinDir(), 'pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${restored.url}`, out]);
    await compareAll(file, restored.pool);

    // Working: the triggers are restored (a card gets its sale row) and ids continue.
    const { rows: before } = await restored.pool.query<{ id: number; n: string }>(
      'SELECT (SELECT max(id) FROM cards) AS id, (SELECT count(*) FROM ledger_entries) AS n',
    );
    const { rows: card } = await restored.pool.query<{ id: number }>(
      `INSERT INTO cards (campaign_id, restaurant_id, access_code, nonprofit_name, customer_name, customer_email,
                          expires_on, amount_paid, status, sale_method)
       SELECT campaign_id, restaurant_id, 'DRILL0001', nonprofit_name, 'Drill Test', 'drill@example.com',
              expires_on, amount_paid, 'active', 'online'
         FROM cards WHERE id = $1 RETURNING id`,
      [before[0]!.id],
    );
    expect(card[0]!.id).toBe(before[0]!.id + 1);
    const { rows: after } = await restored.pool.query<{ n: string }>('SELECT count(*) AS n FROM ledger_entries');
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n) + 1);
  });

  it('leaves no file behind when pg_dump fails', async () => {
    const out = path.join(dir, 'backups', 'refused.dump');
    const failed = run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/backup.ts'), '--out', out], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PG_BIN: postgresBinDir() },
    });
    await expect(failed).rejects.toMatchObject({ code: 1 });
    expect(() => statSync(out)).toThrow();
    expect(() => statSync(`${out}.partial`)).toThrow();
  });
});
