import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ReportReader } from './db/report-reader.ts';
import type { DeviceSessions } from './http/device-session.ts';
import type { RateLimits } from './http/rate-limits.ts';
import type { SessionManager } from './http/session.ts';
import type { PaymentProvider } from './payments/provider.ts';

/** What every router is built from. In its own file so route files never import app.ts. */
export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  sessions: SessionManager;
  /** Kiosk tablets' own cookies: the device guard of every tablet call. */
  devices: DeviceSessions;
  limits: RateLimits;
  payments: PaymentProvider;
  /** Whole-platform reads off the event loop (server.ts starts the worker; tests read inline). */
  reports: ReportReader;
}

export type AppDepsInput = Omit<AppDeps, 'sessions' | 'devices' | 'limits' | 'reports'> &
  Partial<Pick<AppDeps, 'sessions' | 'devices' | 'limits' | 'reports'>>;
