import { and, eq } from 'drizzle-orm';
import {
  type Message,
  type PayoutBody,
  type RemittanceBody,
  MONEY_MESSAGES,
  SAFETY_MESSAGES,
  SELLING_MESSAGES,
} from '@dealcard/shared';
import { API_MESSAGES } from '../../messages.ts';
import { insertAudit } from '../../db/audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { ledgerEntries, nonprofits, payouts, remittances, restaurants } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import {
  selectBalances,
  selectPayoutsTo,
  selectRecentPayouts,
  selectRecentRemittances,
  selectRemittancesFrom,
  selectRestaurantBalances,
  type BalanceRow,
  type MovementRow,
  type PayoutRow,
  type RemittanceRow,
  type RestaurantBalanceRow,
  selectCashShare,
} from './payouts.queries.ts';
import { transaction } from '../../db/transaction.ts';

export type PayoutRecord = typeof payouts.$inferSelect;
export type RemittanceRecord = typeof remittances.$inferSelect;

/**
 * What the platform owes a nonprofit: its share of every sale, less what it was paid, less the cash
 * it took in person (which it holds), plus what it handed back of that cash. Negative: it owes.
 */
export function dueOf(row: Pick<BalanceRow, 'earnedCents' | 'paidCents' | 'cashHeldCents' | 'receivedCents'>): number {
  return row.earnedCents - row.paidCents - row.cashHeldCents + row.receivedCents;
}

/** What the platform owes a restaurant: its share of every sale, less what it was paid. */
export function restaurantDueOf(row: Pick<RestaurantBalanceRow, 'earnedCents' | 'paidCents'>): number {
  return row.earnedCents - row.paidCents;
}

export interface MoneyOverview {
  balances: BalanceRow[];
  restaurants: RestaurantBalanceRow[];
  recent: PayoutRow[];
  remittances: RemittanceRow[];
}

/** Every nonprofit's and restaurant's balance, and the latest payouts and remittances. */
export function listPayouts(db: Db): MoneyOverview {
  return {
    balances: selectBalances(db),
    restaurants: selectRestaurantBalances(db),
    recent: selectRecentPayouts(db),
    remittances: selectRecentRemittances(db),
  };
}

export interface NonprofitMoney {
  balance: BalanceRow;
  nonprofitId: number;
  /** Its share of its in-person sales: the part of what it earned that it already holds. */
  cashShareCents: number;
  payouts: MovementRow[];
  remittances: MovementRow[];
}

/** One nonprofit's line, with every payout and remittance (the caller checked who may see it). */
export function nonprofitMoney(db: Db, nonprofitId: number): NonprofitMoney {
  const balance = selectBalances(db, nonprofitId)[0];
  if (!balance) throw notFound('Nonprofit');
  return {
    balance,
    nonprofitId,
    cashShareCents: selectCashShare(db, nonprofitId),
    payouts: selectPayoutsTo(db, { nonprofitId }),
    remittances: selectRemittancesFrom(db, nonprofitId),
  };
}

export interface RestaurantMoney {
  balance: RestaurantBalanceRow;
  payouts: MovementRow[];
}

export function restaurantMoney(db: Db, restaurantId: number): RestaurantMoney {
  const balance = selectRestaurantBalances(db, restaurantId)[0];
  if (!balance) throw notFound('Restaurant');
  return { balance, payouts: selectPayoutsTo(db, { restaurantId }) };
}

function moreThan(message: Message, field: string, code: 'payout_exceeds_due' | 'remittance_exceeds_owed'): AppError {
  return new AppError(400, message, code, { [field]: [message] });
}

/** One check or transfer is one record: the same payee and reference twice is a 409. */
const duplicateReference = () =>
  new AppError(409, SAFETY_MESSAGES.duplicatePaymentReference, 'duplicate_reference', {
    reference: [SAFETY_MESSAGES.duplicatePaymentReference],
  });

/**
 * Inserts under the unique payee-and-reference indexes (migration 0018): the check before the
 * insert gives the clear 409; the index holds it should two writers ever race past the check.
 */
function insertOnce<T>(exists: boolean, insert: () => T): T {
  if (exists) throw duplicateReference();
  try {
    return insert();
  } catch (error) {
    if (/UNIQUE constraint failed: (payouts|remittances)\./.test(String((error as { cause?: unknown }).cause ?? error)))
      throw duplicateReference();
    throw error;
  }
}

