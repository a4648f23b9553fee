import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import pg from 'pg';
import { apiRoot } from '../../paths.ts';

export const pgMigrationsFolder = path.join(apiRoot, 'src/db/migrations-pg');

/**
 * The advisory lock's key (any 64-bit number fixed for this product): two processes starting on
 * one database at once take turns, and the second finds every migration applied by the first.
 */
export const MIGRATION_LOCK_KEY = 4_117_041_041;

/**
 * Applies PostgreSQL's migrations (api/src/db/migrations-pg) to the database at `url`, holding
 * `pg_advisory_lock` on one connection for the whole run: drizzle's migrator reads what is applied
 * and applies the rest in one transaction, and no other process does the same meanwhile. The lock
 * is a session lock, so it is released with the connection even if this process dies.
 */
export async function migratePostgres(url: string, options: { migrationsFolder?: string } = {}): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder: options.migrationsFolder ?? pgMigrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
