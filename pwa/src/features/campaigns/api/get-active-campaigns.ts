import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { ActiveCampaign, ActiveCampaignsResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Page 1 is asked without `?page`: the URL the home page has always called, and the server's hottest cache entry. */
export function getActiveCampaigns(page: number): Promise<ActiveCampaignsResponse> {
  return api<ActiveCampaignsResponse>('/api/campaigns/active', { query: page > 1 ? { page } : undefined });
}

/**
 * The pages loaded so far as one list. Pages fetched in different 5-second server lifetimes can
 * overlap by a campaign approved in between (docs/decisions/008-active-list-cache.md), so a repeat
 * is dropped rather than shown twice.
 */
export function campaignsOfPages(data: InfiniteData<ActiveCampaignsResponse, number>): ActiveCampaign[] {
  const seen = new Set<number>();
  const campaigns: ActiveCampaign[] = [];
  for (const page of data.pages) {
    for (const campaign of page.campaigns) {
      if (seen.has(campaign.id)) continue;
      seen.add(campaign.id);
      campaigns.push(campaign);
    }
  }
  return campaigns;
}

export const activeCampaignsQueryOptions = infiniteQueryOptions({
  queryKey: queryKeys.activeCampaigns,
  queryFn: ({ pageParam }) => getActiveCampaigns(pageParam),
  initialPageParam: 1,
  getNextPageParam: (lastPage) => lastPage.nextPage ?? undefined,
  select: campaignsOfPages,
  // Without a connection a page fails at once (the api client's "You are offline" message, with a
  // retry) rather than waiting paused: a tap on "Show more campaigns" must visibly do something.
  // A cold start offline already failed this way, since react-query assumes online until told.
  networkMode: 'always',
});

export function useActiveCampaigns() {
  return useInfiniteQuery(activeCampaignsQueryOptions);
}
