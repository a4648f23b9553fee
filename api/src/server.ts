import { createServer } from 'node:http';
import { createApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { startBackgroundCheckpoints } from './db/checkpointer.ts';
import { startSweeps } from './modules/housekeeping/sweep.ts';
import { startReconciliation } from './modules/reconciliation/reconcile.ts';
import { startReminderSweeps } from './modules/reminders/reminders.sweep.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { startReportReader } from './db/report-reader.ts';
import { DEMO_SIGN_INS, seedDemoData } from './modules/demo-seed/demo-seed.ts';
import { createLogger } from './logger.ts';
import { createMailWorker } from './mail/worker.ts';
import { createMailTransport, createPaymentProvider } from './services.ts';
import { createApnsSender } from './wallet/apple/apns.ts';
import { googleWalletFor } from './wallet/google/google-wallet.ts';
import { createWalletUpdater } from './wallet/updates.ts';
import { statsLinkKey } from './modules/sellers/stats-link.ts';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
if (config.databaseUrl) {
  // Better no start than a site that writes to SQLite while its operator thinks it is on PostgreSQL.
  console.error(
    'DATABASE_URL: this build serves from SQLite (DATA_DIR) only. Copying a site to PostgreSQL (npm run db:copy) and ' +
      'backing it up (npm run backup) work; serving from it does not yet (issue 41, docs/deploy.md section 10). ' +
      'Unset DATABASE_URL to start.',
  );
  process.exit(1);
}

const logger = createLogger(config.logLevel);
const db = openDatabase(config.databasePath);
migrateDatabase(db);
const seeded = config.seedDemo ? await seedDemoData(db, config.uploadsDir, statsLinkKey(config.sessionSecret)) : false;
const checkpointer = startBackgroundCheckpoints(db, config.databasePath, logger);
const sweeps = await startSweeps(db, config.uploadsDir, logger);
const payments = createPaymentProvider(config, db, logger);
const reports = startReportReader(db, config.databasePath, logger);
const app = createApp({ config, db, logger, payments, reports });
const server = createServer(app);
const mailTransport = createMailTransport(config);
// Delivers the outbox, starting with anything a previous run queued but never sent.
const mailWorker = createMailWorker({ db, transport: mailTransport, logger, leaseMs: config.mailLeaseSeconds * 1000 });
// Passes in holders' wallets follow each use, undo, refund and expiry (queued by the database's own triggers).
const googleWallet = googleWalletFor({ db, config, logger });
const walletUpdater =
  config.apple || config.google
    ? createWalletUpdater({
        db,
        logger,
        senders: {
          apple: config.apple ? createApnsSender({ db, config: config.apple, logger }) : undefined,
          google: googleWallet?.sender,
        },
      })
    : undefined;

let reconciliation: { stop(): void } | undefined;
let reminderSweeps: { stop(): void } | undefined;

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = config.publicUrl ?? `http://localhost:${port}`;
  // Paid payments without a card (a lost webhook, a crash) get theirs within minutes.
  reconciliation = startReconciliation({ db, payments, logger, siteUrl: base });
  // Expiry reminders and next year's announcements, hourly.
  reminderSweeps = startReminderSweeps({ db, logger, siteUrl: base });
  const lines = [
    '',
    `  Deal cards is running at ${base}`,
    `    card holders and buyers: ${base}/`,
    `    restaurant kiosk:        ${base}/kiosk/`,
    `    admin portal:            ${base}/admin`,
    `    restaurant portal:       ${base}/portal`,
    `  payments: ${payments.name === 'demo' ? 'demo provider (test card 4242 4242 4242 4242)' : 'Stripe'}`,
    `  e-mail: ${mailTransport.name === 'smtp' ? 'sent by SMTP' : `written to ${config.outboxDir}`}`,
    `  data folder: ${config.dataDir}`,
  ];
  if (config.seedDemo) {
    lines.push(seeded ? '  demo data was seeded into the new database. Demo sign-ins:' : '  demo sign-ins:');
    for (const s of DEMO_SIGN_INS) lines.push(`    ${s.role.padEnd(17)} ${s.email} / ${s.password}`);
  }
  // The first line is read by the test and bench harnesses to learn the port.
  console.log(`listening on ${port}`);
  console.log(lines.join('\n') + '\n');
  mailWorker.start();
  walletUpdater?.start();
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  sweeps.stop();
  reconciliation?.stop();
  reminderSweeps?.stop();
  server.close(() => {
    void Promise.all([mailWorker.stop(), walletUpdater?.stop(), checkpointer.stop(), reports.stop()]).finally(() => {
      db.$client.close();
      process.exit(0);
    });
  });
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
