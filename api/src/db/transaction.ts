import type Database from 'better-sqlite3';
import type { Db, Tx } from './client.ts';

/**
 * The one way to run a transaction (issue 41, decision 032): `await transaction(db, async (tx) => …)`.
 * The body may await its queries, so the same code runs on an engine whose driver is asynchronous.
 *
 * On SQLite there is one connection per process, so a transaction whose body awaits would let
 * another request's statements into it. Here each transaction runs alone in the process: the next
 * one waits until it commits or rolls back (a FIFO mutex per connection), and a drizzle statement
 * or a transaction started on the database handle while one is open throws
 * ({@link OutsideTransaction}) instead of joining it unseen. Inside, use the `tx` handle given to
 * the body (statements prepared once on the connection, `preparedPerDb`, may run on either).
 *
 * A body must await nothing but its own queries: no network, no timers. Then no other request can
 * run while it is open (awaiting a SQLite query only takes a microtask), so the mutex never makes
 * anybody wait on a timer and the guard only ever fires on a bug.
 *
 * A body that returns a value (not a promise) runs synchronously from BEGIN to COMMIT.
 * `transaction(tx, …)` inside a transaction is a savepoint: its failure rolls back only itself.
 *
 * `{ readOnly: true }` begins a deferred transaction (a snapshot for several reads); otherwise
 * IMMEDIATE: the write lock is taken at BEGIN, so two processes never deadlock upgrading a read.
 */
export async function transaction<R>(db: Tx, body: (tx: Db) => R | Promise<R>, options?: TransactionOptions): Promise<R> {
  const open = handleState.get(db as Db);
  if (open) return savepoint(open, db as Db, body);
  const root = db as Db;
  const state = stateOf(root);
  while (state.busy) await new Promise<void>((resolve) => state.waiting.push(resolve));
  state.busy = true;
  try {
    state.statements[options?.readOnly ? 'beginDeferred' : 'beginImmediate'].run();
    state.open = true;
    let result: R;
    try {
      const value = body(state.handle);
      result = isThenable(value) ? await value : value;
    } catch (error) {
      state.open = false;
      if (state.client.inTransaction) state.statements.rollback.run();
      throw error;
    }
    state.open = false;
    try {
      state.statements.commit.run();
    } catch (error) {
      if (state.client.inTransaction) state.statements.rollback.run();
      throw error;
    }
    return result;
  } finally {
    state.open = false;
    state.busy = false;
    state.waiting.shift()?.();
  }
}

export interface TransactionOptions {
  /** A deferred transaction: several reads from one snapshot, no write lock taken at BEGIN. */
  readOnly?: boolean;
}

let preparing = 0;
/**
 * Builds statements (drizzle's `.prepare()`, as `preparedPerDb` does the first time a handle is
 * used) on the database handle even inside a transaction: preparing runs nothing.
 */
export function preparingStatements<T>(build: () => T): T {
  preparing++;
  try {
    return build();
  } finally {
    preparing--;
  }
}

/** A statement or transaction was started on the database handle while a transaction is open. */
export class OutsideTransaction extends Error {
  constructor() {
    super(
      'A statement ran on the database handle while a transaction is open: inside a transaction use its tx handle; elsewhere, await the transaction first',
    );
  }
}

/** A transaction's handle was used after the transaction ended: a promise nobody awaited. */
export class HandleAfterTransaction extends Error {
  constructor() {
    super(
      "A transaction's handle was used after its transaction ended: await every query and nested transaction inside the body",
    );
  }
}

interface State {
  client: Database.Database;
  busy: boolean;
  open: boolean;
  depth: number;
  waiting: Array<() => void>;
  handle: Db;
  statements: Record<'beginImmediate' | 'beginDeferred' | 'commit' | 'rollback', Database.Statement>;
}

const states = new WeakMap<Db, State>();
/** Transaction handle → its connection's state. */
const handleState = new WeakMap<Db, State>();

interface SessionLike {
  prepareQuery: (...args: unknown[]) => unknown;
  transaction: (...args: unknown[]) => unknown;
}

function stateOf(db: Db): State {
  const known = states.get(db);
  if (known) return known;
  const client = db.$client;
  const rootSession = (db as unknown as { session: SessionLike }).session;
  const { prepareQuery, transaction: syncTransaction } = rootSession;
  // The handle given to bodies: the database with a session of its own whose statements pass.
  const handleSession = Object.create(rootSession) as SessionLike;
  // The handle works only while its transaction is open: a statement on it afterwards (a promise
  // nobody awaited) would run outside any transaction here, and on a released connection elsewhere.
  handleSession.prepareQuery = function onHandle(this: unknown, ...args: unknown[]) {
    if (!state.open && preparing === 0) throw new HandleAfterTransaction();
    return prepareQuery.apply(this, args);
  };
  handleSession.transaction = syncTransaction;
  const handle = Object.create(db) as Db;
  Object.defineProperty(handle, 'session', { value: handleSession });
  const state: State = {
    client,
    busy: false,
    open: false,
    depth: 0,
    waiting: [],
    handle,
    statements: {
      beginImmediate: client.prepare('BEGIN IMMEDIATE'),
      beginDeferred: client.prepare('BEGIN'),
      commit: client.prepare('COMMIT'),
      rollback: client.prepare('ROLLBACK'),
    },
  };
  // On the database handle, nothing may run while a transaction is open.
  rootSession.prepareQuery = function guarded(this: unknown, ...args: unknown[]) {
    if (state.open && preparing === 0) throw new OutsideTransaction();
    return prepareQuery.apply(this, args);
  };
  rootSession.transaction = function guarded(this: unknown, ...args: unknown[]) {
    if (state.open) throw new OutsideTransaction();
    return syncTransaction.apply(this, args);
  };
  states.set(db, state);
  handleState.set(handle, state);
  return state;
}

async function savepoint<R>(state: State, handle: Db, body: (tx: Db) => R | Promise<R>): Promise<R> {
  if (!state.open) throw new HandleAfterTransaction();
  const name = `sp${++state.depth}`;
  state.client.exec(`SAVEPOINT ${name}`);
  try {
    const value = body(handle);
    const result = isThenable(value) ? await value : value;
    state.client.exec(`RELEASE ${name}`);
    return result;
  } catch (error) {
    if (state.client.inTransaction) state.client.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
    throw error;
  } finally {
    state.depth--;
  }
}

function isThenable<R>(value: R | Promise<R>): value is Promise<R> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}
