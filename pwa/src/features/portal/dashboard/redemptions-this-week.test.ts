import { describe, expect, it } from 'vitest';
import { redemptionsThisWeek } from './dashboard-page.tsx';

describe('redemptions this week', () => {
  it('counts today and the six days before (UTC days, as the report gives them), nothing older', () => {
    const now = new Date('2026-11-27T15:00:00Z');
    const report = {
      redemptionsByDay: [
        { day: '2026-11-20', count: 100 },
        { day: '2026-11-21', count: 3 },
        { day: '2026-11-24', count: 4 },
        { day: '2026-11-27', count: 5 },
      ],
    };
    expect(redemptionsThisWeek(report, now)).toBe(12);
    expect(redemptionsThisWeek({ redemptionsByDay: [] }, now)).toBe(0);
  });
});
