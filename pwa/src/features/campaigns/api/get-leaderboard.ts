import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeaderboardResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getLeaderboard(slug: string): Promise<LeaderboardResponse> {
  return api<LeaderboardResponse>(`/api/campaigns/${encodeURIComponent(slug)}/leaderboard`);
}

export const leaderboardQueryOptions = (slug: string) =>
  queryOptions({ queryKey: queryKeys.leaderboard(slug), queryFn: () => getLeaderboard(slug) });

export function useLeaderboard(slug: string) {
  return useQuery(leaderboardQueryOptions(slug));
}
