// npm run reminders: the expiry reminders and next year's announcements, once, now, beside a
// running server or without one (the server runs them hourly). Safe at any time: each card is
// reminded once and each address told of a campaign once, whichever process gets there first;
// the running server's mail worker (or the next one started) sends what it queues.
import { ConfigError, loadConfig } from '../api/src/config.ts';
import { migrateDatabase, openDatabase } from '../api/src/db/client.ts';
import { createLogger } from '../api/src/logger.ts';
import { runReminderSweeps } from '../api/src/modules/reminders/reminders.sweep.ts';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = openDatabase(config.databasePath);
  migrateDatabase(db);
  const siteUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const result = await runReminderSweeps({ db, logger, siteUrl });
  db.$client.close();
  console.log(`reminders: ${result.reminders} expiry reminder(s) and ${result.announcements} announcement(s) queued`);
}

try {
  await main();
} catch (err: unknown) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
