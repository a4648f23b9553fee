import { eq } from 'drizzle-orm';
import { type PayoutBody, MONEY_MESSAGES } from '@dealcard/shared';
import { insertAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, nonprofits, payouts } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { selectBalances, selectRecentPayouts, type BalanceRow, type PayoutRow } from './payouts.queries.ts';
import { API_MESSAGES } from '../../messages.ts';

export type PayoutRecord = typeof payouts.$inferSelect;

/** What a nonprofit is still owed: what it earned, less what it was paid. */
export function dueOf(row: BalanceRow): number {
  return row.earnedCents - row.paidCents;
}

/** Every nonprofit's balance, and the latest payouts. */
export function listPayouts(db: Db): { balances: BalanceRow[]; recent: PayoutRow[] } {
  return { balances: selectBalances(db), recent: selectRecentPayouts(db) };
}

/**
 * Records money paid to a nonprofit: the payout, its ledger row and its audit row in one IMMEDIATE
 * transaction, so two admins paying at once are checked one after the other and never pay more
 * than is due between them.
 */
export function recordPayout(db: Db, body: PayoutBody, actorUserId: string): PayoutRecord {
  return db.transaction(
    (tx) => {
      const nonprofit = tx
        .select({ id: nonprofits.id, restaurantId: nonprofits.restaurantId })
        .from(nonprofits)
        .where(eq(nonprofits.id, body.nonprofitId))
        .get();
      if (!nonprofit) throw new AppError(404, API_MESSAGES.notFound('Nonprofit'), 'nonprofit_not_found');
      const row = selectBalances(tx, nonprofit.id)[0];
      const due = row ? dueOf(row) : 0;
      if (body.amountCents > due) {
        throw new AppError(400, MONEY_MESSAGES.payoutMoreThanDue, 'payout_exceeds_due', {
          amountCents: [MONEY_MESSAGES.payoutMoreThanDue],
        });
      }
      const payout = tx
        .insert(payouts)
        .values({
          nonprofitId: nonprofit.id,
          amountCents: body.amountCents,
          paidOn: body.paidOn,
          reference: body.reference,
          createdBy: actorUserId,
        })
        .returning()
        .get();
      tx.insert(ledgerEntries)
        .values({
          kind: 'payout',
          reference: `payout:${payout.id}`,
          amountCents: -payout.amountCents,
          nonprofitCents: 0,
          restaurantId: nonprofit.restaurantId,
          nonprofitId: nonprofit.id,
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
          nonprofitId: nonprofit.id,
          amountCents: payout.amountCents,
          paidOn: payout.paidOn,
          reference: payout.reference,
        },
      });
      return payout;
    },
    { behavior: 'immediate' },
  );
}
