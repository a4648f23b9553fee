// The query plans of the exact SQL the report endpoints run.
import { createServer } from 'node:http';
import { createApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { openDatabase } from '../../api/src/db/client.ts';
import { createLogger } from '../../api/src/logger.ts';
import { createPaymentProvider } from '../../api/src/services.ts';
import { recordStatements } from '../../api/src/test/statement-recorder.ts';
import type { BenchFixture } from '../seed-scale.ts';
import { login } from './load.ts';
import { SERVER_ENV } from './processes.ts';
import { PORTS } from './options.ts';

/**
 * Runs the app in this process on the same database file, records every statement it executes
 * (and its parameters) while serving the report calls, and returns their query plans:
 * the exact SQL the server runs, whatever the report modules become.
 */
export async function reportQueryPlans(
  runDir: string,
  fixture: BenchFixture,
): Promise<Array<{ endpoint: string; sql: string; plan: string[] }>> {
  const config = loadConfig({
    ...process.env,
    ...SERVER_ENV,
    LOG_LEVEL: 'silent',
    DATA_DIR: runDir,
    PORT: String(PORTS.inProcess),
  });
  const db = openDatabase(config.databasePath);
  const sqlite = db.$client;
  const app = createApp({
    config,
    db,
    logger: createLogger('silent'),
    payments: createPaymentProvider(config, db, createLogger('silent')),
  });
  const server = createServer(app);
  await new Promise<void>((r) => server.listen(PORTS.inProcess, '127.0.0.1', () => r()));
  const base = `http://127.0.0.1:${PORTS.inProcess}`;
  const plans: Array<{ endpoint: string; sql: string; plan: string[] }> = [];
  try {
    for (const [endpoint, who] of [
      ['GET /api/admin/reports', fixture.admin],
      ['GET /api/restaurants/reports', fixture.owner],
      ['GET /api/redemptions', fixture.owner],
    ] as const) {
      const cookie = await login(base, who);
      if (!cookie) continue;
      const { executions } = await recordStatements(db, async () => {
        await (await fetch(base + endpoint.slice(4), { headers: { cookie } })).arrayBuffer();
      });
      const seen = executions.filter((e) => /^\s*(select|with)\b/i.test(e.sql));
      const unique = new Map(seen.map((s) => [s.sql, s]));
      for (const { sql, params } of unique.values()) {
        // The session and user look-ups of every signed-in call are not the report's queries.
        if (/from "sessions"/.test(sql)) continue;
        const rows = sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(params as unknown[])) as Array<{
          id: number;
          parent: number;
          detail: string;
        }>;
        const depth = new Map<number, number>();
        const plan = rows.map((r) => {
          const d = (depth.get(r.parent) ?? -1) + 1;
          depth.set(r.id, d);
          return `${'  '.repeat(d)}${r.detail}`;
        });
        plans.push({ endpoint, sql, plan });
      }
    }
  } finally {
    await new Promise((r) => server.close(r));
    sqlite.close();
  }
  return plans;
}
