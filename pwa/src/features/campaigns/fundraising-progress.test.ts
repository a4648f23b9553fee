import { describe, expect, it } from 'vitest';
import { fundraisingProgress } from './fundraising-progress.ts';

describe('fundraising progress toward a goal', () => {
  it('has no bar without a goal', () => {
    expect(fundraisingProgress(5000, null)).toBeNull();
    expect(fundraisingProgress(5000, 0)).toBeNull();
  });

  it('rounds the share down, exactly, so 99.9% never reads as reached', () => {
    expect(fundraisingProgress(29, 100)).toEqual({ percent: 29, filled: 29 });
    expect(fundraisingProgress(99_900, 100_000)).toEqual({ percent: 99, filled: 99.9 });
    expect(fundraisingProgress(0, 100_000)).toEqual({ percent: 0, filled: 0 });
  });

  it('caps the bar at full but keeps the real figure past the goal', () => {
    expect(fundraisingProgress(120_000, 100_000)).toEqual({ percent: 120, filled: 100 });
  });

  it('draws a net-negative total (refunds) as empty', () => {
    expect(fundraisingProgress(-500, 100_000)).toEqual({ percent: 0, filled: 0 });
  });
});
