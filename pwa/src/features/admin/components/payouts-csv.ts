import {
  PAYOUTS_CSV_COLUMNS,
  RESTAURANT_PAYOUTS_CSV_COLUMNS,
  centsToDollarString,
  toDateOnly,
  type NonprofitBalance,
  type RestaurantBalance,
} from '@dealcard/shared';
import { csvText } from '../../../components/back-office/use-csv-export.ts';

/**
 * What each nonprofit earned, holds in cash, was paid, handed back and is still due (negative when
 * it owes), in dollars with two decimals.
 */
export function payoutsCsv(rows: readonly NonprofitBalance[]): string {
  return csvText(
    PAYOUTS_CSV_COLUMNS,
    rows.map((r) => [
      r.nonprofitName,
      r.restaurantName,
      centsToDollarString(r.earnedCents),
      centsToDollarString(r.cashHeldCents),
      centsToDollarString(r.paidCents),
      centsToDollarString(r.receivedCents),
      centsToDollarString(r.dueCents),
    ]),
  );
}

/** What each restaurant earned, was paid and is still due. */
export function restaurantPayoutsCsv(rows: readonly RestaurantBalance[]): string {
  return csvText(
    RESTAURANT_PAYOUTS_CSV_COLUMNS,
    rows.map((r) => [
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

export function restaurantPayoutsFileName(now: Date = new Date()): string {
  return `restaurant-payouts-${toDateOnly(now)}.csv`;
}
