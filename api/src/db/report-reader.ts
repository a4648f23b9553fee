import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { Db } from './client.ts';

/** One read-only statement and its positional parameters. */
export interface ReportQuery {
  sql: string;
  params: ReadonlyArray<string | number | null>;
}

/**
 * Runs the statements that read the whole platform (the admin report aggregates every card and
 * redemption: about 250 ms at 1,000,000 cards). better-sqlite3 is synchronous, so on the server's
 * own connection such a statement would hold the event loop, and every phone redeeming and every
 * tablet verifying at that moment, for its whole length.
 */
export interface ReportReader {
  all<T>(query: ReportQuery): Promise<T[]>;
  stop(): Promise<void>;
}

/**
 * Runs in a worker thread on its own read-only connection to the same file. In WAL mode it reads
 * the last committed state without ever blocking or waiting for the server's writes.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('cache_size = -16000');
const statements = new Map();
parentPort.on('message', (m) => {
  if (m === 'stop') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    let statement = statements.get(m.sql);
    if (!statement) {
      statement = db.prepare(m.sql);
      statements.set(m.sql, statement);
    }
    parentPort.postMessage({ id: m.id, rows: statement.all(...m.params) });
  } catch (err) {
    parentPort.postMessage({ id: m.id, error: String((err && err.message) || err) });
  }
});
`;

/** Runs the statements on the given connection: tests, in-memory databases, and the fallback. */
export function inlineReportReader(db: Db): ReportReader {
  return {
    all: async <T>({ sql, params }: ReportQuery) => db.$client.prepare(sql).all(...params) as T[],
    stop: async () => {},
  };
}

/**
 * Starts the worker. Statements queue in it one after another; a worker that dies fails the
 * statements it held (the caller answers 500) and later ones run on the server's connection again,
 * so reports keep working, if slower for everyone, until the next start.
 */
export function startReportReader(db: Db, file: string, logger: Logger): ReportReader {
  const inline = inlineReportReader(db);
  if (file === ':memory:' || db.$client.memory) return inline;
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver } });
  worker.unref();
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  let alive = true;
  const failAll = (why: string) => {
    if (!alive) return;
    alive = false;
    logger.error({ why }, 'report reader stopped; reports run on the main connection');
    for (const p of pending.values()) p.reject(new Error(`report reader stopped: ${why}`));
    pending.clear();
  };
  worker.on('message', (m: { id: number; rows?: unknown[]; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.error !== undefined) p.reject(new Error(m.error));
    else p.resolve(m.rows ?? []);
  });
  worker.on('error', (err) => failAll(err.message));
  worker.on('exit', (code) => failAll(`worker exited with ${code}`));

  return {
    all<T>(query: ReportQuery): Promise<T[]> {
      if (!alive) return inline.all<T>(query);
      const id = nextId++;
      return new Promise<T[]>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
        // Referenced while a statement is out, so a waiting request keeps the process alive.
        if (pending.size === 1) worker.ref();
        worker.postMessage({ id, sql: query.sql, params: query.params });
      }).finally(() => {
        if (pending.size === 0 && alive) worker.unref();
      });
    },
    stop() {
      if (!alive) return Promise.resolve();
      alive = false;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('stop');
      return exited;
    },
  };
}
