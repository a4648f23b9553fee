import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Db } from '../client.ts';
import { postgresCatalogue, sqliteCatalogue, type Catalogue } from '../../test/pg/catalogue.ts';
import { pgTestDatabase } from '../../test/pg/database.ts';

/** Triggers only PostgreSQL has: TRUNCATE skips row triggers there, so the ledger refuses it too. */
const PG_ONLY_TRIGGERS = ['ledger_entries: ledger_no_truncate'];

let sqlite: Catalogue;
let postgres: Catalogue;
let dir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'dealcard-drift-'));
  db = openDatabase(path.join(dir, 'drift.db'));
  migrateDatabase(db);
  sqlite = sqliteCatalogue(db.$client);
  const { pool } = await pgTestDatabase('schema');
  postgres = await postgresCatalogue(pool);
});

afterAll(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

// Each part of the two migrated catalogues, compared line by line: a column, index, key, check
// or trigger on one engine and not the other fails here with its line.
describe('the SQLite and PostgreSQL schemas never drift', () => {
  it('have the same tables', () => {
    expect(postgres.tables).toEqual(sqlite.tables);
    expect(sqlite.tables.length).toBeGreaterThan(30);
  });
  it('have the same columns, types by family, nullability, defaults and generated columns', () => {
    expect(postgres.columns).toEqual(sqlite.columns);
  });
  it('have the same primary keys', () => expect(postgres.primaryKeys).toEqual(sqlite.primaryKeys));
  it('have the same indexes (columns, unique, the WHERE clause of a partial one)', () =>
    expect(postgres.indexes).toEqual(sqlite.indexes));
  it('have the same foreign keys and their on-delete', () => expect(postgres.foreignKeys).toEqual(sqlite.foreignKeys));
  it('have the same check constraints', () => expect(postgres.checks).toEqual(sqlite.checks));
  it('have the same triggers', () => {
    expect(postgres.triggers.filter((t) => !PG_ONLY_TRIGGERS.includes(t))).toEqual(sqlite.triggers);
    expect(postgres.triggers).toEqual(expect.arrayContaining(PG_ONLY_TRIGGERS));
  });
});
