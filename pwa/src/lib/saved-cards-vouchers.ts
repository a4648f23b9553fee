import type { CardOffer, Voucher } from '@dealcard/shared';

/*
 * A saved card's signed vouchers, kept under a key of their own beside the saved card, so the
 * saved-cards store read at every start stays small. This file is on the card page's first visit:
 * it stays small, and what only redeeming needs lives with the lazily loaded dialog
 * (features/card/offline-redeem.ts).
 */

/** A voucher this phone showed while offline: counted here until the server counts it too. */
export interface OfflineUse {
  offerId: number;
  use: number;
  at: string;
}

export interface SavedVouchers {
  /** One per remaining use of each offer, as the server last listed them. */
  vouchers: Voucher[];
  usedOffline: OfflineUse[];
  /** The card's own QR ("Show your card"), while the card can be served. */
  cardToken?: string;
}

export const vouchersStorageKey = (accessCode: string) => `vouchers:${accessCode}`;

export function readSavedVouchers(accessCode: string): SavedVouchers | null {
  try {
    return JSON.parse(localStorage.getItem(vouchersStorageKey(accessCode)) ?? 'null') as SavedVouchers | null;
  } catch {
    // Storage blocked or unreadable: nothing saved, as for the card itself.
    return null;
  }
}

export function writeSavedVouchers(accessCode: string, saved: SavedVouchers): void {
  try {
    localStorage.setItem(vouchersStorageKey(accessCode), JSON.stringify(saved));
  } catch {
    // Storage full or blocked: the card still redeems online.
  }
}

/**
 * The server's fresh list, keeping only the offline uses it does not count yet: once the server
 * counts a use (the kiosk uploaded the scan, or a code took it), that use has no voucher any more.
 */
export function withFreshVouchers(saved: SavedVouchers | null, vouchers: Voucher[]): SavedVouchers {
  return {
    vouchers,
    usedOffline: (saved?.usedOffline ?? []).filter((u) => vouchers.some((v) => v.offerId === u.offerId && v.use === u.use)),
  };
}

/**
 * The offers as this phone counts them, and how many uses of each it showed offline that the
 * server has not counted yet. Such an offer shows what its saved vouchers leave, never more than
 * the server's count: a card fetched after the kiosk uploaded the scan, but before the vouchers
 * are refreshed, does not count the same use twice.
 */
export function countOfflineUses(
  offers: CardOffer[],
  saved: SavedVouchers | null,
): { offers: CardOffer[]; pending: Record<number, number> } {
  const pending: Record<number, number> = {};
  for (const u of saved?.usedOffline ?? []) pending[u.offerId] = (pending[u.offerId] ?? 0) + 1;
  return {
    pending,
    offers: offers.map((o) => {
      const used = pending[o.id];
      if (!used || !saved) return o;
      const left = saved.vouchers.filter((v) => v.offerId === o.id).length - used;
      return { ...o, quantityRemaining: Math.max(0, Math.min(o.quantityRemaining, left)) };
    }),
  };
}
