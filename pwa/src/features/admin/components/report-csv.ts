import { ADMIN_REPORT_CSV_COLUMNS, centsToDollarString, toDateOnly, type RestaurantStat } from '@dealcard/shared';
import { csvText } from '../../../components/back-office/use-csv-export.ts';

export function adminReportCsv(rows: readonly RestaurantStat[]): string {
  return csvText(
    ADMIN_REPORT_CSV_COLUMNS,
    rows.map((r) => [r.restaurantName, r.campaigns, r.cardsSold, centsToDollarString(r.revenue), r.redemptions]),
  );
}

export function adminReportFileName(now: Date = new Date()): string {
  return `platform-report-${toDateOnly(now)}.csv`;
}
