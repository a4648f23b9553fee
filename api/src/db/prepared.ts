import type { Db } from './client.ts';
import { preparingStatements } from './transaction.ts';

/**
 * Statements built once per database handle. Building a query with drizzle's builder and having
 * SQLite compile it again costs more than running it on the hot paths (card view, redeem, kiosk
 * verify, campaign pages, the session lookup), so those paths build their statements with
 * `sql.placeholder(...)` and `.prepare()` the first time a handle is used and keep them for the
 * handle's life (a WeakMap, so a closed test database is collected with its statements).
 *
 * A statement prepared on the database also runs inside a transaction of that same connection
 * (better-sqlite3 has one connection per handle and its transactions are synchronous), so
 * transactional code calls `statements(db)` with the database handle, not the transaction's.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<object, T>();
  return (db) => {
    let statements = cache.get(db.$client);
    if (!statements) {
      statements = preparingStatements(() => build(db));
      cache.set(db.$client, statements);
    }
    return statements;
  };
}
