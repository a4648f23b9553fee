import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents, groupThousands } from './money.ts';

describe('groupThousands', () => {
  it('writes what en-US toLocaleString writes for any whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
    for (const n of [0, 7, 999, 1000, 12345, 100000, 1000000, -1000]) expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });
});

describe('formatCents', () => {
  it('writes dollars with grouped thousands and two decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(2000)).toBe('$20.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(-150000)).toBe('-$1,500.00');
  });

  it('round-trips through dollarsToCents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(dollarsToCents(formatCents(cents))).toBe(cents);
      }),
    );
  });
});
