import {
  decideUse,
  MESSAGES,
  MONEY_MESSAGES,
  redeemAnswer,
  type RedeemAnswer,
  type RedeemResponse,
  localZone,
} from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { AfterWrite, createGroupCommit, runAlone } from '../../db/group-commit.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { API_MESSAGES } from '../../messages.ts';
import { generateRedemptionCode, normalizeAccessCode } from '../cards/codes.ts';
import { presentCardOffer } from '../cards/cards.presenter.ts';
import { withFreshCode } from './fresh-code.ts';

export type RedeemResult = RedeemResponse;

/** What the holder is told when the rule refuses a code. */
function refusal(answer: RedeemAnswer): AppError {
  switch (answer) {
    case 'card_not_found':
      return notFound('Card');
    case 'offer_not_found':
      return new AppError(404, API_MESSAGES.offerNotOnCard, 'not_found');
    case 'refunded':
      return new AppError(409, MONEY_MESSAGES.cardRefunded, 'card_refunded');
    case 'on_hold':
    case 'voided':
      return new AppError(409, MONEY_MESSAGES.cardOnHold, 'card_on_hold');
    case 'expired':
      return new AppError(409, MESSAGES.cardExpired, 'card_expired');
    case 'none_left':
    case 'used':
      return new AppError(409, MESSAGES.noRemainingQuantity, 'no_remaining_quantity');
    default:
      throw new Error(`A redemption cannot be refused as ${answer}`);
  }
}

/** The offer as the holder's answer shows it, after the use was taken. */
interface TakenOffer {
  id: number;
  offerType: string;
  description: string;
  quantityRemaining: number;
  quantityTotal: number;
  retailValue: number;
}

/**
 * The redemption's statements, prepared once per database handle (db/prepared.ts), as plain
 * better-sqlite3 statements: on the busiest write of all, drizzle's row mapping is work for
 * nothing. They run on the same connection as the transaction below, so they take part in it.
 */
const statements = preparedPerDb((db) => ({
  /** The card and, when it is on the card, the offer asked for: the facts the rule needs, in one read. */
  cardAndOffer: db.$client.prepare<
    { accessCode: string; offerId: number },
    {
      id: number;
      restaurantId: number;
      campaignId: number;
      customerName: string;
      expiresOn: string;
      status: 'active' | 'refunded' | 'on_hold';
      total: number | null;
      remaining: number | null;
    }
  >(
    `SELECT c.id, c.restaurant_id AS restaurantId, c.campaign_id AS campaignId, c.customer_name AS customerName,
            c.expires_on AS expiresOn, c.status, o.quantity_total AS total, o.quantity_remaining AS remaining
       FROM cards c LEFT JOIN card_offers o ON o.id = :offerId AND o.card_id = c.id
      WHERE c.access_code = :accessCode`,
  ),
  /** The guarded decrement: never below zero, whatever the concurrency. */
  takeOne: db.$client.prepare<{ offerId: number; cardId: number }, TakenOffer>(
    `UPDATE card_offers SET quantity_remaining = quantity_remaining - 1
      WHERE id = :offerId AND card_id = :cardId AND quantity_remaining > 0
      RETURNING id, offer_type AS offerType, description, quantity_remaining AS quantityRemaining,
                quantity_total AS quantityTotal, retail_value AS retailValue`,
  ),
  /**
   * The redemption, holding the lowest use of the offer no live redemption holds: 1, or one past
   * a held use, whichever is free first (found on redemptions_offer_live_use_uq, in the same
   * statement as the insert).
   */
  insert: db.$client.prepare<
    {
      cardId: number;
      offerId: number;
      restaurantId: number;
      campaignId: number;
      code: string;
      customerName: string;
      redeemedAt: string;
      total: number;
    },
    { id: number }
  >(
    `INSERT INTO redemptions (card_id, offer_id, restaurant_id, campaign_id, code, customer_name, redeemed_at, use)
     VALUES (:cardId, :offerId, :restaurantId, :campaignId, :code, :customerName, :redeemedAt,
       (SELECT u FROM (SELECT 1 AS u UNION ALL SELECT r.live_use + 1 FROM redemptions r WHERE r.offer_id = :offerId AND r.live_use IS NOT NULL)
         WHERE u <= :total AND NOT EXISTS (SELECT 1 FROM redemptions x WHERE x.offer_id = :offerId AND x.live_use = u)
         ORDER BY u LIMIT 1))
     RETURNING id`,
  ),
}));

