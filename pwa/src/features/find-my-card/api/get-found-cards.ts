import type { FindCardsResponse } from '@dealcard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getFoundCards(token: string, signal?: AbortSignal): Promise<FindCardsResponse> {
  return api<FindCardsResponse>(`/api/find-my-card/${encodeURIComponent(token)}`, { signal });
}

export function foundCardsQueryOptions(token: string) {
  return queryOptions({ queryKey: queryKeys.findCards(token), queryFn: ({ signal }) => getFoundCards(token, signal) });
}

/** The holder's cards from the e-mailed link; idle when the page has no token. */
export function useFoundCards(token: string | null) {
  return useQuery({ ...foundCardsQueryOptions(token ?? ''), enabled: Boolean(token) });
}
