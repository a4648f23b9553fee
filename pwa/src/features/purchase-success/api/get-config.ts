import { useQuery } from '@tanstack/react-query';
import type { ConfigResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Read here only to know whether the development outbox viewer is on. */
export function useConfig() {
  return useQuery({ queryKey: queryKeys.config, queryFn: () => api<ConfigResponse>('/api/config') });
}
