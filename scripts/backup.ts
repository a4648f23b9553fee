// npm run backup [-- --out FILE]
// A consistent copy of the live database (DATA_DIR/app.db) through SQLite's online backup API,
// safe while the server runs and writes: the copy is one point in time, never a torn file.
// With DATABASE_URL set (PostgreSQL), `pg_dump` in its custom format: one snapshot as well,
// restored with `pg_restore` (docs/deploy.md, the restore drill).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { loadConfig } from '../api/src/config.ts';
import { runWhenMain } from './run-when-main.ts';

export interface BackupResult {
  file: string;
  bytes: number;
  pages: number;
}

/**
 * Copies `source` to `out`. The first step copies a few pages; the progress callback then asks
 * for every remaining page in one step, so the copy is read inside one read transaction and a
 * busy writer cannot keep restarting it. Writes to a temporary name and renames at the end, so
 * `out` is either absent or complete.
 */
export async function backupDatabase(source: string, out: string): Promise<BackupResult> {
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  rmSync(partial, { force: true });
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const { totalPages } = await db.backup(partial, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
    const copy = new Database(partial);
    try {
      // A backup of a WAL database is itself in WAL mode; make the copy one self-contained file.
      copy.pragma('journal_mode = DELETE');
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`the copy failed its check: ${String(check)}`);
    } finally {
      copy.close();
    }
    renameSync(partial, out);
    return { file: out, bytes: statSync(out).size, pages: totalPages };
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    db.close();
  }
}

/** `pg_dump`/`pg_restore` of PG_BIN when set (a server's own bin folder), else the ones on the PATH. */
export const pgTool = (name: 'pg_dump' | 'pg_restore') => (process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name);

/**
 * Dumps the PostgreSQL database at `url` to `out` with `pg_dump --format=custom` (one snapshot,
 * safe while the servers write), then reads the dump's table of contents back with
 * `pg_restore --list` so a truncated file is never left as a backup. Written to a temporary name
 * and renamed at the end, as the SQLite backup is.
 */
export async function backupPostgres(url: string, out: string): Promise<{ file: string; bytes: number; entries: number }> {
  mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  rmSync(partial, { force: true });
  const run = promisify(execFile);
  try {
    await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`]);
    const { stdout } = await run(pgTool('pg_restore'), ['--list', partial], { maxBuffer: 64 * 1024 * 1024 });
    const entries = stdout.split('\n').filter((l) => l && !l.startsWith(';')).length;
    if (!entries) throw new Error('the dump lists no entries');
    renameSync(partial, out);
    return { file: out, bytes: statSync(out).size, entries };
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
}

function timestamp(d = new Date()): string {
  return d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const url = config.databaseUrl;
  const started = performance.now();
  if (url) {
    const out = path.resolve(values.out ?? path.join(config.dataDir, 'backups', `app-${timestamp()}.dump`));
    const dumped = await backupPostgres(url, out);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `backup written to ${dumped.file} (${(dumped.bytes / 1048576).toFixed(1)} MB, ${dumped.entries} entries, ${seconds} s)`,
    );
    return;
  }
  const out = path.resolve(values.out ?? path.join(config.dataDir, 'backups', `app-${timestamp()}.db`));
  const result = await backupDatabase(config.databasePath, out);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `backup written to ${result.file} (${(result.bytes / 1048576).toFixed(1)} MB, ${result.pages} pages, ${seconds} s)`,
  );
}

runWhenMain(import.meta.filename, main);
