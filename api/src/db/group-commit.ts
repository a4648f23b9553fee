import type { Db } from './client.ts';

/**
 * Thrown by a unit of work that failed after it wrote: the whole batch's transaction must roll
 * back, and every caller in it hears of the error.
 */
export class AfterWrite extends Error {
  constructor(readonly error: unknown) {
    super('A write failed half-way', { cause: error });
  }
}

/**
 * Group commit: calls that arrive in the same turn of the event loop run together after it
 * (setImmediate) in one IMMEDIATE transaction, so their commits (most of a small write's cost)
 * are paid once. `one` runs inside that transaction:
 *
 * - a refusal it throws before writing anything rejects only its own caller; the others commit;
 * - a failure after a write must be thrown as AfterWrite: the whole transaction rolls back, every
 *   caller of the batch gets the error and nothing of the batch is stored; so does a failure of
 *   the commit itself, or SQLite ending the transaction (a full disk);
 * - nobody hears of success before the commit; a lone call waits one event-loop turn.
 *
 * The holder's redeem (counter/redeem.ts) and a printed card's activation commit this way; see
 * decision 009.
 */
export function createGroupCommit<A extends unknown[], R>(db: Db, one: (...args: A) => R): (...args: A) => Promise<R> {
  interface Pending {
    args: A;
    resolve: (result: R) => void;
    reject: (error: unknown) => void;
    result?: R;
    failed?: { error: unknown };
  }
  let pending: Pending[] = [];

  const batch = db.$client.transaction((items: Pending[]) => {
    for (const item of items) {
      try {
        item.result = one(...item.args);
      } catch (error) {
        if (error instanceof AfterWrite) throw error.error;
        // SQLite ended the transaction itself: nothing after may run outside it.
        if (!db.$client.inTransaction) throw error;
        item.failed = { error };
      }
    }
  });

  const flush = () => {
    const items = pending;
    pending = [];
    try {
      batch.immediate(items);
    } catch (error) {
      for (const item of items) item.reject(error);
      return;
    }
    for (const item of items) {
      if (item.failed) item.reject(item.failed.error);
      else item.resolve(item.result as R);
    }
  };

  return (...args: A) =>
    new Promise<R>((resolve, reject) => {
      if (pending.push({ args, resolve, reject }) === 1) setImmediate(flush);
    });
}

/** One unit of work in a transaction of its own (scripts, tests): AfterWrite unwrapped. */
export function runAlone<R>(db: Db, one: () => R): R {
  try {
    return db.$client.transaction(one).immediate();
  } catch (error) {
    throw error instanceof AfterWrite ? error.error : error;
  }
}
