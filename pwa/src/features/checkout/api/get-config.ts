import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfigResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const configQueryOptions = queryOptions({
  queryKey: queryKeys.config,
  queryFn: () => api<ConfigResponse>('/api/config'),
});

/** Which payment provider the server runs, and Stripe's publishable key when it is Stripe. */
export function useConfig() {
  return useQuery(configQueryOptions);
}
