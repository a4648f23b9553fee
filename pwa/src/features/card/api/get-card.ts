import type { CardDetailResponse } from '@dealcard/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
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

/**
 * A card the server said it does not know (404, or 400 for a malformed code) is not asked for
 * again when the page mounts: the answer is final, and every ask counts as a failed guess against
 * the look-up limit. Start-up already asked once (app routes' preload), so without this a wrong
 * code cost two. A connection error is still retried on mount, as before.
 */
export function useCard(accessCode: string) {
  const options = cardQueryOptions(accessCode);
  const error = useQueryClient().getQueryState(options.queryKey)?.error;
  const final = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return useQuery({ ...options, retryOnMount: !final });
}
