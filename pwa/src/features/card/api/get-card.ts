import type { CardDetailResponse } from '@dealcard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useRetryOnMount } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSavedCards } from '../../../lib/saved-cards.ts';
import { CARD_LOAD_TIMEOUT_MS, withTimeout } from './slow-network.ts';

export function getCard(accessCode: string, signal?: AbortSignal): Promise<CardDetailResponse> {
  return api<CardDetailResponse>(`/api/cards/${encodeURIComponent(accessCode)}`, { signal });
}

/** Each fresh copy is also saved on the device, for the next time there is no signal. */
export function cardQueryOptions(accessCode: string) {
  return queryOptions({
    queryKey: queryKeys.card(accessCode),
    queryFn: async ({ signal }) => {
      const detail = await getCard(accessCode, withTimeout(CARD_LOAD_TIMEOUT_MS, signal));
      useSavedCards.getState().save(detail);
      return detail;
    },
  });
}

export function useCard(accessCode: string) {
  const options = cardQueryOptions(accessCode);
  return useQuery({ ...options, retryOnMount: useRetryOnMount(options.queryKey) });
}
