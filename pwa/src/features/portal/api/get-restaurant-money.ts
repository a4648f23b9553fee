import { useQuery } from '@tanstack/react-query';
import type { RestaurantMoneyResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';
import { usePortalScope } from './portal-scope.ts';

/** GET /api/restaurants/money: the restaurant's own line, with every payout made to it. */
export function useRestaurantMoney() {
  const { restaurantId, query } = usePortalScope();
  return useQuery({
    queryKey: backOfficeKeys.portal.money(restaurantId),
    queryFn: () => api<RestaurantMoneyResponse>('/api/restaurants/money', { query }),
  });
}
