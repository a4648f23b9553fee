import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignDetailResponse } from '@dealcard/shared';
import { api } from '../api-client.ts';
import { useRetryOnMount } from '../query-client.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * `GET /api/campaigns/{slug}`: the campaign with its offers, restaurant and nonprofit. The landing
 * page, the checkout and the poster read it: one fetcher and one cache entry, so checkout opens at
 * once after the landing page, and a seller's sign-up refreshes all three.
 */
export function getCampaign(slug: string): Promise<CampaignDetailResponse> {
  return api<CampaignDetailResponse>(`/api/campaigns/${encodeURIComponent(slug)}`);
}

export const campaignQueryOptions = (slug: string) =>
  queryOptions({ queryKey: queryKeys.campaign(slug), queryFn: () => getCampaign(slug) });

/** The campaign; a "not found" is not asked again when another page mounts (useRetryOnMount). */
export function useCampaign(slug: string) {
  const options = campaignQueryOptions(slug);
  return useQuery({ ...options, retryOnMount: useRetryOnMount(options.queryKey) });
}
