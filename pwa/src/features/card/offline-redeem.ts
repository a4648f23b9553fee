import type { Voucher } from '@dealcard/shared';
import type { SavedVouchers } from '../../lib/saved-cards-vouchers.ts';

/** The voucher to show next for an offer: its lowest use this phone has not shown offline yet. */
export function nextUnusedVoucher(saved: SavedVouchers | null, offerId: number): Voucher | null {
  let next: Voucher | null = null;
  for (const v of saved?.vouchers ?? []) {
    if (v.offerId !== offerId || saved!.usedOffline.some((u) => u.offerId === offerId && u.use === v.use)) continue;
    if (!next || v.use < next.use) next = v;
  }
  return next;
}

/** The saved vouchers with one more shown offline: the phone counts the use at once, and once only. */
export function withOfflineUse(saved: SavedVouchers, voucher: Voucher, at: Date): SavedVouchers {
  if (saved.usedOffline.some((u) => u.offerId === voucher.offerId && u.use === voucher.use)) return saved;
  return { ...saved, usedOffline: [...saved.usedOffline, { offerId: voucher.offerId, use: voucher.use, at: at.toISOString() }] };
}
