import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignDetailResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { useRetryOnMount } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getCampaign(slug: string): Promise<CampaignDetailResponse> {
  return api<CampaignDetailResponse>(`/api/campaigns/${encodeURIComponent(slug)}`);
}

export const campaignQueryOptions = (slug: string) =>
  queryOptions({ queryKey: queryKeys.campaign(slug), queryFn: () => getCampaign(slug) });

export function useCampaign(slug: string) {
  const options = campaignQueryOptions(slug);
  return useQuery({ ...options, retryOnMount: useRetryOnMount(options.queryKey) });
}
