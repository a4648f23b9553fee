import { queryOptions, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { NonprofitDashboardResponse, SellerStatsResponse } from '@dealcard/shared';
import { api, ApiError } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** 400, 404 and 410 are final answers for a link: asking again on the next mount changes nothing. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 404 || error.status === 410);
}

function useRetryUnlessFinal(queryKey: QueryKey): boolean {
  return !isFinal(useQueryClient().getQueryState(queryKey)?.error);
}

export function getSellerStats(token: string): Promise<SellerStatsResponse> {
  return api<SellerStatsResponse>(`/api/sellers/${encodeURIComponent(token)}`);
}

export const sellerStatsQueryOptions = (token: string) =>
  queryOptions({ queryKey: queryKeys.seller(token), queryFn: () => getSellerStats(token) });

/** The seller's own figures change with every sale, so the page asks again each time it opens. */
export function useSellerStats(token: string) {
  const options = sellerStatsQueryOptions(token);
  return useQuery({ ...options, staleTime: 0, retryOnMount: useRetryUnlessFinal(options.queryKey) });
}

export function getNonprofitDashboard(token: string): Promise<NonprofitDashboardResponse> {
  return api<NonprofitDashboardResponse>(`/api/nonprofit-dashboard/${encodeURIComponent(token)}`);
}

export const nonprofitDashboardQueryOptions = (token: string) =>
  queryOptions({ queryKey: queryKeys.nonprofitDashboard(token), queryFn: () => getNonprofitDashboard(token) });

export function useNonprofitDashboard(token: string) {
  const options = nonprofitDashboardQueryOptions(token);
  return useQuery({ ...options, staleTime: 0, retryOnMount: useRetryUnlessFinal(options.queryKey) });
}
