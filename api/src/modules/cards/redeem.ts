import { and, eq, gt, sql } from 'drizzle-orm';
import { isExpired, MESSAGES, type RedeemResponse, MONEY_MESSAGES } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { cardOffers, cards, redemptions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { API_MESSAGES } from '../../messages.ts';
import { generateRedemptionCode, normalizeAccessCode } from './codes.ts';
import { presentCardOffer } from './cards.presenter.ts';

export type RedeemResult = RedeemResponse;

/** How many fresh codes to try when one is already taken in the restaurant. */
const MAX_CODE_ATTEMPTS = 20;

function isRedemptionCodeClash(err: unknown): boolean {
  // better-sqlite3 raises SqliteError directly; a wrapped error keeps it as its cause.
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if (/UNIQUE constraint failed: redemptions\.restaurant_id, redemptions\.code/.test(e.message)) return true;
  }
  return false;
}

/**
 * The redemption's statements, prepared once per database handle (db/prepared.ts). They run on
 * the same connection as the transaction below, so they take part in it.
 */
const statements = preparedPerDb((db) => ({
  card: db
    .select({
      id: cards.id,
      restaurantId: cards.restaurantId,
      campaignId: cards.campaignId,
      customerName: cards.customerName,
      expirationDate: cards.expirationDate,
      status: cards.status,
    })
    .from(cards)
    .where(eq(cards.accessCode, sql.placeholder('accessCode')))
    .prepare(),
  /** The guarded decrement: never below zero, whatever the concurrency. */
  takeOne: db
    .update(cardOffers)
    .set({ quantityRemaining: sql`${cardOffers.quantityRemaining} - 1` })
    .where(
      and(
        eq(cardOffers.id, sql.placeholder('offerId')),
        eq(cardOffers.cardId, sql.placeholder('cardId')),
        gt(cardOffers.quantityRemaining, 0),
      ),
    )
    .returning({
      id: cardOffers.id,
      offerType: cardOffers.offerType,
      description: cardOffers.description,
      quantityRemaining: cardOffers.quantityRemaining,
      quantityTotal: cardOffers.quantityTotal,
      retailValue: cardOffers.retailValue,
    })
    .prepare(),
  offerOnCard: db
    .select({ id: cardOffers.id })
    .from(cardOffers)
    .where(and(eq(cardOffers.id, sql.placeholder('offerId')), eq(cardOffers.cardId, sql.placeholder('cardId'))))
    .prepare(),
  /**
   * The lowest use of the offer no live redemption holds: 1, or one past a held use, whichever is
   * free first (the uses held are found on redemptions_offer_use_live_uq).
   */
  freeUse: db.$client
    .prepare<{ offerId: number; total: number }, number>(
      `SELECT u FROM (SELECT 1 AS u UNION ALL SELECT r.use + 1 FROM redemptions r WHERE r.offer_id = :offerId AND r.undone_at IS NULL)
        WHERE u <= :total
          AND NOT EXISTS (SELECT 1 FROM redemptions x WHERE x.offer_id = :offerId AND x.use = u AND x.undone_at IS NULL)
        ORDER BY u LIMIT 1`,
    )
    .pluck(),
  insert: db
    .insert(redemptions)
    .values({
      cardId: sql.placeholder('cardId'),
      offerId: sql.placeholder('offerId'),
      restaurantId: sql.placeholder('restaurantId'),
      campaignId: sql.placeholder('campaignId'),
      code: sql.placeholder('code'),
      customerName: sql.placeholder('customerName'),
      redeemedAt: sql.placeholder('redeemedAt'),
      use: sql.placeholder('use'),
    })
    .returning({ id: redemptions.id })
    .prepare(),
}));

/**
 * Takes one from an offer, makes the six-digit code and stores the redemption, all in one
 * transaction of three indexed statements (card by its unique access code, offer by primary key,
 * the insert). The decrement carries its own guard (quantity_remaining > 0), so concurrent
 * requests can never take an offer below zero; the transaction begins IMMEDIATE so a second
 * process writing the same database waits instead of failing half-way.
 *
 * This runs one redemption in its own transaction; the HTTP route goes through
 * createRedeemQueue, which commits the redemptions that arrive together in one transaction.
 */
export function redeemOffer(
  db: Db,
  accessCode: string,
  offerId: number,
  now: Date = new Date(),
  makeCode: () => string = generateRedemptionCode,
): RedeemResult {
  return transactions(db).one.immediate(accessCode, offerId, now, makeCode);
}

interface PendingRedeem {
  accessCode: string;
  offerId: number;
  now: Date;
  resolve: (result: RedeemResult) => void;
  reject: (error: unknown) => void;
  result?: RedeemResult;
  failed?: { error: unknown };
}

