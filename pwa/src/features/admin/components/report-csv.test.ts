import { describe, expect, it } from 'vitest';
import { adminReportCsv, adminReportFileName } from './report-csv.ts';

describe('admin report CSV', () => {
  it('has the document columns, revenue in dollars, quoting and no live formulas', () => {
    const csv = adminReportCsv([
      {
        restaurantId: 1,
        restaurantName: 'Fowl Play Wings & Pizza',
        campaigns: 5,
        cardsSold: 5,
        revenue: 10000,
        redemptions: 4,
        raisedCents: 5000,
      },
      {
        restaurantId: 2,
        restaurantName: 'Noodles, "Fresh"',
        campaigns: 1,
        cardsSold: 0,
        revenue: 1999,
        redemptions: 0,
        raisedCents: 1000,
      },
      {
        restaurantId: 3,
        restaurantName: '=HYPERLINK("x")',
        campaigns: 0,
        cardsSold: 0,
        revenue: 0,
        redemptions: 0,
        raisedCents: 0,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Restaurant,Campaigns,Cards Sold,Revenue,Redemptions',
      'Fowl Play Wings & Pizza,5,5,100.00,4',
      '"Noodles, ""Fresh""",1,0,19.99,0',
      `"'=HYPERLINK(""x"")",0,0,0.00,0`,
      '',
    ]);
  });

  it('names the file with the date as yyyy-MM-dd', () => {
    expect(adminReportFileName(new Date(2026, 0, 5, 23, 59))).toBe('platform-report-2026-01-05.csv');
  });
});
