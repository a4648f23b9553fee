import { ADMIN_LIST_PAGE, MONEY_MOVEMENTS_MAX } from '@dealcard/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export interface BalanceRow {
  nonprofitId: number;
  nonprofitName: string;
  restaurantName: string;
  earnedCents: number;
  cashHeldCents: number;
  paidCents: number;
  receivedCents: number;
}

/**
 * Per nonprofit: what it earned and the cash it holds (its campaigns' running totals, one row per
 * campaign), what it was paid and what it handed back (its payout and remittance rows of the
 * ledger, on their index). No card is read.
 */
const BALANCES_SQL = `
SELECT n.id AS nonprofitId, n.name AS nonprofitName, r.name AS restaurantName,
       coalesce(t.earned, 0) AS earnedCents, coalesce(t.cash, 0) AS cashHeldCents,
       coalesce((SELECT -sum(l.amount_cents) FROM ledger_entries l
                  WHERE l.nonprofit_id = n.id AND l.kind = 'payout'), 0) AS paidCents,
       coalesce((SELECT sum(l.amount_cents) FROM ledger_entries l
                  WHERE l.nonprofit_id = n.id AND l.kind = 'remittance'), 0) AS receivedCents
  FROM nonprofits n JOIN restaurants r ON r.id = n.restaurant_id
  LEFT JOIN (SELECT c.nonprofit_id, sum(t.nonprofit_share) AS earned, sum(t.cash_held) AS cash
               FROM campaigns c JOIN campaign_totals t ON t.campaign_id = c.id GROUP BY c.nonprofit_id) t
    ON t.nonprofit_id = n.id`;

export function selectBalances(db: Tx, nonprofitId?: number): BalanceRow[] {
  const balances = sql.raw(BALANCES_SQL);
  if (nonprofitId === undefined) return db.all<BalanceRow>(sql`${balances} ORDER BY n.name, n.id LIMIT ${ADMIN_LIST_PAGE}`);
  return db.all<BalanceRow>(sql`${balances} WHERE n.id = ${nonprofitId}`);
}

export interface RestaurantBalanceRow {
  restaurantId: number;
  restaurantName: string;
  earnedCents: number;
  paidCents: number;
}

/**
 * Per restaurant: its share of every sale of its campaigns, net of what was given back (what was
 * paid, less refunds, less the nonprofit's share), from the running totals; and its payouts.
 */
const RESTAURANT_BALANCES_SQL = `
SELECT r.id AS restaurantId, r.name AS restaurantName,
       coalesce((SELECT sum(t.revenue - t.refunded - t.nonprofit_share) FROM campaigns c
                   JOIN campaign_totals t ON t.campaign_id = c.id WHERE c.restaurant_id = r.id), 0) AS earnedCents,
       coalesce((SELECT -sum(l.amount_cents) FROM ledger_entries l
                  WHERE l.restaurant_id = r.id AND l.kind = 'restaurant_payout'), 0) AS paidCents
  FROM restaurants r`;

export function selectRestaurantBalances(db: Tx, restaurantId?: number): RestaurantBalanceRow[] {
  const balances = sql.raw(RESTAURANT_BALANCES_SQL);
  if (restaurantId === undefined)
    return db.all<RestaurantBalanceRow>(sql`${balances} ORDER BY r.name, r.id LIMIT ${ADMIN_LIST_PAGE}`);
  return db.all<RestaurantBalanceRow>(sql`${balances} WHERE r.id = ${restaurantId}`);
}

export interface PayoutRow {
  id: number;
  nonprofitId: number | null;
  restaurantId: number | null;
  payeeName: string;
  amountCents: number;
  paidOn: string;
  reference: string;
  createdAt: string;
}

export function selectRecentPayouts(db: Tx, limit = MONEY_MOVEMENTS_MAX): PayoutRow[] {
  return db.all<PayoutRow>(sql`
    SELECT p.id, p.nonprofit_id AS nonprofitId, p.restaurant_id AS restaurantId,
           coalesce(n.name, r.name) AS payeeName, p.amount_cents AS amountCents,
           p.paid_on AS paidOn, p.reference, p.created_at AS createdAt
      FROM payouts p LEFT JOIN nonprofits n ON n.id = p.nonprofit_id LEFT JOIN restaurants r ON r.id = p.restaurant_id
     ORDER BY p.paid_on DESC, p.id DESC LIMIT ${limit}`);
}

export interface MovementRow {
  id: number;
  amountCents: number;
  on: string;
  reference: string;
  createdAt: string;
}

/** Every payout to one nonprofit or one restaurant, newest first: they match them to their bank statement. */
export function selectPayoutsTo(db: Tx, payee: { nonprofitId: number } | { restaurantId: number }): MovementRow[] {
  const where = 'nonprofitId' in payee ? sql`nonprofit_id = ${payee.nonprofitId}` : sql`restaurant_id = ${payee.restaurantId}`;
  return db.all<MovementRow>(sql`
    SELECT id, amount_cents AS amountCents, paid_on AS "on", reference, created_at AS createdAt
      FROM payouts WHERE ${where} ORDER BY paid_on DESC, id DESC LIMIT ${MONEY_MOVEMENTS_MAX}`);
}

export interface RemittanceRow {
  id: number;
  nonprofitId: number;
  nonprofitName: string;
  amountCents: number;
  receivedOn: string;
  reference: string;
  createdAt: string;
}

export function selectRecentRemittances(db: Tx, limit = MONEY_MOVEMENTS_MAX): RemittanceRow[] {
  return db.all<RemittanceRow>(sql`
    SELECT m.id, m.nonprofit_id AS nonprofitId, n.name AS nonprofitName, m.amount_cents AS amountCents,
           m.received_on AS receivedOn, m.reference, m.created_at AS createdAt
      FROM remittances m JOIN nonprofits n ON n.id = m.nonprofit_id
     ORDER BY m.received_on DESC, m.id DESC LIMIT ${limit}`);
}

export function selectRemittancesFrom(db: Tx, nonprofitId: number): MovementRow[] {
  return db.all<MovementRow>(sql`
    SELECT id, amount_cents AS amountCents, received_on AS "on", reference, created_at AS createdAt
      FROM remittances WHERE nonprofit_id = ${nonprofitId} ORDER BY received_on DESC, id DESC LIMIT ${MONEY_MOVEMENTS_MAX}`);
}

/**
 * A nonprofit's share of its in-person sales (cash, checks, activations), net of voids: the part of
 * what it earned that it already holds. The ledger's cash channel, on its nonprofit index.
 */
export function selectCashShare(db: Tx, nonprofitId: number): number {
  const row = db.get<{ cents: number | null }>(sql`
    SELECT sum(nonprofit_cents) AS cents FROM ledger_entries
     WHERE nonprofit_id = ${nonprofitId} AND kind IN ('sale', 'refund', 'dispute_lost') AND channel = 'cash'`);
  return row?.cents ?? 0;
}
