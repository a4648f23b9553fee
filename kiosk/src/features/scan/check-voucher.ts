import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScanVoucherResponse } from '@dealcard/shared';
import { ConnectionError } from '../../lib/api-client.ts';
import { useConnection } from '../../lib/connection-store.ts';
import { newNonce, voucherKey } from '../../lib/offline-queue.ts';
import { offlineStorage, useOfflineQueue } from '../../lib/offline-queue-store.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { SCAN_TIMEOUT_MS, SCAN_TIMEOUT_UNREACHABLE_MS, scanVoucher } from './api/scan-voucher.ts';
import { checkVoucherOffline, type OfflineVerdict } from './offline-check.ts';
import { parseVoucherToken, type ParsedVoucher } from './voucher-token.ts';

/** What the counter is told about a scanned QR code. */
export type VoucherOutcome =
  | { via: 'server'; response: ScanVoucherResponse; voucher: ParsedVoucher }
  | { via: 'offline'; verdict: OfflineVerdict; voucher: ParsedVoucher }
  /** The QR code is not a deal card voucher. */
  | { via: 'unreadable' };

/**
 * Online the server checks and applies the voucher. Without a connection (the browser says so,
 * or the call fails to get through) the tablet checks it itself, on the server's time as of the
 * last exchange, and queues what it accepts.
 */
export async function checkVoucher(text: string, restaurantId: number, now = serverNow()): Promise<VoucherOutcome> {
  const voucher = parseVoucherToken(text);
  if (!voucher) return { via: 'unreadable' };
  const { payload } = voucher;
  const key = voucherKey(payload.o, payload.u);
  const storage = offlineStorage();
  const { online, reachable } = useConnection.getState();
  if (online) {
    try {
      const response = await scanVoucher(voucher.token, reachable ? SCAN_TIMEOUT_MS : SCAN_TIMEOUT_UNREACHABLE_MS);
      if (response.status === 'valid' || response.status === 'already_used') {
        // Remembered, so that the same voucher shown again while offline is refused here too.
        await storage.putSeen({ key, expiry: payload.e, scannedAt: response.usedAt ?? now.toISOString() }).catch(() => undefined);
      }
      return { via: 'server', response, voucher };
    } catch (err) {
      if (!(err instanceof ConnectionError)) throw err;
    }
  }
  const kit = await storage.getKit().catch(() => undefined);
  const verdict = await checkVoucherOffline({
    voucher,
    restaurantId,
    kit: kit && kit.restaurantId === restaurantId ? kit : null,
    now,
    scanned: async (k) => (await storage.getSeen(k))?.scannedAt,
  });
  if (verdict.status === 'accepted') {
    const scannedAt = now.toISOString();
    // Stored before the screen says "valid": a reload or a crash right after loses nothing.
    await useOfflineQueue
      .getState()
      .enqueue(
        { nonce: newNonce(), token: voucher.token, scannedAt, offerId: payload.o, use: payload.u, holderFirstName: payload.n },
        { key, expiry: payload.e, scannedAt },
      );
  }
  return { via: 'offline', verdict, voucher };
}

export function useCheckVoucher(restaurantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => checkVoucher(text, restaurantId),
    onSuccess: (outcome) => {
      // The live list shows a voucher applied online at once, not at the next poll.
      if (outcome.via === 'server') void client.invalidateQueries({ queryKey: queryKeys.redemptions });
    },
  });
}
