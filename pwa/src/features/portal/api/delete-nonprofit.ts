import type { OkResponse } from '@dealcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';
import { usePortalScope } from './portal-scope.ts';

export function useDeleteNonprofit() {
  const { restaurantId, query } = usePortalScope();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<OkResponse>(`/api/nonprofits/${id}`, { method: 'DELETE', query }),
    onSuccess: () => qc.invalidateQueries({ queryKey: backOfficeKeys.portal.nonprofits(restaurantId) }),
  });
}
