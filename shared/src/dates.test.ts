import fc from 'fast-check';
import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatCardDate, formatDateTime, formatLongDate, formatShortDate, toDateOnly } from './dates.ts';

// The hand-written formatters must print exactly what date-fns's `format` printed before them.
const dates = fc.date({ min: new Date(1990, 0, 1), max: new Date(2200, 11, 31), noInvalidDate: true });

describe('date formatting', () => {
  it('matches date-fns for every pattern the product shows', () => {
    fc.assert(
      fc.property(dates, (d) => {
        expect(formatCardDate(d)).toBe(format(d, 'MMMM dd, yyyy'));
        expect(formatLongDate(d)).toBe(format(d, 'MMMM d, yyyy'));
        expect(formatShortDate(d)).toBe(format(d, 'MMM d, yyyy'));
        expect(formatDateTime(d)).toBe(format(d, 'MMM d, yyyy h:mm a'));
        expect(toDateOnly(d)).toBe(format(d, 'yyyy-MM-dd'));
        expect(formatDateTime(d.toISOString())).toBe(format(d, 'MMM d, yyyy h:mm a'));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a bare YYYY-MM-DD as that calendar day in local time', () => {
    fc.assert(
      fc.property(dates, (d) => {
        const day = format(d, 'yyyy-MM-dd');
        expect(formatCardDate(day)).toBe(format(parseISO(day), 'MMMM dd, yyyy'));
        expect(toDateOnly(new Date(2026, 10, 5))).toBe('2026-11-05');
      }),
    );
    expect(formatCardDate('2026-11-05')).toBe('November 05, 2026');
    expect(formatDateTime(new Date(2026, 10, 5, 0, 7))).toBe('Nov 5, 2026 12:07 AM');
    expect(formatDateTime(new Date(2026, 10, 5, 12, 42))).toBe('Nov 5, 2026 12:42 PM');
    expect(formatDateTime(new Date(2026, 10, 5, 19, 42))).toBe('Nov 5, 2026 7:42 PM');
  });

  it('refuses an invalid date like date-fns did', () => {
    expect(() => formatShortDate('not a date')).toThrow(RangeError);
    expect(() => formatCardDate('2026-13-45')).toThrow(RangeError);
  });
});
