import type { AttachBuyerBody } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';

/**
 * The buyer's details travel with the payment before it is confirmed, so the server can create
 * the card from the provider's record even if this tab closes right after paying.
 */
export function attachBuyer(paymentIntentId: string, body: AttachBuyerBody): Promise<unknown> {
  return api(`/api/payments/${encodeURIComponent(paymentIntentId)}/buyer`, { method: 'POST', body });
}
