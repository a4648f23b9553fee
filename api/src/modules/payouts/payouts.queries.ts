import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export interface BalanceRow {
  nonprofitId: number;
  nonprofitName: string;
  restaurantName: string;
  earnedCents: number;
  paidCents: number;
}

/**
 * Per nonprofit: what it earned (its campaigns' running net shares, one row per campaign) and what
 * it was paid (its payout rows of the ledger, on their index). Nonprofits only: no card is read.
 */
const BALANCES_SQL = `
SELECT n.id AS nonprofitId, n.name AS nonprofitName, r.name AS restaurantName,
       coalesce((SELECT sum(t.nonprofit_share) FROM campaigns c JOIN campaign_totals t ON t.campaign_id = c.id
                  WHERE c.nonprofit_id = n.id), 0) AS earnedCents,
       coalesce((SELECT -sum(l.amount_cents) FROM ledger_entries l
                  WHERE l.nonprofit_id = n.id AND l.kind = 'payout'), 0) AS paidCents
  FROM nonprofits n JOIN restaurants r ON r.id = n.restaurant_id`;

export function selectBalances(db: Tx, nonprofitId?: number): BalanceRow[] {
  const balances = sql.raw(BALANCES_SQL);
  if (nonprofitId === undefined) return db.all<BalanceRow>(sql`${balances} ORDER BY n.name, n.id`);
  return db.all<BalanceRow>(sql`${balances} WHERE n.id = ${nonprofitId}`);
}

export interface PayoutRow {
  id: number;
  nonprofitId: number;
  nonprofitName: string;
  amountCents: number;
  paidOn: string;
  reference: string;
  createdAt: string;
}

export function selectRecentPayouts(db: Tx, limit = 100): PayoutRow[] {
  return db.all<PayoutRow>(sql`
    SELECT p.id, p.nonprofit_id AS nonprofitId, n.name AS nonprofitName, p.amount_cents AS amountCents,
           p.paid_on AS paidOn, p.reference, p.created_at AS createdAt
      FROM payouts p JOIN nonprofits n ON n.id = p.nonprofit_id
     ORDER BY p.paid_on DESC, p.id DESC LIMIT ${limit}`);
}