/**
 * Takes one from an offer, makes the six-digit code and stores the redemption, all in one
 * IMMEDIATE transaction: the card with the offer asked for (one read by the card's unique access
 * code), the rule (`decideUse`), the guarded decrement, and the insert that takes the lowest free
 * use. The decrement carries its own guard (quantity_remaining > 0), so concurrent requests can
 * never take an offer below zero; IMMEDIATE makes a second process writing the same database wait
 * instead of failing half-way.
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
  const { one } = transactions(db);
  return runAlone(db, () => one(accessCode, offerId, now, makeCode));
}

/**
 * Group commit for the redeem route. Most of a redemption's cost is its commit (BEGIN, writing
 * the card offer's and the redemption's pages with its index entries to the WAL, COMMIT), and at
 * the Friday-night peak many tablets and phones redeem at once. Redemptions that arrive in the
 * same turn of the event loop are run together after it (setImmediate) in one IMMEDIATE
 * transaction:
 *
 * - a redemption the rule refuses (card not found, used up, expired) is refused before it writes
 *   anything, so it needs no savepoint: it rejects only its own caller and the others commit;
 * - nobody hears of success before the commit: if anything fails after a write (the commit, a
 *   full disk), the whole transaction rolls back, every caller in the batch gets the error and
 *   nothing of the batch is stored;
 * - a lone redemption (a quiet restaurant) waits one event-loop turn, well under a millisecond.
 *
 * See docs/decisions/009-runtime-for-speed.md.
 */
export function createRedeemQueue(
  db: Db,
  makeCode: () => string = generateRedemptionCode,
): (accessCode: string, offerId: number, now?: Date) => Promise<RedeemResult> {
  const { one } = transactions(db);
  const queue = createGroupCommit(db, (accessCode: string, offerId: number, now: Date) =>
    one(accessCode, offerId, now, makeCode),
  );
  // The time of the request, not of the batch's turn.
  return (accessCode, offerId, now = new Date()) => queue(accessCode, offerId, now);
}

/**
 * One redemption inside the caller's transaction. A refusal (an AppError) is thrown before any
 * write; anything thrown after a write is an AfterWrite, which no caller may catch and carry on
 * from (db/group-commit.ts runs the batches).
 */
const transactions = preparedPerDb((db) => {
  const q = statements(db);
  const one = (accessCode: string, offerId: number, now: Date, makeCode: () => string): RedeemResult => {
    const found = q.cardAndOffer.get({ accessCode: normalizeAccessCode(accessCode), offerId });
    const verdict = decideUse({
      zone: localZone(),
      restaurantId: found?.restaurantId ?? 0,
      card: found ? { restaurantId: found.restaurantId, status: found.status, expiry: found.expiresOn } : null,
      offer: found?.total != null ? { total: found.total, remaining: found.remaining! } : null,
      at: now,
    });
    if (!verdict.ok) throw refusal(redeemAnswer(verdict));
    const card = found!;

    // The guard (quantity_remaining > 0) holds whatever else writes the database meanwhile; a
    // decrement that changes nothing wrote nothing.
    const offer = q.takeOne.get({ offerId, cardId: card.id });
    if (!offer) throw refusal('none_left');

    // Codes are unique within a restaurant, so the kiosk finds exactly one redemption by code.
    try {
      return withFreshCode((code) => {
        const row = q.insert.get({
          cardId: card.id,
          offerId: offer.id,
          restaurantId: card.restaurantId,
          campaignId: card.campaignId,
          code,
          customerName: card.customerName,
          redeemedAt: now.toISOString(),
          total: offer.quantityTotal,
        })!;
        return { code, redemptionId: row.id, offer: presentCardOffer(offer) };
      }, makeCode);
    } catch (err) {
      // The decrement is written: a failure now (no free use, which the decrement rules out,
      // or anything else) must take the whole transaction down with it.
      throw new AfterWrite(err);
    }
  };

  return { one };
});
