import { describe, expect, it } from 'vitest';
import { everyDay } from './redemption-days.ts';

describe('everyDay', () => {
  const today = new Date('2026-11-25T15:00:00.000Z');

  it('lists the last 30 days oldest first, a day without redemptions as 0', () => {
    const days = everyDay(
      [
        { day: '2026-11-03', count: 2 },
        { day: '2026-11-25', count: 5 },
      ],
      today,
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-10-27', count: 0 });
    expect(days.at(-1)).toEqual({ day: '2026-11-25', count: 5 });
    expect(days.find((d) => d.day === '2026-11-03')).toEqual({ day: '2026-11-03', count: 2 });
    expect(days.reduce((sum, d) => sum + d.count, 0)).toBe(7);
  });

  it('keeps a day the server sent from just outside the window', () => {
    const days = everyDay([{ day: '2026-10-26', count: 1 }], today);
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({ day: '2026-10-26', count: 1 });
  });

  it('crosses a month and a daylight-saving change a day at a time', () => {
    const days = everyDay([], new Date('2026-03-31T12:00:00.000Z'));
    expect(days.map((d) => d.day).slice(0, 3)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(new Set(days.map((d) => d.day)).size).toBe(30);
  });

  it('shows an empty month as 30 zeros', () => {
    expect(everyDay([], today).every((d) => d.count === 0)).toBe(true);
  });
});
