import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminRestaurantBody,
  NonprofitsResponse,
  RestaurantDeactivatedResponse,
  RestaurantResponse,
  RestaurantsResponse,
} from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { allPages } from '../../../lib/all-pages.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';

export const adminRestaurantsQuery = queryOptions({
  queryKey: backOfficeKeys.admin.restaurants,
  queryFn: () => allPages<'restaurants', RestaurantsResponse>('/api/admin/restaurants', 'restaurants').then((r) => r.restaurants),
});

export function useAdminRestaurants() {
  return useQuery(adminRestaurantsQuery);
}

export function useAdminNonprofits() {
  return useQuery({
    queryKey: backOfficeKeys.admin.nonprofits,
    queryFn: () => allPages<'nonprofits', NonprofitsResponse>('/api/admin/nonprofits', 'nonprofits').then((r) => r.nonprofits),
  });
}

/** The form's values as typed; the server parses them with AdminRestaurantBodySchema. */
export type RestaurantInput = { [K in keyof AdminRestaurantBody]?: AdminRestaurantBody[K] | string | null };

export function useSaveRestaurant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: RestaurantInput }) =>
      api<RestaurantResponse>(id ? `/api/admin/restaurants/${id}` : '/api/admin/restaurants', {
        method: id ? 'PUT' : 'POST',
        body,
      }).then((r) => r.restaurant),
    onSettled: () => client.invalidateQueries({ queryKey: backOfficeKeys.admin.all }),
  });
}

export function useDeactivateRestaurant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<RestaurantDeactivatedResponse>(`/api/admin/restaurants/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: backOfficeKeys.admin.all }),
  });
}
