import { useQuery } from '@tanstack/react-query';
import type { CreatePaymentIntentResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The payment intent is created when checkout opens. It is a POST held as a query so that a
 * double-mounted page (StrictMode, a quick back-and-forth) shares one intent instead of making
 * two; gcTime 0 drops it once checkout is left, and a finished payment removes it at once.
 */
export function usePaymentIntent(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.paymentIntent(slug),
    queryFn: () =>
      api<CreatePaymentIntentResponse>(`/api/campaigns/${encodeURIComponent(slug)}/create-payment-intent`, { method: 'POST' }),
    enabled,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}
