import { PAYOUTS_CSV_COLUMNS, centsToDollarString, toDateOnly, type NonprofitBalance } from '@dealcard/shared';
import { csvText } from '../../../components/back-office/use-csv-export.ts';

/** What each nonprofit earned, was paid and is still due, in dollars with two decimals. */
export function payoutsCsv(rows: readonly NonprofitBalance[]): string {
  return csvText(
    PAYOUTS_CSV_COLUMNS,
    rows.map((r) => [
      r.nonprofitName,
      r.restaurantName,
      centsToDollarString(r.earnedCents),
      centsToDollarString(r.paidCents),
      centsToDollarString(r.dueCents),
    ]),
  );
}

export function payoutsFileName(now: Date = new Date()): string {
  return `nonprofit-payouts-${toDateOnly(now)}.csv`;
}
