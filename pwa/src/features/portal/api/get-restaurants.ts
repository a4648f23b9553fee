import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantsResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';

/** Every restaurant, for the superadmin's selector. */
export const restaurantsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: backOfficeKeys.portal.restaurants,
    queryFn: () => api<RestaurantsResponse>('/api/restaurants'),
    enabled,
  });

export const useRestaurants = (enabled: boolean) => useQuery(restaurantsQueryOptions(enabled));
