import type { DemoConfirmResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';

/** The demo provider's confirm call: succeeds, or fails with a 402 and the decline message. */
export function confirmDemoPayment(paymentIntentId: string, cardNumber: string): Promise<{ status: 'succeeded' }> {
  return api<DemoConfirmResponse>(`/api/demo-payments/${encodeURIComponent(paymentIntentId)}/confirm`, {
    method: 'POST',
    body: { cardNumber },
  });
}
