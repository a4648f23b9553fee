// npm run db:copy -- --to postgres://user@host/db [--from DATA_DIR/app.db] [--uploads DIR]
// Moves a site from SQLite to PostgreSQL (issue 41): applies the PostgreSQL migrations to the
// target, then copies every row of every table from one snapshot of the SQLite file (safe while
// the server runs; writes after the snapshot are not copied, so stop the server or take a
// backup first and copy that), keeping ids, and sets each identity to the largest id copied.
// Uploaded files (the uploads/ folder beside the file) go into the database, as PostgreSQL keeps
// them. It checks the copy: rows per table, uploads by count and bytes, the ledger's sums per
// kind. The target must hold no rows. All of it is one PostgreSQL transaction: it lands whole or
// not at all.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { loadConfig } from '../api/src/config.ts';
import { migratePostgres } from '../api/src/db/pg/migrate.ts';
import { runWhenMain } from './run-when-main.ts';

export interface CopiedTable {
  table: string;
  rows: number;
}

/** Rows per INSERT statement: PostgreSQL takes at most 65,535 parameters in one. */
const MAX_PARAMETERS = 60_000;
const MAX_ROWS_PER_INSERT = 1_000;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The product's tables of the SQLite file, parents before the tables that reference them. */
function tablesInCopyOrder(source: Database.Database): string[] {
  const tables = (
    source.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Array<{ name: string }>
  )
    .map((t) => t.name)
    .filter((name) => !name.startsWith('sqlite_') && !name.startsWith('__drizzle'));
  const parents = new Map(
    tables.map((t) => [
      t,
      new Set(
        (source.prepare(`PRAGMA foreign_key_list(${quote(t)})`).all() as Array<{ table: string }>)
          .map((fk) => fk.table)
          .filter((parent) => parent !== t),
      ),
    ]),
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (!ready.length) throw new Error(`foreign keys form a cycle among: ${tables.filter((t) => !placed.has(t)).join(', ')}`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/** Columns a row is inserted with: not generated ones. */
function storedColumns(source: Database.Database, table: string): string[] {
  return (source.prepare(`PRAGMA table_xinfo(${quote(table)})`).all() as Array<{ name: string; hidden: number }>)
    .filter((c) => c.hidden === 0)
    .map((c) => c.name);
}

/**
 * Copies every row of the SQLite database `from` into the PostgreSQL database `to` (migrated
 * first), or throws having changed nothing but the migrations.
 */
export async function copyDatabase(
  from: string,
  to: string,
  log: (line: string) => void = () => {},
  options: { uploadsDir?: string } = {},
): Promise<CopiedTable[]> {
  const uploadsDir = options.uploadsDir ?? path.join(path.dirname(from), 'uploads');
  const source = new Database(from, { readonly: true, fileMustExist: true });
  try {
    await migratePostgres(to);
    const client = new pg.Client({ connectionString: to });
    await client.connect();
    try {
      // One snapshot of the source for the whole copy: a deferred read transaction, held open.
      source.prepare('BEGIN').run();
      const tables = tablesInCopyOrder(source);
      await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
      try {
        const copied = await copyTables(source, client, tables, log);
        await copyUploads(source, client, uploadsDir, log);
        await client.query('COMMIT');
        return copied;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    } finally {
      if (source.inTransaction) source.prepare('COMMIT').run();
      await client.end();
    }
  } finally {
    source.close();
  }
}

/**
 * The uploaded files (DATA_DIR/uploads/<id> beside the SQLite file) into their rows' `content`:
 * on PostgreSQL uploads live in the database. Every row needs its file; the count and the bytes
 * are checked once written.
 */
async function copyUploads(source: Database.Database, client: pg.Client, uploadsDir: string, log: (line: string) => void) {
  const ids = (source.prepare('SELECT id FROM uploads ORDER BY id').all() as Array<{ id: string }>).map((r) => r.id);
  const missing = ids.filter((id) => !existsSync(path.join(uploadsDir, id)));
  if (missing.length)
    throw new Error(
      `${missing.length} upload(s) have no file in ${uploadsDir} (pass --uploads DIR): ${missing.slice(0, 5).join(', ')}`,
    );
  let bytes = 0;
  for (const id of ids) {
    const content = readFileSync(path.join(uploadsDir, id));
    bytes += content.length;
    await client.query('UPDATE uploads SET content = $2 WHERE id = $1', [id, content]);
  }
  const { rows } = await client.query<{ n: string; bytes: string }>(
    'SELECT count(content) AS n, coalesce(sum(octet_length(content)), 0) AS bytes FROM uploads',
  );
  if (Number(rows[0]!.n) !== ids.length || Number(rows[0]!.bytes) !== bytes)
    throw new Error(`uploads: ${ids.length} files of ${bytes} bytes read, ${rows[0]!.n} of ${rows[0]!.bytes} bytes stored`);
  log(`uploads: ${ids.length} files, ${bytes.toLocaleString('en-US')} bytes`);
}

async function copyTables(
  source: Database.Database,
  client: pg.Client,
  tables: string[],
  log: (line: string) => void,
): Promise<CopiedTable[]> {
  const { rows: targetTables } = await client.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  );
  const known = new Set(targetTables.map((t) => t.table_name));
  const missing = tables.filter((t) => !known.has(t));
  if (missing.length) throw new Error(`the PostgreSQL schema lacks tables of the SQLite file: ${missing.join(', ')}`);
  for (const table of tables) {
    const { rows } = await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quote(table)}) AS any`);
    if (rows[0]!.any) throw new Error(`the target already holds data (table ${table}): db:copy only fills an empty database`);
  }
  // The rows arrive with what the triggers would add (ledger sale rows, campaign totals) already in them.
  for (const table of tables) await client.query(`ALTER TABLE ${quote(table)} DISABLE TRIGGER USER`);

  const copied: CopiedTable[] = [];
  for (const table of tables) {
    const columns = storedColumns(source, table);
    const perInsert = Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columns.length)));
    const select = source.prepare(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)} ORDER BY rowid`).raw();
    let batch: unknown[][] = [];
    let count = 0;
    const flush = async () => {
      if (!batch.length) return;
      const values = batch.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
      await client.query(`INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES ${values}`, batch.flat());
      count += batch.length;
      batch = [];
    };
    for (const row of select.iterate() as Iterable<unknown[]>) {
      batch.push(row);
      if (batch.length === perInsert) await flush();
    }
    await flush();
    copied.push({ table, rows: count });
    log(`${table}: ${count.toLocaleString('en-US')} rows`);
  }

  for (const table of tables) await client.query(`ALTER TABLE ${quote(table)} ENABLE TRIGGER USER`);
  // Each identity continues after the largest id copied.
  const { rows: identities } = await client.query<{ table_name: string; column_name: string }>(
    "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'",
  );
  for (const { table_name: table, column_name: column } of identities) {
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max(${quote(column)}) FROM ${quote(table)}), 1), (SELECT count(*) > 0 FROM ${quote(table)}))`,
      [quote(table), column],
    );
  }
  for (const { table, rows } of copied) {
    const { rows: counted } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quote(table)}`);
    if (Number(counted[0]!.n) !== rows) throw new Error(`${table}: copied ${rows} rows but the target holds ${counted[0]!.n}`);
  }
  // The money: the ledger's sums per kind, the same on both sides.
  const ledgerSql = `SELECT kind, count(*) AS n, sum(amount_cents) AS amount, sum(nonprofit_cents) AS nonprofit
                       FROM ledger_entries GROUP BY kind ORDER BY kind`;
  const line = (r: Record<string, unknown>) => `${String(r.kind)} ${String(r.n)} ${String(r.amount)} ${String(r.nonprofit)}`;
  const before = (source.prepare(ledgerSql).all() as Array<Record<string, unknown>>).map(line).join('; ');
  const after = (await client.query(ledgerSql)).rows.map(line).join('; ');
  if (before !== after) throw new Error(`the ledger's sums per kind differ: SQLite ${before}, PostgreSQL ${after}`);
  log(`ledger sums per kind equal: ${before || 'no entries'}`);
  return copied;
}

async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, uploads: { type: 'string' } } });
  const to = values.to ?? loadConfig().databaseUrl;
  if (!to || !/^postgres(ql)?:\/\//.test(to)) {
    console.error('usage: npm run db:copy -- --to postgres://user@host/database [--from path/to/app.db] [--uploads DIR]');
    process.exit(2);
  }
  const from = path.resolve(values.from ?? loadConfig().databasePath);
  const started = performance.now();
  const copied = await copyDatabase(from, to, (line) => console.log(line), {
    uploadsDir: values.uploads ? path.resolve(values.uploads) : undefined,
  });
  const rows = copied.reduce((n, t) => n + t.rows, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`copied ${rows.toLocaleString('en-US')} rows of ${copied.length} tables from ${from} in ${seconds} s`);
}

runWhenMain(import.meta.filename, main);