/**
 * Group commit for the redeem route. Most of a redemption's cost is its commit (BEGIN, writing
 * the card offer's and the redemption's pages with its four index entries to the WAL, COMMIT), and
 * at the Friday-night peak many tablets and phones redeem at once. Redemptions that arrive in the
 * same turn of the event loop are run together after it (setImmediate) in one IMMEDIATE
 * transaction, each inside its own savepoint (a nested better-sqlite3 transaction):
 *
 * - a redemption that fails (card not found, used up, expired) rolls back only its savepoint and
 *   rejects only its own caller; the others commit;
 * - nobody hears of success before the commit: if the transaction itself fails (the commit, or an
 *   error after which SQLite rolled the whole transaction back), every caller in the batch gets the
 *   error and nothing of the batch is stored;
 * - a lone redemption (a quiet restaurant) waits one event-loop turn, well under a millisecond.
 *
 * See docs/decisions/009-runtime-for-speed.md.
 */
export function createRedeemQueue(
  db: Db,
  makeCode: () => string = generateRedemptionCode,
): (accessCode: string, offerId: number, now?: Date) => Promise<RedeemResult> {
  let pending: PendingRedeem[] = [];

  const flush = () => {
    const batch = pending;
    pending = [];
    try {
      transactions(db).batch.immediate(batch, makeCode);
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    for (const item of batch) {
      if (item.failed) item.reject(item.failed.error);
      else item.resolve(item.result!);
    }
  };

  return (accessCode, offerId, now = new Date()) =>
    new Promise<RedeemResult>((resolve, reject) => {
      if (pending.push({ accessCode, offerId, now, resolve, reject }) === 1) setImmediate(flush);
    });
}

/**
 * The transactions, built once per database handle like the statements: better-sqlite3's own
 * transaction functions. (drizzle's db.transaction() would build a whole transaction object with a
 * query builder per table on every call; these need none of it.) `one` called inside `batch` runs
 * as a savepoint.
 */
const transactions = preparedPerDb((db) => {
  const q = statements(db);
  const one = db.$client.transaction((accessCode: string, offerId: number, now: Date, makeCode: () => string): RedeemResult => {
    const card = q.card.get({ accessCode: normalizeAccessCode(accessCode) });
    if (!card) throw notFound('Card');
    if (card.status === 'refunded') throw new AppError(409, MONEY_MESSAGES.cardRefunded, 'card_refunded');
    if (card.status === 'on_hold') throw new AppError(409, MONEY_MESSAGES.cardOnHold, 'card_on_hold');
    if (isExpired(card.expirationDate, now)) throw new AppError(409, MESSAGES.cardExpired, 'card_expired');

    const offer = q.takeOne.get({ offerId, cardId: card.id });
    if (!offer) {
      // Only the failure path tells "not on this card" from "used up", by primary key.
      const exists = q.offerOnCard.get({ offerId, cardId: card.id });
      if (!exists) throw new AppError(404, API_MESSAGES.offerNotOnCard, 'not_found');
      throw new AppError(409, MESSAGES.noRemainingQuantity, 'no_remaining_quantity');
    }

    // The decrement guarantees a free use exists: remaining > 0 means fewer live uses than the total.
    const use = q.freeUse.get({ offerId: offer.id, total: offer.quantityTotal });
    if (use === undefined) throw new Error(`offer ${offer.id} had quantity left but no free use`);

    // Codes are unique within a restaurant, so the kiosk finds exactly one redemption by code.
    // A clash fails only that INSERT statement; the transaction carries on with a fresh code.
    for (let attempt = 1; ; attempt++) {
      const code = makeCode();
      try {
        const row = q.insert.get({
          cardId: card.id,
          offerId: offer.id,
          restaurantId: card.restaurantId,
          campaignId: card.campaignId,
          code,
          customerName: card.customerName,
          redeemedAt: now.toISOString(),
          use,
        })!;
        return { code, redemptionId: row.id, offer: presentCardOffer(offer) };
      } catch (err) {
        if (!isRedemptionCodeClash(err) || attempt >= MAX_CODE_ATTEMPTS) throw err;
      }
    }
  });

  const batch = db.$client.transaction((items: PendingRedeem[], makeCode: () => string) => {
    for (const item of items) {
      try {
        item.result = one(item.accessCode, item.offerId, item.now, makeCode);
      } catch (error) {
        // SQLite ends the whole transaction on some errors (a full disk, I/O): then nothing of
        // this batch may be reported as done, and the next redemption must not run outside it.
        if (!db.$client.inTransaction) throw error;
        item.failed = { error };
      }
    }
  });

  return { one, batch };
});
