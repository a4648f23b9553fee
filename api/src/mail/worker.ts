import { and, asc, eq, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import type { MailTransport } from './transports.ts';

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  /** How often to look for due e-mails. */
  pollMs?: number;
  batchSize?: number;
  /** After this many failed attempts an e-mail is marked failed and left alone. */
  maxAttempts?: number;
  /** The wait after the first failure; it doubles with each further failure, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /**
   * A claimed e-mail is not picked again before this passes: long enough for a send to finish,
   * short enough that an e-mail claimed just before a crash goes out soon after a restart.
   */
  leaseMs?: number;
  now?: () => Date;
}

export interface MailWorker {
  start(): void;
  /** Stops polling and waits for a delivery under way. */
  stop(): Promise<void>;
  /** Delivers what is due now; the loop calls it, tests call it directly. */
  runOnce(): Promise<{ sent: number; retried: number; failed: number }>;
}

export function retryDelayMs(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Delivers the e-mail outbox. Rows are queued in the same transaction as what caused them, so a
 * crash never loses one: whatever is pending when the process starts again is delivered then.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    db,
    transport,
    logger,
    pollMs = 2000,
    batchSize = 20,
    maxAttempts = 8,
    baseDelayMs = 30_000,
    maxDelayMs = 60 * 60_000,
    leaseMs = 2 * 60_000,
    now = () => new Date(),
  } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function runOnce() {
    const result = { sent: 0, retried: 0, failed: 0 };
    const startedAt = now();
    const due = db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, startedAt.toISOString())))
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(batchSize)
      .all();
    for (const row of due) {
      // Claim it: only one worker (or one process) sends a given e-mail at a time.
      const claimed = db
        .update(emailOutbox)
        .set({ attempts: row.attempts + 1, nextAttemptAt: new Date(now().getTime() + leaseMs).toISOString() })
        .where(
          and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'pending'), eq(emailOutbox.nextAttemptAt, row.nextAttemptAt)),
        )
        .run();
      if (claimed.changes !== 1) continue;
      const attempt = row.attempts + 1;
      try {
        await transport.send({
          id: row.id,
          kind: row.kind,
          to: row.toAddress,
          subject: row.subject,
          html: row.html,
          text: row.text,
          headers: row.headers,
        });
        db.update(emailOutbox)
          .set({ status: 'sent', sentAt: now().toISOString(), lastError: null })
          .where(eq(emailOutbox.id, row.id))
          .run();
        result.sent++;
        logger.info({ emailId: row.id, kind: row.kind, transport: transport.name }, 'e-mail delivered');
      } catch (err) {
        const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
        if (attempt >= maxAttempts) {
          db.update(emailOutbox).set({ status: 'failed', lastError }).where(eq(emailOutbox.id, row.id)).run();
          result.failed++;
          logger.error({ emailId: row.id, attempt, err }, 'e-mail delivery failed for good');
        } else {
          const next = new Date(now().getTime() + retryDelayMs(attempt, baseDelayMs, maxDelayMs)).toISOString();
          db.update(emailOutbox).set({ nextAttemptAt: next, lastError }).where(eq(emailOutbox.id, row.id)).run();
          result.retried++;
          logger.warn({ emailId: row.id, attempt, next, err: lastError }, 'e-mail delivery failed; will retry');
        }
      }
    }
    return result;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    timer = undefined;
    running = runOnce()
      .catch((err: unknown) => logger.error({ err }, 'mail worker run failed'))
      .finally(() => {
        running = undefined;
        schedule(pollMs);
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
      transport.close?.();
    },
    runOnce,
  };
}
