import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PortalRedemptionsResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';
import { usePortalScope } from './portal-scope.ts';

/** The restaurant's redemptions of the last 7 days, newest first; `before` is the previous page's cursor. */
export const getRedemptions = (query: { restaurantId?: number }, before: string | null) =>
  api<PortalRedemptionsResponse>('/api/redemptions', { query: { ...query, before } });

export const redemptionsQueryOptions = (restaurantId: number, query: { restaurantId?: number }) =>
  infiniteQueryOptions({
    queryKey: backOfficeKeys.portal.redemptions(restaurantId),
    queryFn: ({ pageParam }) => getRedemptions(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.redemptions),
  });

export function usePortalRedemptions() {
  const { restaurantId, query } = usePortalScope();
  return useInfiniteQuery(redemptionsQueryOptions(restaurantId, query));
}
