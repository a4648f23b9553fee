import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/**
 * A transaction on PostgreSQL (issue 41, decision 032): the engine behind `transaction()` when
 * `DATABASE_URL` names a PostgreSQL server. Each money path names its isolation level (the decision
 * lists them), and a transaction the server aborts because it lost a race (a serialization failure
 * under REPEATABLE READ or SERIALIZABLE, or a deadlock) runs again from the start, a few times, after
 * a short random wait. A body therefore does nothing but its queries (PRODUCT.md: no network, no
 * timers inside a transaction): running it twice must be the same as running it once.
 *
 * A transaction inside another (`pgTransaction(tx, …)`) is a savepoint and never retries by
 * itself: the server aborts the whole transaction, so only the outermost may run again.
 */
export async function pgTransaction<H extends NodePgDatabase<Record<string, unknown>>, R>(
  db: H,
  body: (tx: H) => Promise<R>,
  options: PgTransactionOptions,
): Promise<R> {
  const config = { isolationLevel: options.isolation, accessMode: options.readOnly ? 'read only' : 'read write' } as const;
  if (openHandles.has(db)) return db.transaction((tx) => body(tx as unknown as H));
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        openHandles.add(tx);
        try {
          return await body(tx as unknown as H);
        } finally {
          openHandles.delete(tx);
        }
      }, config);
    } catch (error) {
      if (attempt >= attempts || !lostARace(error)) throw error;
      options.onRetry?.(attempt, error);
      await wait(Math.random() * Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** attempt));
    }
  }
}

export type Isolation = 'read committed' | 'repeatable read' | 'serializable';

export interface PgTransactionOptions {
  isolation: Isolation;
  /** READ ONLY: a write inside fails (25006) and is not retried. */
  readOnly?: boolean;
  /** How many times the body may run in all (default 5). */
  attempts?: number;
  /** Told each time a lost race is retried (tests and logs). */
  onRetry?: (attempt: number, error: unknown) => void;
}

/** The SQLSTATEs of a transaction the server aborted because it lost a race: running it again may succeed. */
export const RETRYABLE_SQLSTATES: ReadonlySet<string> = new Set(['40001', '40P01']);

const DEFAULT_ATTEMPTS = 5;
const BASE_BACKOFF_MS = 5;
const MAX_BACKOFF_MS = 200;

/** Handles of transactions this module opened and that are still open: a call with one is nested. */
const openHandles = new WeakSet<object>();

/** The SQLSTATE of a driver error, wherever drizzle put it (it wraps the driver's error as `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function lostARace(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RETRYABLE_SQLSTATES.has(state);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
