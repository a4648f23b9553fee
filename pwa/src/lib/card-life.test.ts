import { describe, expect, it } from 'vitest';
import { endsOnExpirationDate, monthsAfter, shortestCardLifeDays } from './card-life.ts';

describe('how long a campaign’s cards last', () => {
  it('counts months as the calendar does, a shorter month ending on its last day', () => {
    expect(monthsAfter('2027-01-15', 12)).toBe('2028-01-15');
    expect(monthsAfter('2027-01-31', 1)).toBe('2027-02-28');
    expect(monthsAfter('2028-01-31', 1)).toBe('2028-02-29');
    expect(monthsAfter('2027-11-30', 3)).toBe('2028-02-29');
  });

  it('a card bought on the last day of sales: the fewer of its months and the days to the expiration date', () => {
    expect(shortestCardLifeDays({ endDate: '2027-12-01', expirationMonths: 12, cardExpirationDate: '2027-12-20' })).toBe(19);
    expect(shortestCardLifeDays({ endDate: '2027-12-01', expirationMonths: 12, cardExpirationDate: '2027-12-31' })).toBe(30);
    expect(shortestCardLifeDays({ endDate: '2027-12-01', expirationMonths: 1, cardExpirationDate: '2028-12-31' })).toBe(31);
    expect(shortestCardLifeDays({ endDate: '2027-12-01', expirationMonths: 12, cardExpirationDate: '2027-12-01' })).toBe(0);
    expect(shortestCardLifeDays({ endDate: '2027-12-0', expirationMonths: 12, cardExpirationDate: '2027-12-20' })).toBeNull();
    expect(
      shortestCardLifeDays({ endDate: '2027-12-01', expirationMonths: Number.NaN, cardExpirationDate: '2027-12-20' }),
    ).toBeNull();
  });

  it('a card bought today ends on the expiration date when its months reach past it', () => {
    expect(endsOnExpirationDate('2027-11-20', 12, '2027-12-31')).toBe(true);
    expect(endsOnExpirationDate('2027-01-01', 12, '2028-01-01')).toBe(true);
    expect(endsOnExpirationDate('2027-01-01', 12, '2028-01-02')).toBe(false);
    expect(endsOnExpirationDate('2027-01-01', 12, null)).toBe(false);
  });
});
