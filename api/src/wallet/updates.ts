import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { todayHere } from '../modules/cards/card-days.ts';
import { retryDelayMs } from '../mail/worker.ts';
import { transaction } from '../db/transaction.ts';

/**
 * One wallet's way of telling a card's passes that the card changed: Apple pushes to each device
 * registered for the card, Google updates the card's pass object. Throws to be retried later.
 */
export interface WalletSender {
  send(cardId: number): Promise<void>;
}

export interface WalletSenders {
  apple?: WalletSender;
  google?: WalletSender;
}

export interface WalletUpdaterOptions {
  db: Db;
  logger: Logger;
  senders: WalletSenders;
  /** How often to look for due updates ("the pass changes within a minute"). */
  pollMs?: number;
  batchSize?: number;
  /** After this many failed attempts an update is given up and logged as an error. */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  now?: () => Date;
}

export interface WalletUpdater {
  start(): void;
  /** Stops polling and waits for a round under way. */
  stop(): Promise<void>;
  /** Queues the passes of cards that expired, then sends what is due; the loop calls it, tests too. */
  runOnce(): Promise<{ sent: number; retried: number; gaveUp: number }>;
}

interface DueRow {
  id: number;
  cardId: number;
  appleDoneAt: string | null;
  googleDoneAt: string | null;
  attempts: number;
}

/**
 * Cards in a wallet whose expiry has passed since the pass last heard of it: one update each, so
 * the pass turns expired. Changes to a card (uses, undo, refund, a new expiry date) are queued by
 * the database's own triggers in the change's transaction (migration 0016), whatever path made it.
 */
export async function queueExpiredPasses(db: Db, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  // Past its last day in the deployment's zone (card-state.ts), and not told since that day ended.
  const today = todayHere(now);
  return await transaction(db, (tx) => {
    const expired = tx.$client
      .prepare(
        `SELECT wp.card_id AS cardId FROM wallet_passes wp JOIN cards c ON c.id = wp.card_id
          WHERE c.expires_on < :today AND (wp.expiry_queued_at IS NULL OR wp.expiry_queued_at < card_end_of_day(c.expires_on))`,
      )
      .all({ today }) as { cardId: number }[];
    const queue = tx.$client.prepare(
      `INSERT INTO wallet_updates (card_id, queued_at, next_attempt_at) VALUES (:cardId, :at, :at)`,
    );
    const mark = tx.$client.prepare(`UPDATE wallet_passes SET expiry_queued_at = :at, updated_at = :at WHERE card_id = :cardId`);
    for (const { cardId } of expired) {
      queue.run({ cardId, at });
      mark.run({ cardId, at });
    }
    return expired.length;
  });
}

/**
 * Sends the queued wallet updates. Several changes of one card waiting together go out as one
 * (each sender reads the card as it is now). Apple and Google are marked done separately, so a
 * Google failure never pushes Apple devices twice; failures wait longer each time and are logged,
 * and nothing here is ever awaited by a redemption.
 */
export function createWalletUpdater(options: WalletUpdaterOptions): WalletUpdater {
  const {
    db,
    logger,
    senders,
    pollMs = 5_000,
    batchSize = 100,
    maxAttempts = 10,
    baseDelayMs = 30_000,
    maxDelayMs = 60 * 60_000,
    now = () => new Date(),
  } = options;
  const due = db.$client.prepare(
    `SELECT id, card_id AS cardId, apple_done_at AS appleDoneAt, google_done_at AS googleDoneAt, attempts
       FROM wallet_updates WHERE gave_up_at IS NULL AND next_attempt_at <= :at ORDER BY id LIMIT :limit`,
  );
  const markDone = (column: 'apple_done_at' | 'google_done_at') =>
    db.$client.prepare(`UPDATE wallet_updates SET ${column} = :at WHERE id = :id`);
  const markAppleDone = markDone('apple_done_at');
  const markGoogleDone = markDone('google_done_at');
  const remove = db.$client.prepare(`DELETE FROM wallet_updates WHERE id = :id`);
  const retry = db.$client.prepare(
    `UPDATE wallet_updates SET attempts = :attempts, next_attempt_at = :next, last_error = :error WHERE id = :id`,
  );
  const giveUp = db.$client.prepare(
    `UPDATE wallet_updates SET attempts = :attempts, last_error = :error, gave_up_at = :at WHERE id = :id`,
  );

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let lastExpirySweep = 0;

  async function runOnce() {
    const at = now();
    if (at.getTime() - lastExpirySweep >= 60_000) {
      lastExpirySweep = at.getTime();
      await queueExpiredPasses(db, at);
    }
    const rows = due.all({ at: at.toISOString(), limit: batchSize }) as DueRow[];
    const byCard = new Map<number, DueRow[]>();
    for (const row of rows) byCard.set(row.cardId, [...(byCard.get(row.cardId) ?? []), row]);
    let sent = 0;
    let retried = 0;
    let gaveUp = 0;
    for (const [cardId, cardRows] of byCard) {
      const errors: string[] = [];
      const appleDone = await sendOnce('apple', senders.apple, cardId, cardRows, (r) => r.appleDoneAt, markAppleDone, errors);
      const googleDone = await sendOnce(
        'google',
        senders.google,
        cardId,
        cardRows,
        (r) => r.googleDoneAt,
        markGoogleDone,
        errors,
      );
      if (appleDone && googleDone) {
        await transaction(db, () => cardRows.forEach((r) => remove.run({ id: r.id })));
        sent += 1;
        continue;
      }
      const error = errors.join('; ').slice(0, 1000);
      for (const row of cardRows) {
        const attempts = row.attempts + 1;
        if (attempts >= maxAttempts) {
          giveUp.run({ id: row.id, attempts, error, at: at.toISOString() });
          gaveUp += 1;
          logger.error({ cardId, attempts, error }, 'wallet update given up');
        } else {
          const next = new Date(at.getTime() + retryDelayMs(attempts, baseDelayMs, maxDelayMs)).toISOString();
          retry.run({ id: row.id, attempts, next, error });
          retried += 1;
        }
      }
    }
    return { sent, retried, gaveUp };
  }

  async function sendOnce(
    name: string,
    sender: WalletSender | undefined,
    cardId: number,
    rows: DueRow[],
    doneAt: (row: DueRow) => string | null,
    mark: ReturnType<typeof markDone>,
    errors: string[],
  ): Promise<boolean> {
    const pending = rows.filter((r) => doneAt(r) === null);
    if (!sender || pending.length === 0) return true;
    try {
      await sender.send(cardId);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      errors.push(`${name}: ${message}`);
      logger.warn({ cardId, wallet: name, err: message }, 'wallet update failed; will retry');
      return false;
    }
    const at = now().toISOString();
    await transaction(db, () => pending.forEach((r) => mark.run({ id: r.id, at })));
    return true;
  }

  function loop() {
    running = runOnce()
      .catch((err: unknown) => logger.error({ err }, 'wallet updater round failed'))
      .finally(() => {
        running = undefined;
        if (timer !== undefined) timer = setTimeout(loop, pollMs);
      });
  }

  return {
    start() {
      if (timer !== undefined) return;
      timer = setTimeout(loop, 0);
    },
    async stop() {
      const t = timer;
      timer = undefined;
      if (t) clearTimeout(t);
      await running;
    },
    runOnce,
  };
}
