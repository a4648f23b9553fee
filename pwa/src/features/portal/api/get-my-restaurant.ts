import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';

export const myRestaurantQueryOptions = (restaurantId: number | null, query: { restaurantId?: number }) =>
  queryOptions({
    queryKey: backOfficeKeys.portal.restaurant(restaurantId),
    queryFn: () => api<RestaurantResponse>('/api/restaurants/me', { query }),
    enabled: restaurantId != null,
    select: (data) => data.restaurant,
  });

export const useMyRestaurant = (restaurantId: number | null, query: { restaurantId?: number }) =>
  useQuery(myRestaurantQueryOptions(restaurantId, query));
