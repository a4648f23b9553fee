import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NonprofitsResponse } from '@dealcard/shared';
import { allPages } from '../../../lib/all-pages.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';
import { usePortalScope } from './portal-scope.ts';

export const nonprofitsQueryOptions = (restaurantId: number, query: { restaurantId?: number }) =>
  queryOptions({
    queryKey: backOfficeKeys.portal.nonprofits(restaurantId),
    queryFn: () => allPages<'nonprofits', NonprofitsResponse>('/api/nonprofits', 'nonprofits', query),
    select: (data) => data.nonprofits,
  });

export function useNonprofits() {
  const { restaurantId, query } = usePortalScope();
  return useQuery(nonprofitsQueryOptions(restaurantId, query));
}
