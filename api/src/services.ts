import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createDemoProvider } from './payments/demo-provider.ts';
import type { PaymentProvider } from './payments/provider.ts';

/** Picks the payment provider from the configuration: Stripe when a key is set, else the demo. */
export function createPaymentProvider(config: Config, db: Db, _logger: Logger): PaymentProvider {
  if (config.stripe) {
    throw new Error('STRIPE_SECRET_KEY is set but the Stripe provider is not available in this build');
  }
  return createDemoProvider(db);
}
