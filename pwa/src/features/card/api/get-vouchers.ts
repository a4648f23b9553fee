import type { VouchersResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { readSavedVouchers, withFreshVouchers, writeSavedVouchers } from '../../../lib/saved-cards-vouchers.ts';

/** One signed voucher per remaining use of each offer; none for a card that cannot redeem. */
export function getVouchers(accessCode: string): Promise<VouchersResponse> {
  return api<VouchersResponse>(`/api/cards/${encodeURIComponent(accessCode)}/vouchers`);
}

/**
 * Fetches the card's vouchers and its QR and keeps them with its saved copy, for the day there is no signal
 * at the table. A failed fetch leaves the vouchers saved before.
 */
export async function refreshSavedVouchers(accessCode: string): Promise<void> {
  const { vouchers, cardToken } = await getVouchers(accessCode);
  writeSavedVouchers(accessCode, { ...withFreshVouchers(readSavedVouchers(accessCode), vouchers), cardToken });
}
