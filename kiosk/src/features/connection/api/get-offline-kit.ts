import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfflineKitResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { useConnectionLost } from '../../../lib/connection-store.ts';
import { offlineStorage } from '../../../lib/offline-queue-store.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { clockOffset, useServerClock } from '../../../lib/server-clock.ts';

/** How often a connected tablet fetches the offline kit again (newly voided cards). */
export const OFFLINE_KIT_REFRESH_MS = 3 * 60_000;

/**
 * `GET /api/kiosk/offline-kit`, kept on the tablet for the next time the connection drops, with
 * how far the tablet's clock is from the server's (offline, expiry is judged on server time).
 */
export async function getOfflineKit(restaurantId: number): Promise<OfflineKitResponse> {
  const sentAt = Date.now();
  const kit = await api<OfflineKitResponse>('/api/kiosk/offline-kit');
  const receivedAt = Date.now();
  const clockOffsetMs = clockOffset(kit.serverTime, sentAt, receivedAt);
  const fetchedAt = new Date(receivedAt).toISOString();
  useServerClock.getState().heard(clockOffsetMs, new Date(receivedAt + clockOffsetMs).toISOString());
  await offlineStorage().putKit({ ...kit, restaurantId, fetchedAt, clockOffsetMs });
  return kit;
}

export const offlineKitQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: [...queryKeys.offlineKit, restaurantId],
    queryFn: () => getOfflineKit(restaurantId),
    refetchInterval: OFFLINE_KIT_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: OFFLINE_KIT_REFRESH_MS,
  });

/** Fetches the kit at start and every few minutes while online; the stored copy serves offline. */
export function useOfflineKitRefresh(restaurantId: number | undefined) {
  const lost = useConnectionLost();
  return useQuery({ ...offlineKitQuery(restaurantId ?? 0), enabled: restaurantId !== undefined && !lost });
}
