import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveCampaignsResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getActiveCampaigns(): Promise<ActiveCampaignsResponse> {
  return api<ActiveCampaignsResponse>('/api/campaigns/active');
}

export const activeCampaignsQueryOptions = queryOptions({
  queryKey: queryKeys.activeCampaigns,
  queryFn: getActiveCampaigns,
});

export function useActiveCampaigns() {
  return useQuery(activeCampaignsQueryOptions);
}
