import {
  PAYOUTS_CSV_COLUMNS,
  RESTAURANT_PAYOUTS_CSV_COLUMNS,
  centsToDollarString,
  toDateOnly,
  type NonprofitBalance,
  type RestaurantBalance,
} from '@dealcard/shared';
import { cell } from './report-csv.ts';

/** Rows of cells already written: names through `cell` (quoted, formulas defused), amounts through `money`. */
function csv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string>>): string {
  const lines = [header.join(','), ...rows.map((r) => r.join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/** An amount in dollars: a number, so a negative one (a nonprofit that owes) is not taken for a formula. */
const money = (cents: number) => centsToDollarString(cents);

/**
 * What each nonprofit earned, holds in cash, was paid, handed back and is still due (negative when
 * it owes), in dollars with two decimals.
 */
export function payoutsCsv(rows: readonly NonprofitBalance[]): string {
  return csv(
    PAYOUTS_CSV_COLUMNS,
    rows.map((r) => [
      cell(r.nonprofitName),
      cell(r.restaurantName),
      money(r.earnedCents),
      money(r.cashHeldCents),
      money(r.paidCents),
      money(r.receivedCents),
      money(r.dueCents),
    ]),
  );
}

/** What each restaurant earned, was paid and is still due. */
export function restaurantPayoutsCsv(rows: readonly RestaurantBalance[]): string {
  return csv(
    RESTAURANT_PAYOUTS_CSV_COLUMNS,
    rows.map((r) => [cell(r.restaurantName), money(r.earnedCents), money(r.paidCents), money(r.dueCents)]),
  );
}

export function payoutsFileName(now: Date = new Date()): string {
  return `nonprofit-payouts-${toDateOnly(now)}.csv`;
}

export function restaurantPayoutsFileName(now: Date = new Date()): string {
  return `restaurant-payouts-${toDateOnly(now)}.csv`;
}
