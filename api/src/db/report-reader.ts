import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { AppError } from '../http/errors.ts';
import type { Db } from './client.ts';
import { API_MESSAGES } from '../messages.ts';

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
  /** The rows; `signal` aborted before the statement starts (the caller has gone) skips it. */
  all<T>(query: ReportQuery, signal?: AbortSignal): Promise<T[]>;
  stop(): Promise<void>;
}

/** A statement skipped because its caller went away before it started. */
export class ReportCancelled extends AppError {
  constructor() {
    super(503, API_MESSAGES.reportCancelled, 'cancelled');
  }
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
    parentPort.postMessage({ rows: statement.all(...m.params) });
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.message) || err) });
  }
});
`;

/** Runs the statements on the given connection: tests, in-memory databases, and the fallback. */
export function inlineReportReader(db: Db): ReportReader {
  return {
    all: async <T>({ sql, params }: ReportQuery, signal?: AbortSignal) => {
      if (signal?.aborted) throw new ReportCancelled();
      return db.$client.prepare(sql).all(...params) as T[];
    },
    stop: async () => {},
  };
}

interface Job {
  query: ReportQuery;
  signal: AbortSignal | undefined;
  resolve: (rows: unknown[]) => void;
  reject: (err: Error) => void;
}

/**
 * Starts the worker. Statements wait here and go to the worker one at a time, so one whose caller
 * has gone by its turn (an admin reloading the page, a client that gave up) is skipped instead of
 * costing a whole scan. A worker that dies fails the statements it held and those waiting (the
 * callers answer 500), and later ones run on the server's connection again, so reports keep
 * working, if slower for everyone, until the next start.
 */
export function startReportReader(db: Db, file: string, logger: Logger): ReportReader {
  const inline = inlineReportReader(db);
  if (file === ':memory:' || db.$client.memory) return inline;
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver } });
  worker.unref();
  const waiting: Job[] = [];
  let running: Job | undefined;
  let alive = true;
  let stopped: (() => void) | undefined;

  const next = () => {
    while (!running && waiting.length) {
      const job = waiting.shift()!;
      if (job.signal?.aborted) {
        job.reject(new ReportCancelled());
        continue;
      }
      running = job;
      worker.postMessage({ sql: job.query.sql, params: job.query.params });
    }
    // Referenced only while there is work, so an idle reader never keeps the process alive.
    if (running) worker.ref();
    else {
      worker.unref();
      stopped?.();
    }
  };
  const failAll = (why: string) => {
    if (alive) logger.error({ why }, 'report reader stopped; reports run on the main connection');
    alive = false;
    for (const job of [...(running ? [running] : []), ...waiting.splice(0)])
      job.reject(new Error(`report reader stopped: ${why}`));
    running = undefined;
    stopped?.();
  };
  worker.on('message', (m: { rows?: unknown[]; error?: string }) => {
    const job = running;
    running = undefined;
    if (job) {
      if (m.error !== undefined) job.reject(new Error(m.error));
      else job.resolve(m.rows ?? []);
    }
    next();
  });
  worker.on('error', (err) => failAll(err.message));
  worker.on('exit', (code) => failAll(`worker exited with ${code}`));

  return {
    all<T>(query: ReportQuery, signal?: AbortSignal): Promise<T[]> {
      if (!alive) return inline.all<T>(query, signal);
      return new Promise<T[]>((resolve, reject) => {
        waiting.push({ query, signal, resolve: resolve as (rows: unknown[]) => void, reject });
        next();
      });
    },
    /** Lets the statement under way finish, refuses those still waiting, then ends the worker. */
    async stop() {
      if (!alive) return;
      alive = false;
      for (const job of waiting.splice(0)) job.reject(new Error('report reader stopped'));
      if (running) await new Promise<void>((resolve) => (stopped = resolve));
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('stop');
      await exited;
    },
  };
}
