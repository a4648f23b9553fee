import { PAYOUTS_CSV_COLUMNS, centsToDollarString, toDateOnly, type NonprofitBalance } from '@dealcard/shared';
import { cell } from './report-csv.ts';

/** What each nonprofit earned, was paid and is still due, in dollars with two decimals. */
export function payoutsCsv(rows: readonly NonprofitBalance[]): string {
  const lines = [
    PAYOUTS_CSV_COLUMNS.join(','),
    ...rows.map((r) =>
      [
        r.nonprofitName,
        r.restaurantName,
        centsToDollarString(r.earnedCents),
        centsToDollarString(r.paidCents),
        centsToDollarString(r.dueCents),
      ]
        .map(cell)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function payoutsFileName(now: Date = new Date()): string {
  return `nonprofit-payouts-${toDateOnly(now)}.csv`;
}
