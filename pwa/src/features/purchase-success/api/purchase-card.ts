import { useQuery } from '@tanstack/react-query';
import type { PurchaseCardBody, PurchaseCardResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function purchaseCard(body: PurchaseCardBody): Promise<PurchaseCardResponse> {
  return api<PurchaseCardResponse>('/api/purchase-card', { method: 'POST', body });
}

/**
 * Creates (or, for a payment already turned into a card, fetches) the card. Held as a query keyed
 * by the payment so a double-mounted page sends one request; the server returns the same card
 * for the same payment, so a refresh is safe too.
 */
export function usePurchaseCard(body: PurchaseCardBody | null) {
  return useQuery({
    queryKey: queryKeys.purchaseCard(body?.stripePaymentIntentId ?? ''),
    queryFn: () => purchaseCard(body!),
    enabled: body !== null,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
