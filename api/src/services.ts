import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createFileTransport, createSmtpTransport, type MailTransport } from './mail/transports.ts';
import { createDemoProvider } from './payments/demo-provider.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { createStripeClient, createStripeProvider } from './payments/stripe-provider.ts';

/** Picks the payment provider from the configuration: Stripe when a key is set, else the demo. */
export function createPaymentProvider(config: Config, db: Db, logger: Logger): PaymentProvider {
  if (config.stripe) {
    if (!config.stripe.publishableKey) {
      logger.warn('STRIPE_PUBLISHABLE_KEY is not set: the checkout cannot show the Stripe payment form');
    }
    if (!config.stripe.webhookSecret) {
      logger.warn('STRIPE_WEBHOOK_SECRET is not set: cards are created only when the buyer reaches the success page');
    }
    return createStripeProvider(createStripeClient(config.stripe), config.stripe);
  }
  // loadConfig already refuses NODE_ENV=production without Stripe unless ALLOW_DEMO_PAYMENTS=1.
  return createDemoProvider(db);
}

/** SMTP when SMTP_URL is set, else one file per e-mail in DATA_DIR/outbox. */
export function createMailTransport(config: Config): MailTransport {
  const sender = { from: config.mailFrom, siteHost: new URL(config.publicUrl ?? `http://localhost:${config.port}`).hostname };
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl, sender) : createFileTransport(config.outboxDir, sender);
}
