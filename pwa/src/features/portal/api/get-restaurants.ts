import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantsResponse } from '@dealcard/shared';
import { allPages } from '../../../lib/all-pages.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';

/** Every restaurant, for the superadmin's selector. */
export const restaurantsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: backOfficeKeys.portal.restaurants,
    queryFn: () => allPages<'restaurants', RestaurantsResponse>('/api/restaurants', 'restaurants'),
    enabled,
  });

export const useRestaurants = (enabled: boolean) => useQuery(restaurantsQueryOptions(enabled));
