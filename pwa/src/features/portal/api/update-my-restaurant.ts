import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestaurantResponse, RestaurantSettingsBody } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';
import { usePortalScope } from './portal-scope.ts';

export function useUpdateMyRestaurant() {
  const { restaurantId, query } = usePortalScope();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RestaurantSettingsBody) => api<RestaurantResponse>('/api/restaurants/me', { method: 'PUT', body, query }),
    onSuccess: async (data) => {
      qc.setQueryData(backOfficeKeys.portal.restaurant(restaurantId), data);
      await qc.invalidateQueries({ queryKey: backOfficeKeys.portal.restaurants });
    },
  });
}
