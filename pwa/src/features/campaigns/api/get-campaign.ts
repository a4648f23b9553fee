import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignDetailResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getCampaign(slug: string): Promise<CampaignDetailResponse> {
  return api<CampaignDetailResponse>(`/api/campaigns/${encodeURIComponent(slug)}`);
}

export const campaignQueryOptions = (slug: string) =>
  queryOptions({ queryKey: queryKeys.campaign(slug), queryFn: () => getCampaign(slug) });

export function useCampaign(slug: string) {
  return useQuery(campaignQueryOptions(slug));
}
