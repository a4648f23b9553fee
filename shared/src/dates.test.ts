import fc from 'fast-check';
import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatCardDate, formatDateTime, formatLongDate, formatShortDate, toDateOnly, withinSalesWindow } from './dates.ts';
import { validityCapFor } from './date-math.ts';

// The hand-written formatters must print exactly what date-fns's `format` printed before them.
const dates = fc.date({ min: new Date(1990, 0, 1), max: new Date(2200, 11, 31), noInvalidDate: true });

describe('date formatting', () => {
  it('matches date-fns for every pattern the product shows', () => {
    fc.assert(
      fc.property(dates, (d) => {
        expect(formatCardDate(d)).toBe(format(d, 'MMMM d, yyyy'));
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
        expect(formatCardDate(day)).toBe(format(parseISO(day), 'MMMM d, yyyy'));
        expect(toDateOnly(new Date(2026, 10, 5))).toBe('2026-11-05');
      }),
    );
    expect(formatCardDate('2026-11-05')).toBe('November 5, 2026');
    expect(formatCardDate('2026-12-05', 'es')).toBe('5 de diciembre de 2026');
    expect(formatCardDate('2026-12-15', 'es')).toBe('15 de diciembre de 2026');
    expect(formatDateTime(new Date(2026, 10, 5, 0, 7))).toBe('Nov 5, 2026 12:07 AM');
    expect(formatDateTime(new Date(2026, 10, 5, 12, 42))).toBe('Nov 5, 2026 12:42 PM');
    expect(formatDateTime(new Date(2026, 10, 5, 19, 42))).toBe('Nov 5, 2026 7:42 PM');
  });

  it('writes Spanish as es-US does (Intl), without loading Intl on the first render', () => {
    fc.assert(
      fc.property(dates, (d) => {
        const intl = (o: Intl.DateTimeFormatOptions) => d.toLocaleString('es-US', o);
        expect(formatCardDate(d, 'es')).toBe(intl({ day: 'numeric', month: 'long', year: 'numeric' }));
        expect(formatLongDate(d, 'es')).toBe(intl({ day: 'numeric', month: 'long', year: 'numeric' }));
        expect(formatShortDate(d, 'es')).toBe(intl({ day: 'numeric', month: 'short', year: 'numeric' }));
        expect(formatDateTime(d, 'es')).toBe(
          intl({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
        );
      }),
      { numRuns: 500 },
    );
    expect(formatLongDate('2026-11-05', 'es')).toBe('5 de noviembre de 2026');
    expect(formatDateTime(new Date(2026, 10, 5, 19, 42), 'es')).toBe('5 nov 2026, 7:42 p.m.');
  });

  it('writes the default language the apps set, English until they do', async () => {
    const { setDateLanguage } = await import('./dates.ts');
    expect(formatShortDate('2026-11-05')).toBe('Nov 5, 2026');
    setDateLanguage('es');
    try {
      expect(formatShortDate('2026-11-05')).toBe('5 nov 2026');
    } finally {
      setDateLanguage('en');
    }
  });

  it('refuses an invalid date like date-fns did', () => {
    expect(() => formatShortDate('not a date')).toThrow(RangeError);
    expect(() => formatCardDate('2026-13-45')).toThrow(RangeError);
  });
});

describe('campaign sales window', () => {
  it('sells from the start date through the end date, both whole days; an unset bound is open', () => {
    expect(withinSalesWindow('2026-11-01', '2026-11-30', '2026-10-31')).toBe(false);
    expect(withinSalesWindow('2026-11-01', '2026-11-30', '2026-11-01')).toBe(true);
    expect(withinSalesWindow('2026-11-01', '2026-11-30', '2026-11-30')).toBe(true);
    expect(withinSalesWindow('2026-11-01', '2026-11-30', '2026-12-01')).toBe(false);
    expect(withinSalesWindow(null, '2026-11-30', '2020-01-01')).toBe(true);
    expect(withinSalesWindow('2026-11-01', null, '2099-01-01')).toBe(true);
    expect(withinSalesWindow(null, null, '2026-11-23')).toBe(true);
    // Across a month and a year: text order is calendar order for YYYY-MM-DD.
    expect(withinSalesWindow('2026-12-31', '2027-01-02', '2027-01-01')).toBe(true);
    expect(withinSalesWindow('2026-09-30', '2026-10-01', '2026-10-10')).toBe(false);
  });
});

describe('calendar dates', () => {
  it('only real days of the calendar pass', async () => {
    const { isCalendarDate } = await import('./fields.ts');
    for (const good of ['2026-01-31', '2028-02-29', '2000-02-29', '0001-01-01', '2026-12-31'])
      expect(isCalendarDate(good), good).toBe(true);
    for (const bad of [
      '2026-02-30',
      '2026-13-01',
      '0000-00-00',
      '2025-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-1-01',
      '26-01-01',
      '',
    ])
      expect(isCalendarDate(bad), bad).toBe(false);
  });
});

describe('card expiry', () => {
  it('is purchase + months, or the end of the campaign card expiration date when that comes first', async () => {
    const { cardExpirationFrom } = await import('./date-math.ts');
    const purchase = new Date(2026, 0, 15, 10, 30);
    expect(cardExpirationFrom(purchase, 12)).toEqual(new Date(2027, 0, 15, 10, 30));
    expect(cardExpirationFrom(purchase, 12, null)).toEqual(new Date(2027, 0, 15, 10, 30));
    expect(cardExpirationFrom(purchase, 12, '2026-06-30')).toEqual(new Date(2026, 5, 30, 23, 59, 59, 999));
    expect(cardExpirationFrom(purchase, 3, '2026-12-31')).toEqual(new Date(2026, 3, 15, 10, 30));
  });
});

describe('campaign validity in words', () => {
  it('names the months from purchase and, when the campaign sets one, the last day', async () => {
    const { campaignValidityText } = await import('./dates.ts');
    expect(campaignValidityText(12, null)).toBe('Valid for 12 months from purchase');
    expect(campaignValidityText(1, undefined)).toBe('Valid for 1 month from purchase');
    expect(campaignValidityText(12, '2028-01-23')).toBe('Valid for 12 months from purchase, until Jan 23, 2028 at the latest');
    expect(campaignValidityText(1, null, 'es')).toBe('Vale por 1 mes desde la compra');
    expect(campaignValidityText(12, '2028-01-23', 'es')).toBe(
      'Vale por 12 meses desde la compra, hasta el 23 ene 2028 como máximo',
    );
  });
});

describe('validityCapFor', () => {
  const now = new Date(2026, 10, 27, 12, 0); // Nov 27, 2026, local time
  it("names the campaign's last day when a card bought now would reach it before its months", () => {
    expect(validityCapFor(12, '2027-01-26', now)).toBe('2027-01-26');
    expect(validityCapFor(12, '2027-01-26T00:00:00.000Z', now)).toBe('2027-01-26');
  });
  it('is null when the months end first, on the same day, or when the campaign sets no last day', () => {
    expect(validityCapFor(12, '2028-01-26', now)).toBeNull();
    expect(validityCapFor(12, '2027-11-27', now)).toBeNull();
    expect(validityCapFor(12, null, now)).toBeNull();
  });
  it('counts months to the last day of a shorter month, as a purchase does', () => {
    const jan31 = new Date(2027, 0, 31, 9, 0);
    expect(validityCapFor(1, '2027-02-28', jan31)).toBeNull();
    expect(validityCapFor(1, '2027-02-27', jan31)).toBe('2027-02-27');
  });
});
