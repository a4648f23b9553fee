import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfigResponse } from '@dealcard/shared';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * The server's public configuration: which payment provider it runs (and Stripe's publishable
 * key), and whether the development outbox viewer is on. Read once per visit; start-up asks for
 * it with the first page's data (app/router.tsx), so the footer's first render already has it.
 */
export const configQueryOptions = queryOptions({
  queryKey: queryKeys.config,
  queryFn: () => api<ConfigResponse>('/api/config'),
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
