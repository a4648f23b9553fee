import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardBody, RestaurantResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Registers the restaurant; the user is its owner from the next request on, so the user is refetched. */
export function useOnboard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardBody) => api<RestaurantResponse>('/api/restaurants/onboard', { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.user }),
  });
}
