import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { onTestFinished } from 'vitest';
import { loadConfig } from '../config.ts';
import { createStripeClient, createStripeProvider } from '../payments/stripe-provider.ts';
import { createTestApp } from './harness.ts';
import { startStripeStandIn, type StandInIntent } from './stripe-stand-in-server.ts';

export { startStripeStandIn, type RecordedRequest, type StandInIntent, type StripeStandIn } from './stripe-stand-in-server.ts';

export const TEST_WEBHOOK_SECRET = 'whsec_test_standin_secret';

/**
 * A test app configured for Stripe, whose `stripe` client talks to a fresh stand-in. The stand-in
 * is closed after the test with the app.
 */
export async function createStripeTestApp(env: Record<string, string> = {}) {
  const standIn = await startStripeStandIn();
  onTestFinished(() => standIn.close());
  const stripeEnv = {
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: standIn.url,
    ...env,
  };
  const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret-0123', ...stripeEnv });
  if (!config.stripe) throw new Error('Stripe settings were not read');
  const provider = createStripeProvider(createStripeClient(config.stripe), config.stripe);
  const ctx = createTestApp({ env: stripeEnv, deps: { payments: provider } });
  return { ...ctx, standIn, provider };
}

/** A webhook body and the Stripe-Signature header Stripe would send with it. */
export function signWebhook(
  event: Record<string, unknown>,
  secret = TEST_WEBHOOK_SECRET,
): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

let eventCounter = 0;
export function paymentSucceededEvent(intent: StandInIntent): Record<string, unknown> {
  return event('payment_intent.succeeded', { ...intent, status: 'succeeded' });
}

function event(type: string, object: Record<string, unknown>): Record<string, unknown> {
  return {
    id: `evt_test_${++eventCounter}_${randomBytes(4).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** What Stripe sends when money of a charge goes back (from the product or the dashboard). */
export function chargeRefundedEvent(intent: StandInIntent, amountRefunded: number): Record<string, unknown> {
  return event('charge.refunded', {
    id: intent.latest_charge ?? `ch_${randomBytes(6).toString('hex')}`,
    object: 'charge',
    amount: intent.amount,
    amount_refunded: amountRefunded,
    currency: intent.currency,
    payment_intent: intent.id,
    refunded: amountRefunded >= intent.amount,
  });
}

/** charge.dispute.created (status needs_response) or charge.dispute.closed (won or lost). */
export function disputeEvent(
  type: 'charge.dispute.created' | 'charge.dispute.closed',
  intent: StandInIntent,
  disputeId: string,
  status: 'needs_response' | 'won' | 'lost',
): Record<string, unknown> {
  return event(type, {
    id: disputeId,
    object: 'dispute',
    amount: intent.amount,
    currency: intent.currency,
    charge: intent.latest_charge,
    payment_intent: intent.id,
    reason: 'fraudulent',
    status,
  });
}
