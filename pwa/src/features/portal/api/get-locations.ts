import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationsResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';
import { usePortalScope } from './portal-scope.ts';

export const locationsQueryOptions = (restaurantId: number, query: { restaurantId?: number }) =>
  queryOptions({
    queryKey: backOfficeKeys.portal.locations(restaurantId),
    queryFn: () => api<LocationsResponse>('/api/locations', { query }),
    select: (data) => data.locations,
  });

export function useLocations() {
  const { restaurantId, query } = usePortalScope();
  return useQuery(locationsQueryOptions(restaurantId, query));
}