/** The payee of a payout, and what is due to it now (read inside the payout's transaction). */
function payeeOf(tx: Tx, body: PayoutBody) {
  if (body.nonprofitId !== undefined) {
    const nonprofit = tx
      .select({ id: nonprofits.id, restaurantId: nonprofits.restaurantId })
      .from(nonprofits)
      .where(eq(nonprofits.id, body.nonprofitId))
      .get();
    if (!nonprofit) throw new AppError(404, API_MESSAGES.notFound('Nonprofit'), 'nonprofit_not_found');
    const row = selectBalances(tx, nonprofit.id)[0];
    return {
      kind: 'payout' as const,
      nonprofitId: nonprofit.id,
      restaurantId: nonprofit.restaurantId,
      due: row ? dueOf(row) : 0,
      tooMuch: () => moreThan(MONEY_MESSAGES.payoutMoreThanDue, 'amountCents', 'payout_exceeds_due'),
    };
  }
  const restaurant = tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, body.restaurantId!)).get();
  if (!restaurant) throw notFound('Restaurant');
  const row = selectRestaurantBalances(tx, restaurant.id)[0];
  return {
    kind: 'restaurant_payout' as const,
    nonprofitId: null,
    restaurantId: restaurant.id,
    due: row ? restaurantDueOf(row) : 0,
    tooMuch: () => moreThan(SELLING_MESSAGES.payoutMoreThanDueRestaurant, 'amountCents', 'payout_exceeds_due'),
  };
}

/**
 * Records money paid to a nonprofit or a restaurant: the payout, its ledger row and its audit row
 * in one IMMEDIATE transaction, so two admins paying at once are checked one after the other and
 * never pay more than is due between them.
 */
export async function recordPayout(db: Db, body: PayoutBody, actorUserId: string): Promise<PayoutRecord> {
  return await transaction(db, (tx) => {
    const payee = payeeOf(tx, body);
    if (body.amountCents > payee.due) throw payee.tooMuch();
    const samePayee =
      payee.kind === 'restaurant_payout'
        ? eq(payouts.restaurantId, payee.restaurantId)
        : eq(payouts.nonprofitId, payee.nonprofitId!);
    const earlier = tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(samePayee, eq(payouts.reference, body.reference)))
      .get();
    const payout = insertOnce(earlier !== undefined, () =>
      tx
        .insert(payouts)
        .values({
          nonprofitId: payee.nonprofitId,
          restaurantId: payee.kind === 'restaurant_payout' ? payee.restaurantId : null,
          amountCents: body.amountCents,
          paidOn: body.paidOn,
          reference: body.reference,
          createdBy: actorUserId,
        })
        .returning()
        .get(),
    );
    tx.insert(ledgerEntries)
      .values({
        kind: payee.kind,
        reference: `payout:${payout.id}`,
        amountCents: -payout.amountCents,
        nonprofitCents: 0,
        restaurantId: payee.restaurantId,
        nonprofitId: payee.nonprofitId,
        reason: payout.reference,
        actorUserId,
      })
      .run();
    insertAudit(tx, {
      actorUserId,
      action: 'payout_recorded',
      entityType: 'payout',
      entityId: payout.id,
      beforeStatus: null,
      afterStatus: null,
      details: {
        nonprofitId: payee.nonprofitId,
        restaurantId: payee.kind === 'restaurant_payout' ? payee.restaurantId : null,
        amountCents: payout.amountCents,
        paidOn: payout.paidOn,
        reference: payout.reference,
      },
    });
    return payout;
  });
}

/**
 * Records money a nonprofit handed the platform from the cash it took: never more than it owes
 * (that is, minus what is due to it), checked and written in one IMMEDIATE transaction.
 */
export async function recordRemittance(db: Db, body: RemittanceBody, actorUserId: string): Promise<RemittanceRecord> {
  return await transaction(db, (tx) => {
    const nonprofit = tx
      .select({ id: nonprofits.id, restaurantId: nonprofits.restaurantId })
      .from(nonprofits)
      .where(eq(nonprofits.id, body.nonprofitId))
      .get();
    if (!nonprofit) throw new AppError(404, API_MESSAGES.notFound('Nonprofit'), 'nonprofit_not_found');
    const row = selectBalances(tx, nonprofit.id)[0];
    const owed = row ? -dueOf(row) : 0;
    if (body.amountCents > owed) {
      throw moreThan(SELLING_MESSAGES.remittanceMoreThanOwed, 'amountCents', 'remittance_exceeds_owed');
    }
    const earlier = tx
      .select({ id: remittances.id })
      .from(remittances)
      .where(and(eq(remittances.nonprofitId, nonprofit.id), eq(remittances.reference, body.reference)))
      .get();
    const remittance = insertOnce(earlier !== undefined, () =>
      tx
        .insert(remittances)
        .values({
          nonprofitId: nonprofit.id,
          amountCents: body.amountCents,
          receivedOn: body.receivedOn,
          reference: body.reference,
          createdBy: actorUserId,
        })
        .returning()
        .get(),
    );
    tx.insert(ledgerEntries)
      .values({
        kind: 'remittance',
        reference: `remittance:${remittance.id}`,
        amountCents: remittance.amountCents,
        nonprofitCents: 0,
        restaurantId: nonprofit.restaurantId,
        nonprofitId: nonprofit.id,
        reason: remittance.reference,
        actorUserId,
      })
      .run();
    insertAudit(tx, {
      actorUserId,
      action: 'remittance_recorded',
      entityType: 'remittance',
      entityId: remittance.id,
      beforeStatus: null,
      afterStatus: null,
      details: {
        nonprofitId: nonprofit.id,
        amountCents: remittance.amountCents,
        receivedOn: remittance.receivedOn,
        reference: remittance.reference,
      },
    });
    return remittance;
  });
}
