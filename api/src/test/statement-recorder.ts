import type Database from 'better-sqlite3';
import type { Db } from '../db/client.ts';

type StatementMethod = 'run' | 'get' | 'all' | 'iterate';
const METHODS: StatementMethod[] = ['run', 'get', 'all', 'iterate'];

/**
 * Test and bench aid: the data statements (select, insert, update, delete) the app runs on this
 * connection while `run` executes, one entry per execution, with the parameters they were given. Hot paths keep their statements prepared for the
 * life of the database handle (db/prepared.ts), so executions, not preparations, are what a call
 * costs: every better-sqlite3 statement runs through run/get/all/iterate, which are wrapped here.
 */
export async function recordStatements<T>(
  db: Db,
  run: () => T | Promise<T>,
): Promise<{ result: T; statements: string[]; executions: Array<{ sql: string; params: unknown[] }> }> {
  const client = db.$client;
  const proto = Object.getPrototypeOf(client.prepare('SELECT 1')) as Record<StatementMethod, (...args: unknown[]) => unknown>;
  const originals = METHODS.map((name) => [name, proto[name]] as const);
  const seen: Array<{ sql: string; params: unknown[] }> = [];
  for (const [name, original] of originals) {
    proto[name] = function (this: Database.Statement, ...args: unknown[]) {
      if (this.database === client) seen.push({ sql: this.source, params: args });
      return original.apply(this, args);
    };
  }
  try {
    const result = await run();
    const executions = seen.filter((e) => /^\s*(select|insert|update|delete|with)\b/i.test(e.sql));
    return { result, statements: executions.map((e) => e.sql), executions };
  } finally {
    for (const [name, original] of originals) proto[name] = original;
  }
}

/** EXPLAIN QUERY PLAN's steps; parameters are bound to NULL, which does not change the plan. */
export function queryPlanOf(db: Db, statement: string): string[] {
  // Named parameters (@code, :u, $x) as one object; positional ones (?) in order.
  const named = Object.fromEntries([...statement.matchAll(/[@:$]([A-Za-z_]\w*)/g)].map((m) => [m[1]!, null]));
  const params = (statement.match(/\?/g) ?? []).map(() => null);
  const prepared = db.$client.prepare(`EXPLAIN QUERY PLAN ${statement}`);
  const rows = (Object.keys(named).length ? prepared.all(named) : prepared.all(...params)) as Array<{ detail: string }>;
  return rows.map((r) => r.detail);
}
