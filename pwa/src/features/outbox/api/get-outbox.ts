import { useQuery } from '@tanstack/react-query';
import type { OutboxEmailResponse, OutboxListResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The outbox changes as the app sends mail, so it is re-read on every visit. */
export function useOutbox(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.outbox,
    queryFn: () => api<OutboxListResponse>('/api/dev/outbox'),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useOutboxEmail(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.outboxEmail(id),
    queryFn: () => api<OutboxEmailResponse>(`/api/dev/outbox/${id}`),
    enabled,
  });
}
