import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { createHash } from 'node:crypto';
import { dayIn, endOfDayIso, localZone } from '@dealcard/shared/card-state';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../paths.ts';
import * as schema from './schema/index.ts';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** A transaction handle or the database: query functions accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export const migrationsFolder = path.join(apiRoot, 'src/db/migrations');

/** One connection per process, WAL so readers never wait for the writer. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -32000');
  sqlite.pragma('temp_store = MEMORY');
  registerSqlFunctions(sqlite);
  return drizzle(sqlite, { schema }) as Db;
}

/** SHA-256 in hex, for migrations that keep a hash of what was stored in clear (SQLite has none). */
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The functions our SQL calls. The card's days, by the one rule of shared/src/card-state.ts in this process's zone (the
 * deployment's `TZ`): `card_end_of_day(day)` is the specification's `expirationDate` of a card
 * whose last day is `day`; `deployment_zone()` names the zone; `card_last_day(value)` is the local
 * day of a stored instant (migration 0023) and leaves a day as it is.
 */
function registerSqlFunctions(sqlite: Database.Database): void {
  sqlite.function('card_end_of_day', (day: unknown) => (typeof day === 'string' ? endOfDayIso(localZone(), day) : null));
  sqlite.function('deployment_zone', () => localZone());
  // For migrations that keep a hash of what was stored in clear (0022).
  sqlite.function('sha256_hex', { deterministic: true }, (value: unknown) => sha256Hex(String(value)));
  sqlite.function('card_last_day', { deterministic: true }, (value: unknown) => {
    const text = String(value);
    return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : dayIn(localZone(), new Date(text));
  });
}

export function migrateDatabase(db: Db): void {
  migrate(db, { migrationsFolder });
}

export { schema };
