// npm run reconcile: the reconciliation sweep once, now, beside a running server or without one.
// Every succeeded payment of the last 72 hours without a card gets its card and e-mail (the
// running server's mail worker, or the next one started, sends it). Safe to run at any time: a
// card is made at most once whoever makes it.
import { ConfigError, loadConfig } from '../api/src/config.ts';
import { migrateDatabase, openDatabase } from '../api/src/db/client.ts';
import { createLogger } from '../api/src/logger.ts';
import { reconcilePayments } from '../api/src/modules/reconciliation/reconcile.ts';
import { createPaymentProvider } from '../api/src/services.ts';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = openDatabase(config.databasePath);
  migrateDatabase(db);
  const payments = createPaymentProvider(config, db, logger);
  const siteUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const result = await reconcilePayments({ db, payments, logger, siteUrl });
  db.$client.close();
  console.log(
    `reconciliation: ${result.checked} paid payment(s) without a card checked, ${result.recovered} card(s) created, ${result.failed} left for a person to look at`,
  );
  if (result.failed > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
