import { afterAll, inject } from 'vitest';
import pg from 'pg';
import { migratePostgres } from '../../db/pg/migrate.ts';
import { freshDatabase } from './throwaway.ts';

/** The pools this test file opened, closed after the file (registered when a test file imports this). */
const pools: pg.Pool[] = [];
afterAll(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

/**
 * A new database of this test file on the run's throwaway server (global-setup.ts), every
 * PostgreSQL migration applied unless `migrated: false`, and a pool on it.
 */
export async function pgTestDatabase(
  prefix: string,
  options: { migrated?: boolean } = {},
): Promise<{ url: string; pool: pg.Pool }> {
  const url = await freshDatabase(inject('pgUrl'), prefix);
  if (options.migrated !== false) await migratePostgres(url);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pools.push(pool);
  return { url, pool };
}
