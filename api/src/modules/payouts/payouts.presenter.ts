import type { Payout, PayoutsResponse } from '@dealcard/shared';
import type { BalanceRow, PayoutRow } from './payouts.queries.ts';
import { dueOf, type PayoutRecord } from './payouts.service.ts';

export function presentPayout(payout: PayoutRecord): Payout {
  return {
    id: payout.id,
    nonprofitId: payout.nonprofitId,
    amountCents: payout.amountCents,
    paidOn: payout.paidOn,
    reference: payout.reference,
    createdAt: payout.createdAt,
  };
}

export function presentPayouts({ balances, recent }: { balances: BalanceRow[]; recent: PayoutRow[] }): PayoutsResponse {
  return {
    nonprofits: balances.map((row) => ({ ...row, dueCents: dueOf(row) })),
    payouts: recent.map(({ nonprofitName, ...payout }) => ({ ...payout, nonprofitName })),
  };
}
