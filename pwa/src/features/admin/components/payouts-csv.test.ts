import { describe, expect, it } from 'vitest';
import { payoutsCsv, payoutsFileName, restaurantPayoutsCsv } from './payouts-csv.ts';

describe('payouts CSV', () => {
  it('has the payout columns, amounts in dollars with two decimals, quoting and no live formulas', () => {
    const csv = payoutsCsv([
      {
        nonprofitId: 1,
        nonprofitName: 'Lincoln PTA',
        restaurantName: 'Fowl Play',
        earnedCents: 10000,
        cashHeldCents: 4000,
        paidCents: 2500,
        receivedCents: 1000,
        dueCents: 4500,
      },
      {
        nonprofitId: 2,
        nonprofitName: 'Friends, "Fans" & Co',
        restaurantName: 'Noodles',
        earnedCents: 1001,
        cashHeldCents: 0,
        paidCents: 0,
        receivedCents: 0,
        dueCents: 1001,
      },
      {
        nonprofitId: 3,
        nonprofitName: '=HYPERLINK("x")',
        restaurantName: '+Cafe',
        earnedCents: 5,
        cashHeldCents: 2000,
        paidCents: 5,
        receivedCents: 0,
        dueCents: -2000,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Nonprofit,Restaurant,Earned,Cash held,Paid,Received,Due',
      'Lincoln PTA,Fowl Play,100.00,40.00,25.00,10.00,45.00',
      '"Friends, ""Fans"" & Co",Noodles,10.01,0.00,0.00,0.00,10.01',
      `"'=HYPERLINK(""x"")",'+Cafe,0.05,20.00,0.05,0.00,-20.00`,
      '',
    ]);
  });

  it('writes only the header when there is no nonprofit', () => {
    expect(payoutsCsv([])).toBe('Nonprofit,Restaurant,Earned,Cash held,Paid,Received,Due\r\n');
  });

  it('writes each restaurant earned, paid and due', () => {
    expect(
      restaurantPayoutsCsv([{ restaurantId: 1, restaurantName: 'Fowl Play', earnedCents: 999, paidCents: 500, dueCents: 499 }]),
    ).toBe('Restaurant,Earned,Paid,Due\r\nFowl Play,9.99,5.00,4.99\r\n');
  });

  it('names the file with the date as yyyy-MM-dd', () => {
    expect(payoutsFileName(new Date(2026, 0, 5, 23, 59))).toBe('nonprofit-payouts-2026-01-05.csv');
  });
});
