import { useQuery } from '@tanstack/react-query';
import type { CreatePaymentIntentResponse } from '@dealcard/shared';
import { ApiError, api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

function createPaymentIntent(slug: string, sellerCode: string | null): Promise<CreatePaymentIntentResponse> {
  return api<CreatePaymentIntentResponse>(`/api/campaigns/${encodeURIComponent(slug)}/create-payment-intent`, {
    method: 'POST',
    body: sellerCode ? { sellerCode } : undefined,
  });
}

/**
 * With a share link's seller code the sale is credited to that seller. The server ignores a code it
 * does not know; should it still refuse the request over the code, checkout goes on without it:
 * crediting a seller never stands in the way of a purchase.
 */
async function createPaymentIntentForSeller(slug: string, sellerCode: string | null): Promise<CreatePaymentIntentResponse> {
  if (!sellerCode) return createPaymentIntent(slug, null);
  try {
    return await createPaymentIntent(slug, sellerCode);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return createPaymentIntent(slug, null);
    throw error;
  }
}

/**
 * The payment intent is created when checkout opens. It is a POST held as a query so that a
 * double-mounted page (StrictMode, a quick back-and-forth) shares one intent instead of making
 * two; gcTime 0 drops it once checkout is left, and a finished payment removes it at once.
 */
export function usePaymentIntent(slug: string, enabled: boolean, sellerCode: string | null = null) {
  return useQuery({
    queryKey: queryKeys.paymentIntent(slug),
    queryFn: () => createPaymentIntentForSeller(slug, sellerCode),
    enabled,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}
