import type Database from 'better-sqlite3';
import type pg from 'pg';

/**
 * A migrated database's shape, the same on both engines, as lines that compare as text: one per
 * column (type by family, nullability, default present, generated), index (columns, unique,
 * a partial one's WHERE clause), foreign key (columns, target, on delete), check constraint and trigger.
 */
export interface Catalogue {
  tables: string[];
  columns: string[];
  primaryKeys: string[];
  indexes: string[];
  foreignKeys: string[];
  checks: string[];
  triggers: string[];
}

type Family = 'integer' | 'text' | 'real' | 'blob';

function sqliteFamily(type: string): Family {
  const t = type.toUpperCase();
  if (t.includes('INT')) return 'integer';
  if (t.includes('CHAR') || t.includes('TEXT') || t.includes('CLOB')) return 'text';
  if (t.includes('REAL') || t.includes('FLOA') || t.includes('DOUB')) return 'real';
  if (t === '' || t.includes('BLOB')) return 'blob';
  throw new Error(`no family for SQLite type ${type}`);
}

function pgFamily(type: string): Family {
  if (['integer', 'bigint', 'smallint'].includes(type)) return 'integer';
  if (['text', 'character varying', 'character'].includes(type)) return 'text';
  if (['double precision', 'real'].includes(type)) return 'real';
  if (type === 'bytea') return 'blob';
  throw new Error(`no family for PostgreSQL type ${type}`);
}

const onDelete = (rule: string) => rule.toLowerCase();
const sorted = (lines: string[]) => [...lines].sort();

/** Tables of the product: not the migrators' bookkeeping. */
const productTable = (name: string) => !name.startsWith('sqlite_') && !name.startsWith('__drizzle');

