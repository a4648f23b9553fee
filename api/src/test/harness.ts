import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import supertest from 'supertest';
import { afterEach } from 'vitest';
import { createApp } from '../app.ts';
import type { AppDepsInput } from '../app-deps.ts';
import { loadConfig, type Config } from '../config.ts';
import { migrateDatabase, openDatabase, type Db } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { createDemoProvider } from '../payments/demo-provider.ts';
import type { ResponseCheckLocals } from '../http/validate.ts';

export interface TestContext {
  app: Express;
  db: Db;
  config: Config;
  dataDir: string;
  request: ReturnType<typeof supertest>;
  /** A supertest agent keeps cookies between calls, like a browser. */
  agent: () => ReturnType<typeof supertest.agent>;
}

const cleanups: Array<() => void> = [];
/** Answers whose body did not match the route's response schema (http/validate.ts), for the test that caused them. */
const responseMismatches: string[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
  const found = responseMismatches.splice(0);
  if (found.length) throw new Error(`Answers that do not match their route's response schema:\n${found.join('\n')}`);
});

/**
 * A fresh app on a fresh temporary database with every migration applied. Rate limits are off
 * unless a test asks for them.
 */
export function createTestApp(options: { env?: Record<string, string>; deps?: Partial<AppDepsInput> } = {}): TestContext {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dealcard-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    KIOSK_DIST_DIR: path.join(dataDir, 'no-kiosk'),
    ...options.env,
  });
  const db = openDatabase(config.databasePath);
  migrateDatabase(db);
  const logger = createLogger(config.logLevel);
  const app = createApp({ config, db, logger, payments: createDemoProvider(db), ...options.deps });
  // Every JSON answer of a test app is checked against its route's declared schema.
  const locals: ResponseCheckLocals = app.locals;
  locals.checkResponses = true;
  locals.responseMismatches = responseMismatches;
  cleanups.push(() => {
    db.$client.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, db, config, dataDir, request: supertest(app), agent: () => supertest.agent(app) };
}
