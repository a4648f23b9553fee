import { describe, expect, it } from 'vitest';
import { chartSummary, countScale, fitLabel, labelEvery, scaleTo } from './chart-scale.ts';

describe('countScale', () => {
  it('rounds the top up to a step of 1, 2 or 5 times a power of ten', () => {
    expect(countScale(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countScale(100)).toEqual({ max: 100, ticks: [0, 20, 40, 60, 80, 100] });
    expect(countScale(101)).toEqual({ max: 150, ticks: [0, 50, 100, 150] });
    expect(countScale(1234).ticks.every((t) => t % 500 === 0)).toBe(true);
  });

  it('counts in whole numbers, however small the largest value', () => {
    expect(countScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(countScale(1)).toEqual({ max: 1, ticks: [0, 1] });
  });

  it('draws an axis to 1 when there is nothing to count', () => {
    expect(countScale(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(countScale(-4)).toEqual({ max: 1, ticks: [0, 1] });
  });

  it('keeps to the number of ticks asked for', () => {
    for (const value of [9, 27, 55, 99, 360, 4321, 99999]) {
      const { max, ticks } = countScale(value, 4);
      expect(max).toBeGreaterThanOrEqual(value);
      expect(ticks.length - 1).toBeLessThanOrEqual(4);
      expect(ticks.at(-1)).toBe(max);
    }
  });
});

describe('scaleTo', () => {
  it('maps a count onto the axis length, clamped to the axis', () => {
    expect(scaleTo(5, 10, 300)).toBe(150);
    expect(scaleTo(0, 10, 300)).toBe(0);
    expect(scaleTo(12, 10, 300)).toBe(300);
    expect(scaleTo(-1, 10, 300)).toBe(0);
    expect(scaleTo(3, 0, 300)).toBe(0);
  });
});

describe('labelEvery', () => {
  it('shows every label when they fit, and thins them out when they do not', () => {
    expect(labelEvery(5, 600, 60)).toBe(1);
    expect(labelEvery(30, 600, 60)).toBe(3);
    expect(labelEvery(30, 300, 60)).toBe(6);
    expect(labelEvery(30, 20, 60)).toBe(30);
    expect(labelEvery(0, 600, 60)).toBe(1);
  });
});

describe('fitLabel', () => {
  it('cuts a long label with an ellipsis and leaves a short one alone', () => {
    expect(fitLabel('Main Street', 20)).toBe('Main Street');
    expect(fitLabel('Downtown Riverside Plaza', 10)).toBe('Downtown…');
    expect(fitLabel('Downtown Riverside Plaza', 10).length).toBeLessThanOrEqual(10);
  });
});

describe('chartSummary', () => {
  it('names the total and the highest bar, the first of equals', () => {
    const data = [
      { label: 'Main Street', value: 12 },
      { label: 'Downtown', value: 5 },
      { label: 'Airport', value: 12 },
    ];
    expect(chartSummary('Redemptions by location', data)).toBe(
      'Redemptions by location, bar chart: 29 in total; highest Main Street (12).',
    );
  });

  it('says when there is nothing to show', () => {
    expect(chartSummary('Redemptions by offer', [])).toBe('Redemptions by offer, bar chart: none yet.');
    expect(chartSummary('Redemptions by day', [{ label: 'Nov 5, 2026', value: 0 }])).toBe(
      'Redemptions by day, bar chart: none yet.',
    );
  });
});