export function sqliteCatalogue(db: Database.Database): Catalogue {
  const tables = (
    db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Array<{
      name: string;
      sql: string;
    }>
  ).filter((t) => productTable(t.name));
  const c: Catalogue = { tables: [], columns: [], primaryKeys: [], indexes: [], foreignKeys: [], checks: [], triggers: [] };
  for (const { name: table, sql } of tables) {
    c.tables.push(table);
    const columns = db.prepare(`PRAGMA table_xinfo("${table}")`).all() as Array<{
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
      hidden: number;
    }>;
    for (const col of columns) {
      const generated = col.hidden === 2 || col.hidden === 3;
      // A primary key column never holds NULL on PostgreSQL; SQLite's rowid alias never does either.
      const notNull = col.notnull === 1 || col.pk > 0;
      c.columns.push(
        `${table}.${col.name} ${sqliteFamily(col.type)}${notNull ? ' not null' : ''}${col.dflt_value !== null ? ' default' : ''}${generated ? ' generated' : ''}`,
      );
    }
    const pk = columns.filter((col) => col.pk > 0).sort((a, b) => a.pk - b.pk);
    if (pk.length) c.primaryKeys.push(`${table}(${pk.map((col) => col.name).join(',')})`);
    const indexes = db.prepare(`PRAGMA index_list("${table}")`).all() as Array<{
      name: string;
      unique: number;
      origin: string;
      partial: number;
    }>;
    for (const index of indexes) {
      if (index.origin === 'pk') continue;
      const cols = (db.prepare(`PRAGMA index_info("${index.name}")`).all() as Array<{ seqno: number; name: string }>)
        .sort((a, b) => a.seqno - b.seqno)
        .map((col) => col.name);
      const where = index.partial ? sqliteIndexWhere(db, index.name) : '';
      c.indexes.push(`${table}(${cols.join(',')})${index.unique ? ' unique' : ''}${index.partial ? ` where ${where}` : ''}`);
    }
    const fks = db.prepare(`PRAGMA foreign_key_list("${table}")`).all() as Array<{
      id: number;
      seq: number;
      table: string;
      from: string;
      to: string;
      on_delete: string;
    }>;
    const byId = new Map<number, typeof fks>();
    for (const fk of fks) byId.set(fk.id, [...(byId.get(fk.id) ?? []), fk]);
    for (const parts of byId.values()) {
      parts.sort((a, b) => a.seq - b.seq);
      const first = parts[0]!;
      c.foreignKeys.push(
        `${table}(${parts.map((p) => p.from).join(',')}) -> ${first.table}(${parts.map((p) => p.to).join(',')}) on delete ${onDelete(first.on_delete)}`,
      );
    }
    for (const match of sql.matchAll(/CONSTRAINT\s+["`]?(\w+)["`]?\s+CHECK/gi)) c.checks.push(`${table}: ${match[1]}`);
  }
  const triggers = db.prepare("SELECT tbl_name AS tbl, name FROM sqlite_master WHERE type = 'trigger'").all() as Array<{
    tbl: string;
    name: string;
  }>;
  c.triggers = triggers.map((t) => `${t.tbl}: ${t.name}`);
  return normalise(c);
}

export async function postgresCatalogue(client: pg.Pool | pg.Client): Promise<Catalogue> {
  const c: Catalogue = { tables: [], columns: [], primaryKeys: [], indexes: [], foreignKeys: [], checks: [], triggers: [] };
  const tables = await client.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  c.tables = tables.rows.map((t) => t.name).filter(productTable);
  const columns = await client.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
    is_generated: string;
  }>(
    `SELECT table_name, column_name, data_type, is_nullable, column_default, is_generated
       FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  for (const col of columns.rows) {
    if (!productTable(col.table_name)) continue;
    const generated = col.is_generated === 'ALWAYS';
    c.columns.push(
      `${col.table_name}.${col.column_name} ${pgFamily(col.data_type)}${col.is_nullable === 'NO' ? ' not null' : ''}${col.column_default !== null ? ' default' : ''}${generated ? ' generated' : ''}`,
    );
  }
  const indexes = await client.query<{ table: string; cols: string[]; unique: boolean; primary: boolean; where: string | null }>(
    `SELECT t.relname AS table,
            array(SELECT a.attname FROM unnest(i.indkey) WITH ORDINALITY k(attnum, n)
                    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.n)::text[] AS cols,
            i.indisunique AS unique, i.indisprimary AS primary, pg_get_expr(i.indpred, i.indrelid) AS where
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace s ON s.oid = t.relnamespace
      WHERE s.nspname = 'public'`,
  );
  for (const index of indexes.rows) {
    if (index.primary) c.primaryKeys.push(`${index.table}(${index.cols.join(',')})`);
    else
      c.indexes.push(
        `${index.table}(${index.cols.join(',')})${index.unique ? ' unique' : ''}${index.where !== null ? ` where ${predicate(index.where)}` : ''}`,
      );
  }
  const constraints = await client.query<{
    table: string;
    name: string;
    type: string;
    cols: string[];
    target: string | null;
    target_cols: string[] | null;
    on_delete: string;
  }>(
    `SELECT t.relname AS table, con.conname AS name, con.contype AS type,
            array(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(attnum, n)
                    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.n)::text[] AS cols,
            ft.relname AS target,
            array(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY k(attnum, n)
                    JOIN pg_attribute a ON a.attrelid = ft.oid AND a.attnum = k.attnum ORDER BY k.n)::text[] AS target_cols,
            con.confdeltype AS on_delete
       FROM pg_constraint con JOIN pg_class t ON t.oid = con.conrelid JOIN pg_namespace s ON s.oid = t.relnamespace
       LEFT JOIN pg_class ft ON ft.oid = con.confrelid
      WHERE s.nspname = 'public' AND con.contype IN ('f', 'c')`,
  );
  const rules: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };
  for (const con of constraints.rows) {
    if (con.type === 'c') c.checks.push(`${con.table}: ${con.name}`);
    else
      c.foreignKeys.push(
        `${con.table}(${con.cols.join(',')}) -> ${con.target}(${(con.target_cols ?? []).join(',')}) on delete ${rules[con.on_delete]}`,
      );
  }
  const triggers = await client.query<{ table: string; name: string }>(
    `SELECT t.relname AS table, tg.tgname AS name
       FROM pg_trigger tg JOIN pg_class t ON t.oid = tg.tgrelid JOIN pg_namespace s ON s.oid = t.relnamespace
      WHERE s.nspname = 'public' AND NOT tg.tgisinternal`,
  );
  c.triggers = triggers.rows.map((t) => `${t.table}: ${t.name}`);
  return normalise(c);
}

/**
 * A partial index's WHERE clause in one spelling for both engines: no quotes, table names,
 * parentheses or PostgreSQL's `::text` casts, lower case, single spaces.
 */
function predicate(where: string): string {
  return where
    .replace(/::\w+/g, '')
    .replace(/["`()]/g, '')
    .replace(/\b\w+\.(?=\w)/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function sqliteIndexWhere(db: Database.Database, name: string): string {
  const row = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?").get(name) as
    { sql: string } | undefined;
  const where = row ? /\bWHERE\b([\s\S]*)$/i.exec(row.sql)?.[1] : undefined;
  if (!where) throw new Error(`no WHERE clause found for the partial index ${name}`);
  return predicate(where);
}

function normalise(c: Catalogue): Catalogue {
  return {
    tables: sorted(c.tables),
    columns: sorted(c.columns),
    primaryKeys: sorted(c.primaryKeys),
    indexes: sorted(c.indexes),
    foreignKeys: sorted(c.foreignKeys),
    checks: sorted(c.checks),
    triggers: sorted(c.triggers),
  };
}
