import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationBody, LocationResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';
import { usePortalScope } from './portal-scope.ts';

/** POST /api/locations for a new location, PUT /api/locations/{id} for an edit. */
export function useSaveLocation() {
  const { restaurantId, query } = usePortalScope();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: LocationBody }) =>
      id == null
        ? api<LocationResponse>('/api/locations', { method: 'POST', body, query })
        : api<LocationResponse>(`/api/locations/${id}`, { method: 'PUT', body, query }),
    onSuccess: () => qc.invalidateQueries({ queryKey: backOfficeKeys.portal.locations(restaurantId) }),
  });
}
