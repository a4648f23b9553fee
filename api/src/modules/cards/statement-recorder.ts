import type { Db } from '../../db/client.ts';

/**
 * Test aid: the data statements (select, insert, update, delete) the app prepares on this
 * connection while `run` executes. Drizzle prepares each query it runs, so this is the list of
 * statements a call costs.
 */
export async function recordStatements<T>(db: Db, run: () => T | Promise<T>): Promise<{ result: T; statements: string[] }> {
  const client = db.$client;
  const original = client.prepare;
  const seen: string[] = [];
  client.prepare = function (this: typeof client, source: string) {
    seen.push(source);
    return original.call(this, source);
  } as typeof client.prepare;
  try {
    const result = await run();
    return { result, statements: seen.filter((sql) => /^\s*(select|insert|update|delete|with)\b/i.test(sql)) };
  } finally {
    client.prepare = original;
  }
}

/** EXPLAIN QUERY PLAN's steps; parameters are bound to NULL, which does not change the plan. */
export function queryPlanOf(db: Db, statement: string): string[] {
  const params = (statement.match(/\?/g) ?? []).map(() => null);
  const rows = db.$client.prepare(`EXPLAIN QUERY PLAN ${statement}`).all(...params) as Array<{ detail: string }>;
  return rows.map((r) => r.detail);
}
