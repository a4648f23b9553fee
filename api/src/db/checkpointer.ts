import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { Db } from './client.ts';

/** SQLite's own default: the main connection goes back to checkpointing itself when the worker is gone. */
const AUTOCHECKPOINT_PAGES = 1000;

/**
 * Runs in a worker thread with its own connection to the same file. A PASSIVE checkpoint never
 * blocks the server's reads or writes; it copies what the WAL holds into the database file and
 * syncs it, which is the slow part (disk) that must not happen on the event loop.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
let stopping = false;
const tick = () => {
  if (stopping) return;
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    if (result && result.busy) parentPort.postMessage({ busy: true });
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.message || err) });
  }
  timer = setTimeout(tick, workerData.intervalMs);
};
let timer = setTimeout(tick, workerData.intervalMs);
parentPort.on('message', (m) => {
  if (m !== 'stop') return;
  stopping = true;
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Stops the worker (the main connection checkpoints by itself again). */
  stop(): Promise<void>;
}

/**
 * Moves WAL checkpoints off the event loop (docs/decisions/009). By default SQLite checkpoints on
 * the committing connection every 1,000 WAL pages, so one redemption in a few hundred paid for
 * copying and fsyncing the whole WAL while every other request waited: in a tight loop that was
 * more than half of a redemption's cost. The server's connection stops checkpointing and a worker
 * thread does it every `intervalMs`. If the worker fails, the connection takes the job back.
 *
 * Once a second: each checkpoint ends in an fsync that stalls the disk for everyone, and pages
 * written again between two checkpoints are copied once, so at full redeem load a 1 s interval
 * served about 20% more redemptions than 200 ms. The WAL then holds at most a second of writes
 * (tens of MB at thousands of redemptions a second; the file is cut back after a restart).
 */
export function startBackgroundCheckpoints(db: Db, file: string, logger: Logger, intervalMs = 1000): Checkpointer {
  const sqlite = db.$client;
  if (file === ':memory:' || sqlite.memory) return { stop: async () => {} };
  sqlite.pragma('wal_autocheckpoint = 0');
  // After a checkpoint lets the WAL start over, the file is cut back to this size rather than kept at its peak.
  sqlite.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, intervalMs } });
  worker.unref();
  let stopped = false;
  const takeBack = (why: string) => {
    if (stopped) return;
    stopped = true;
    logger.error({ why }, 'background checkpoints stopped; the connection checkpoints by itself again');
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  };
  worker.on('message', (m: { error?: string }) => {
    if (m.error) logger.warn({ err: m.error }, 'background checkpoint failed');
  });
  worker.on('error', (err) => takeBack(err.message));
  worker.on('exit', (code) => takeBack(`worker exited with ${code}`));
  return {
    stop: () => {
      if (stopped) return Promise.resolve();
      stopped = true;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('stop');
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
      return exited;
    },
  };
}
