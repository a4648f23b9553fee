import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignsResponse } from '@dealcard/shared';
import { allPages } from '../../../lib/all-pages.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';
import { usePortalScope } from './portal-scope.ts';

export const portalCampaignsQueryOptions = (restaurantId: number, query: { restaurantId?: number }) =>
  queryOptions({
    queryKey: backOfficeKeys.portal.campaigns(restaurantId),
    queryFn: () => allPages<'campaigns', CampaignsResponse>('/api/campaigns/restaurant/me', 'campaigns', query),
    select: (data) => data.campaigns,
  });

export function usePortalCampaigns() {
  const { restaurantId, query } = usePortalScope();
  return useQuery(portalCampaignsQueryOptions(restaurantId, query));
}
