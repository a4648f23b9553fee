import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KioskRedemptionsResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const REDEMPTIONS_POLL_MS = 4000;

export const getRedemptions = () => api<KioskRedemptionsResponse>('/api/kiosk/redemptions').then((r) => r.redemptions);

/** Polled every few seconds while the screen is visible; react-query pauses it in the background. */
export const redemptionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.redemptions,
    queryFn: getRedemptions,
    refetchInterval: REDEMPTIONS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

export const useRedemptions = () => useQuery(redemptionsQuery());
