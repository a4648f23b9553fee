import type { ScanVoucherResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';

/** How long a scan waits for the server before the tablet checks the voucher offline. */
export const SCAN_TIMEOUT_MS = 10_000;
/** The same, when the last call already failed: a dead connection should not hold up the counter. */
export const SCAN_TIMEOUT_UNREACHABLE_MS = 4_000;

/** `POST /api/kiosk/vouchers`: the server checks the voucher and applies it when valid. */
export const scanVoucher = (token: string, timeoutMs = SCAN_TIMEOUT_MS) =>
  api<ScanVoucherResponse>('/api/kiosk/vouchers', { method: 'POST', body: { token }, timeoutMs });
