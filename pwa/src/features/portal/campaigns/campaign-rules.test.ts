import { describe, expect, it } from 'vitest';
import { withinSalesWindow } from '@dealcard/shared/dates';
import { salesState } from './campaign-rules.ts';

describe('a live campaign against its sales window', () => {
  const now = new Date(2026, 10, 23, 12, 0);
  it('is selling from its start date through its end date, and says which side it is on otherwise', () => {
    expect(salesState({ startDate: '2026-11-23', endDate: '2026-11-23' }, now)).toBe('selling');
    expect(salesState({ startDate: null, endDate: null }, now)).toBe('selling');
    expect(salesState({ startDate: '2026-11-24', endDate: '2026-12-31' }, now)).toBe('not_started');
    expect(salesState({ startDate: '2026-10-01', endDate: '2026-11-22' }, now)).toBe('ended');
  });

  it('agrees with the rule the server sells by', () => {
    for (const [startDate, endDate] of [
      ['2026-11-23', '2026-11-23'],
      ['2026-11-24', null],
      [null, '2026-11-22'],
      ['2026-01-01', '2027-01-01'],
    ] as const) {
      expect(salesState({ startDate, endDate }, now) === 'selling').toBe(withinSalesWindow(startDate, endDate, '2026-11-23'));
    }
  });
});
