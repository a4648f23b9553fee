import { afterAll, inject } from 'vitest';
import pg from 'pg';
import { migratePostgres } from '../../db/pg/migrate.ts';
import { freshDatabase } from './throwaway.ts';

/**
 * This test file's own database on the run's throwaway server (global-setup.ts), every PostgreSQL
 * migration applied unless `migrated: false`; its pool is closed after the file.
 */
export async function pgTestDatabase(
  prefix: string,
  options: { migrated?: boolean } = {},
): Promise<{ url: string; pool: pg.Pool }> {
  const url = await freshDatabase(inject('pgUrl'), prefix);
  if (options.migrated !== false) await migratePostgres(url);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  afterAll(() => pool.end());
  return { url, pool };
}
