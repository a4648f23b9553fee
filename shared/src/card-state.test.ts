import { describe, expect, it } from 'vitest';
import { CARD_STATE_CASES } from './card-state.cases.ts';
import { cardState, dayIn, endOfDayIn, expiresOnFor, lastDaySoon, startOfDayIn } from './card-state.ts';

describe('the card state table', () => {
  for (const c of CARD_STATE_CASES) {
    it(`${c.zone}: ${c.name} → ${c.state}`, () => {
      expect(cardState(c.card, new Date(c.at), c.zone)).toBe(c.state);
    });
  }
});

describe('days in a zone', () => {
  it('the end of a last day is 23:59:59.999 there, clock changes included', () => {
    expect(endOfDayIn('America/Chicago', '2027-03-14').toISOString()).toBe('2027-03-15T04:59:59.999Z');
    expect(endOfDayIn('America/Chicago', '2027-11-07').toISOString()).toBe('2027-11-08T05:59:59.999Z');
    expect(endOfDayIn('Pacific/Auckland', '2027-03-14').toISOString()).toBe('2027-03-14T10:59:59.999Z');
    expect(endOfDayIn('UTC', '2027-03-14').toISOString()).toBe('2027-03-14T23:59:59.999Z');
    // The spring-forward day is 23 hours long, the fall-back day 25.
    const hours = (zone: string, day: string) =>
      (endOfDayIn(zone, day).getTime() + 1 - startOfDayIn(zone, day).getTime()) / 3_600_000;
    expect(hours('America/Los_Angeles', '2027-03-14')).toBe(23);
    expect(hours('America/Los_Angeles', '2027-11-07')).toBe(25);
    expect(hours('Pacific/Auckland', '2027-09-26')).toBe(23);
  });

  it('a midnight the clocks skip: the day starts at 01:00 (Santiago moves at 00:00)', () => {
    expect(dayIn('America/Santiago', startOfDayIn('America/Santiago', '2026-09-06'))).toBe('2026-09-06');
    expect(dayIn('America/Santiago', new Date(startOfDayIn('America/Santiago', '2026-09-06').getTime() - 1))).toBe('2026-09-05');
  });

  it('the last day by months from the day bought there, or the campaign cap when it comes first', () => {
    // Bought at 22:30 in Chicago on Jan 31 (already Feb 1 in UTC): 1 month later is Feb's last day.
    expect(expiresOnFor(new Date('2027-02-01T04:30:00Z'), 1, null, 'America/Chicago')).toBe('2027-02-28');
    expect(expiresOnFor(new Date('2027-02-01T04:30:00Z'), 1, null, 'UTC')).toBe('2027-03-01');
    expect(expiresOnFor(new Date('2026-03-14T18:00:00Z'), 12, null, 'America/Chicago')).toBe('2027-03-14');
    expect(expiresOnFor(new Date('2026-03-14T18:00:00Z'), 12, '2026-12-31', 'America/Chicago')).toBe('2026-12-31');
    expect(expiresOnFor(new Date('2026-03-14T18:00:00Z'), 12, '2028-01-01', 'America/Chicago')).toBe('2027-03-14');
  });

  it('"Expires Soon" from 29 days before the last day through the last day, never after', () => {
    const at = (iso: string) => new Date(iso);
    expect(lastDaySoon('2027-03-14', at('2027-02-12T18:00:00Z'), 'UTC')).toBe(false);
    expect(lastDaySoon('2027-03-14', at('2027-02-13T18:00:00Z'), 'UTC')).toBe(true);
    expect(lastDaySoon('2027-03-14', at('2027-03-15T04:59:00Z'), 'America/Chicago')).toBe(true);
    expect(lastDaySoon('2027-03-14', at('2027-03-15T05:00:00Z'), 'America/Chicago')).toBe(false);
    expect(lastDaySoon(null, at('2027-03-15T05:00:00Z'), 'UTC')).toBe(false);
  });
});
