import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantReport } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';
import { usePortalScope } from './portal-scope.ts';

export const reportQueryOptions = (restaurantId: number, query: { restaurantId?: number }) =>
  queryOptions({
    queryKey: backOfficeKeys.portal.reports(restaurantId),
    queryFn: () => api<RestaurantReport>('/api/restaurants/reports', { query }),
  });

export function useRestaurantReport() {
  const { restaurantId, query } = usePortalScope();
  return useQuery(reportQueryOptions(restaurantId, query));
}
