import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NonprofitBody, NonprofitResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';
import { usePortalScope } from './portal-scope.ts';

/** POST /api/nonprofits for a new partner, PUT /api/nonprofits/{id} for an edit. */
export function useSaveNonprofit() {
  const { restaurantId, query, isSuperadmin } = usePortalScope();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: NonprofitBody }) => {
      const payload = isSuperadmin ? { ...body, restaurantId } : body;
      return id == null
        ? api<NonprofitResponse>('/api/nonprofits', { method: 'POST', body: payload, query })
        : api<NonprofitResponse>(`/api/nonprofits/${id}`, { method: 'PUT', body: payload, query });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: backOfficeKeys.portal.all(restaurantId) }),
  });
}
