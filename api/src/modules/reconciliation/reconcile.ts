import { and, count, eq, gte } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ReconciliationSummary } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { auditLog, jobRuns } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { findCardByPaymentIntent } from '../purchases/purchases.queries.ts';
import { completePurchase } from '../purchases/purchases.service.ts';

/** How far back the sweep looks for paid payments (Stripe lists them by creation time). */
export const RECONCILE_LOOKBACK_MS = 72 * 60 * 60_000;
/** How often the server sweeps. */
export const RECONCILE_EVERY_MS = 5 * 60_000;
const JOB = 'reconciliation';

export interface ReconcileDeps {
  db: Db;
  payments: PaymentProvider;
  logger: Logger;
  /** PUBLIC_URL or the server's own address: the recovered cards' e-mails link to it. */
  siteUrl: string;
}

export interface ReconcileResult {
  checked: number;
  recovered: number;
  failed: number;
}

/**
 * Every payment the provider says succeeded in the last 72 hours gets its card: the one a webhook
 * lost, a crash cut off, or a buyer whose tab closed. It goes through the same completePurchase as
 * the success page and the webhook, so a card is made at most once whoever runs it, in how many
 * processes at once, and however often; each card it makes is audited as recovered.
 */
export async function reconcilePayments(deps: ReconcileDeps, now: Date = new Date()): Promise<ReconcileResult> {
  const { db, payments, logger } = deps;
  const intents = await payments.listSucceededSince(new Date(now.getTime() - RECONCILE_LOOKBACK_MS));
  const result: ReconcileResult = { checked: 0, recovered: 0, failed: 0 };
  for (const intent of intents) {
    // Another product on the same Stripe account, or one that already has its card.
    if (intent.campaignId == null || findCardByPaymentIntent(db, intent.id)) continue;
    result.checked++;
    try {
      const { card, created } = await completePurchase(
        { db, payments, logger },
        { paymentIntentId: intent.id, siteUrl: deps.siteUrl, recoveredBy: 'reconciliation' },
      );
      if (created) {
        result.recovered++;
        logger.warn({ cardId: card.id, paymentIntentId: intent.id }, 'reconciliation created a missing card');
      }
    } catch (err) {
      result.failed++;
      // A payment that cannot make a card (no buyer, another price) stays for a person to look at.
      if (err instanceof AppError && err.status < 500)
        logger.warn({ paymentIntentId: intent.id, err: err.message }, 'reconciliation left a paid payment without a card');
      else logger.error({ paymentIntentId: intent.id, err }, 'reconciliation failed on a payment');
    }
  }
  db.insert(jobRuns)
    .values({ name: JOB, lastRunAt: now.toISOString(), lastResult: { ...result } })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: now.toISOString(), lastResult: { ...result } } })
    .run();
  return result;
}

/** For the admin dashboard: cards recovered in the last 7 days, and when the sweep last ran. */
export function reconciliationSummary(db: Db, now: Date = new Date()): ReconciliationSummary {
  const since = new Date(now.getTime() - 7 * 24 * 60 * 60_000).toISOString();
  const recovered = db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'card_recovered'), gte(auditLog.createdAt, since)))
    .get();
  const run = db.select().from(jobRuns).where(eq(jobRuns.name, JOB)).get();
  return { recoveredLast7Days: recovered?.n ?? 0, lastRunAt: run?.lastRunAt ?? null };
}

/** Sweeps soon after start (a crash may have left paid payments without cards) and then every 5 minutes. */
export function startReconciliation(deps: ReconcileDeps, everyMs = RECONCILE_EVERY_MS): { stop(): void } {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await reconcilePayments(deps);
      if (result.recovered || result.failed) deps.logger.info({ reconciliation: result }, 'reconciliation sweep');
    } catch (err) {
      deps.logger.error({ err }, 'reconciliation sweep failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, 1000);
  first.unref();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
