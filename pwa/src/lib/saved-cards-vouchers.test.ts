import type { CardOffer } from '@dealcard/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countOfflineUses, readSavedVouchers, withFreshVouchers, type SavedVouchers } from './saved-cards-vouchers.ts';

const offer = (id: number, quantityRemaining: number): CardOffer => ({
  id,
  offerType: `Offer ${id}`,
  description: '',
  quantityRemaining,
  quantityTotal: 3,
  retailValue: 1000,
});
const v = (offerId: number, use: number) => ({ offerId, use, token: `t${offerId}-${use}` });
const at = '2026-11-20T18:00:00.000Z';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('countOfflineUses', () => {
  it('counts a use shown offline off its offer and says how many are not yet confirmed', () => {
    const saved: SavedVouchers = {
      vouchers: [v(10, 1), v(10, 2), v(10, 3), v(11, 2)],
      usedOffline: [{ offerId: 10, use: 1, at }],
    };
    const offers = [offer(10, 3), offer(11, 1)];
    const counted = countOfflineUses(offers, saved);
    expect(counted.offers.map((o) => o.quantityRemaining)).toEqual([2, 1]);
    expect(counted.pending).toEqual({ 10: 1 });
    // The offer without offline uses is passed on as it was.
    expect(counted.offers[1]).toBe(offers[1]);
  });

  it('does not count a use twice when the card already counts it but the vouchers are not refreshed yet', () => {
    const saved: SavedVouchers = { vouchers: [v(10, 1), v(10, 2), v(10, 3)], usedOffline: [{ offerId: 10, use: 1, at }] };
    expect(countOfflineUses([offer(10, 2)], saved).offers[0]!.quantityRemaining).toBe(2);
  });

  it('never counts below zero, and changes nothing without saved vouchers', () => {
    const saved: SavedVouchers = {
      vouchers: [v(10, 1)],
      usedOffline: [
        { offerId: 10, use: 1, at },
        { offerId: 10, use: 2, at },
      ],
    };
    expect(countOfflineUses([offer(10, 1)], saved).offers[0]!.quantityRemaining).toBe(0);
    const offers = [offer(10, 3)];
    expect(countOfflineUses(offers, null)).toEqual({ offers, pending: {} });
  });
});

describe('readSavedVouchers', () => {
  it('reads the card’s record, and nothing from empty, unreadable or blocked storage', () => {
    const saved: SavedVouchers = { vouchers: [v(10, 1)], usedOffline: [] };
    const items: Record<string, string> = { 'vouchers:ABCD2345EFGH67': JSON.stringify(saved), 'vouchers:BROKEN': '{not json' };
    vi.stubGlobal('localStorage', { getItem: (key: string) => items[key] ?? null });
    expect(readSavedVouchers('ABCD2345EFGH67')).toEqual(saved);
    expect(readSavedVouchers('ZZZZ2345EFGH67')).toBeNull();
    expect(readSavedVouchers('BROKEN')).toBeNull();
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(readSavedVouchers('ABCD2345EFGH67')).toBeNull();
  });
});

describe('withFreshVouchers', () => {
  it('drops the offline uses the server now counts and keeps the ones it does not yet', () => {
    const saved: SavedVouchers = {
      vouchers: [v(10, 1), v(10, 2), v(10, 3), v(11, 1)],
      usedOffline: [
        { offerId: 10, use: 1, at },
        { offerId: 11, use: 1, at },
      ],
    };
    // The kiosk uploaded the scan of (10, 1): the server lists no voucher for it any more.
    const fresh = [v(10, 2), v(10, 3), v(11, 1)];
    expect(withFreshVouchers(saved, fresh)).toEqual({ vouchers: fresh, usedOffline: [{ offerId: 11, use: 1, at }] });
  });

  it('starts an empty record for a card saved without vouchers', () => {
    expect(withFreshVouchers(null, [v(10, 1)])).toEqual({ vouchers: [v(10, 1)], usedOffline: [] });
  });

  it('keeps no offline use of a card that can no longer redeem (the server lists no vouchers)', () => {
    const saved: SavedVouchers = { vouchers: [v(10, 1)], usedOffline: [{ offerId: 10, use: 1, at }] };
    expect(withFreshVouchers(saved, [])).toEqual({ vouchers: [], usedOffline: [] });
  });
});
