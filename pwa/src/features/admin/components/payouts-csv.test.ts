import { describe, expect, it } from 'vitest';
import { payoutsCsv, payoutsFileName } from './payouts-csv.ts';

describe('payouts CSV', () => {
  it('has the payout columns, amounts in dollars with two decimals, quoting and no live formulas', () => {
    const csv = payoutsCsv([
      {
        nonprofitId: 1,
        nonprofitName: 'Lincoln PTA',
        restaurantName: 'Fowl Play',
        earnedCents: 10000,
        paidCents: 2500,
        dueCents: 7500,
      },
      {
        nonprofitId: 2,
        nonprofitName: 'Friends, "Fans" & Co',
        restaurantName: 'Noodles',
        earnedCents: 1001,
        paidCents: 0,
        dueCents: 1001,
      },
      { nonprofitId: 3, nonprofitName: '=HYPERLINK("x")', restaurantName: '+Cafe', earnedCents: 5, paidCents: 5, dueCents: 0 },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Nonprofit,Restaurant,Earned,Paid,Due',
      'Lincoln PTA,Fowl Play,100.00,25.00,75.00',
      '"Friends, ""Fans"" & Co",Noodles,10.01,0.00,10.01',
      `"'=HYPERLINK(""x"")",'+Cafe,0.05,0.05,0.00`,
      '',
    ]);
  });

  it('writes only the header when there is no nonprofit', () => {
    expect(payoutsCsv([])).toBe('Nonprofit,Restaurant,Earned,Paid,Due\r\n');
  });

  it('names the file with the date as yyyy-MM-dd', () => {
    expect(payoutsFileName(new Date(2026, 0, 5, 23, 59))).toBe('nonprofit-payouts-2026-01-05.csv');
  });
});
