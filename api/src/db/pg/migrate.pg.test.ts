import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { pgTestDatabase } from '../../test/pg/database.ts';
import { MIGRATION_LOCK_KEY, migratePostgres, pgMigrationsFolder } from './migrate.ts';

const journal = JSON.parse(readFileSync(path.join(pgMigrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>;
};

async function applied(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
  return Number(rows[0]!.n);
}

async function tableExists(pool: pg.Pool, name: string): Promise<boolean> {
  const { rows } = await pool.query('SELECT to_regclass($1) AS t', [`public.${name}`]);
  return rows[0]!.t !== null;
}

/** Whether a session waits for the migration lock (polled for up to 10 s). */
async function waitingForTheLock(pool: pg.Pool): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    const { rowCount } = await pool.query(
      "SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND objid::text::bigint = $1",
      [MIGRATION_LOCK_KEY],
    );
    if (rowCount) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe("PostgreSQL's migrator", () => {
  it('applies every migration once when two processes start together', async () => {
    const { url, pool } = await pgTestDatabase('migrate_twice', { migrated: false });
    // Two migrators, each on its own connection, as two API processes starting at once.
    await Promise.all([migratePostgres(url), migratePostgres(url)]);
    expect(journal.entries.length).toBeGreaterThanOrEqual(2);
    expect(await applied(pool)).toBe(journal.entries.length);
    const { rows } = await pool.query<{ hash: string; n: string }>(
      'SELECT hash, count(*) AS n FROM drizzle.__drizzle_migrations GROUP BY hash HAVING count(*) > 1',
    );
    expect(rows).toEqual([]);
    // The triggers' functions were created once (a second CREATE FUNCTION would have failed).
    const triggers = await pool.query("SELECT 1 FROM pg_trigger WHERE tgname = 'ledger_sale_on_card_insert'");
    expect(triggers.rowCount).toBe(1);
    // And a later start finds nothing to do.
    await migratePostgres(url);
    expect(await applied(pool)).toBe(journal.entries.length);
  });

  it('waits for the advisory lock before it reads or applies anything', async () => {
    const { url, pool } = await pgTestDatabase('migrate_lock', { migrated: false });
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      let done = false;
      const running = migratePostgres(url).then(() => (done = true));
      // The migrator's session shows up waiting for the lock the holder has...
      expect(await waitingForTheLock(pool)).toBe(true);
      // ...and has applied nothing meanwhile.
      expect(done).toBe(false);
      expect(await tableExists(pool, 'cards')).toBe(false);
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await running;
      expect(await tableExists(pool, 'cards')).toBe(true);
      expect(await applied(pool)).toBe(journal.entries.length);
    } finally {
      await holder.end();
    }
  });
});
