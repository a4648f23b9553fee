import { ADMIN_REPORT_CSV_COLUMNS, centsToDollarString, toDateOnly, type RestaurantStat } from '@dealcard/shared';

/** Quotes a cell when needed, and defuses spreadsheet formulas in names people typed. */
export function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function adminReportCsv(rows: RestaurantStat[]): string {
  const lines = [
    ADMIN_REPORT_CSV_COLUMNS.join(','),
    ...rows.map((r) =>
      [r.restaurantName, r.campaigns, r.cardsSold, centsToDollarString(r.revenue), r.redemptions].map(cell).join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function adminReportFileName(now: Date = new Date()): string {
  return `platform-report-${toDateOnly(now)}.csv`;
}

/** Hands the text to the browser as a file download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
