import { describe, expect, it } from 'vitest';
import type { SavedVouchers } from '../../lib/saved-cards-vouchers.ts';
import { nextUnusedVoucher, withOfflineUse } from './offline-redeem.ts';

const v = (offerId: number, use: number) => ({ offerId, use, token: `t${offerId}-${use}` });

describe('nextUnusedVoucher', () => {
  it('takes the lowest use of the offer not shown offline yet, whatever the saved order', () => {
    const saved: SavedVouchers = {
      vouchers: [v(10, 3), v(11, 1), v(10, 2), v(10, 1)],
      usedOffline: [{ offerId: 10, use: 1, at: '2026-11-20T18:00:00.000Z' }],
    };
    expect(nextUnusedVoucher(saved, 10)).toEqual(v(10, 2));
    expect(nextUnusedVoucher(saved, 11)).toEqual(v(11, 1));
  });

  it('has none for an offer whose vouchers are all shown, one with no vouchers, or a card with none saved', () => {
    const saved: SavedVouchers = {
      vouchers: [v(10, 1)],
      usedOffline: [{ offerId: 10, use: 1, at: '2026-11-20T18:00:00.000Z' }],
    };
    expect(nextUnusedVoucher(saved, 10)).toBeNull();
    expect(nextUnusedVoucher(saved, 12)).toBeNull();
    expect(nextUnusedVoucher(null, 10)).toBeNull();
  });

  it('does not take a use of another offer with the same number', () => {
    const saved: SavedVouchers = {
      vouchers: [v(10, 1), v(11, 1)],
      usedOffline: [{ offerId: 11, use: 1, at: '2026-11-20T18:00:00.000Z' }],
    };
    expect(nextUnusedVoucher(saved, 10)).toEqual(v(10, 1));
  });
});

describe('withOfflineUse', () => {
  it('counts the shown voucher with its time, once however often it is recorded', () => {
    const saved: SavedVouchers = { vouchers: [v(10, 1), v(10, 2)], usedOffline: [] };
    const at = new Date('2026-11-20T18:30:00.000Z');
    const once = withOfflineUse(saved, v(10, 1), at);
    expect(once.usedOffline).toEqual([{ offerId: 10, use: 1, at: at.toISOString() }]);
    expect(withOfflineUse(once, v(10, 1), new Date()).usedOffline).toHaveLength(1);
    expect(nextUnusedVoucher(once, 10)).toEqual(v(10, 2));
    // The record it came from is left as it was.
    expect(saved.usedOffline).toEqual([]);
  });
});
