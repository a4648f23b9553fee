import Database from 'better-sqlite3';
import { expect } from 'vitest';
import type { pgTestDatabase } from '../api/src/test/pg/database.ts';

/* For the PostgreSQL tests of the scripts (db:copy, the restore drill): one site on both engines, compared. */

/** A value as text, the same whichever engine gave it (numbers, bigints as strings, blobs as hex). */
const asText = (v: unknown) =>
  v === null ? 'NULL' : Buffer.isBuffer(v) ? `x${v.toString('hex')}` : typeof v === 'object' ? JSON.stringify(v) : String(v);

export type Pool = Awaited<ReturnType<typeof pgTestDatabase>>['pool'];

/** Every table's rows on both sides, each row as one line, sorted: equal when the copy is exact. */
export async function compareAll(file: string, pool: Pool): Promise<Record<string, number>> {
  const source = new Database(file, { readonly: true });
  const counts: Record<string, number> = {};
  try {
    const tables = (source.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>)
      .map((t) => t.name)
      .filter((n) => !n.startsWith('sqlite_') && !n.startsWith('__drizzle'));
    for (const table of tables) {
      const columns = (source.prepare(`PRAGMA table_xinfo("${table}")`).all() as Array<{ name: string; hidden: number }>)
        .filter((c) => c.hidden === 0)
        // SQLite keeps an upload's bytes in a file, PostgreSQL in this column: the tests compare it with the files.
        .filter((c) => !(table === 'uploads' && c.name === 'content'))
        .map((c) => `"${c.name}"`);
      const sqliteRows = (
        source
          .prepare(`SELECT ${columns.join(', ')} FROM "${table}"`)
          .raw()
          .all() as unknown[][]
      )
        .map((r) => r.map(asText).join('|'))
        .sort();
      const { rows } = await pool.query({ text: `SELECT ${columns.join(', ')} FROM "${table}"`, rowMode: 'array' });
      const pgRows = (rows as unknown[][]).map((r) => r.map(asText).join('|')).sort();
      expect(pgRows, table).toEqual(sqliteRows);
      counts[table] = sqliteRows.length;
    }
  } finally {
    source.close();
  }
  return counts;
}
