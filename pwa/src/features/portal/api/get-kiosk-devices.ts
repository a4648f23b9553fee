import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KioskDevicesResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';

/**
 * A tablet is "not seen" until its first call after pairing, which usually comes seconds after the
 * pairing dialog closes: the list keeps asking for a couple of minutes so "Last seen" appears
 * without a reload.
 */
const NEWLY_PAIRED_MS = 2 * 60_000;
const NEWLY_PAIRED_POLL_MS = 3000;
const waitsForFirstCall = (data: KioskDevicesResponse | undefined, now = Date.now()) =>
  (data?.devices ?? []).some((d) => d.lastSeenAt === null && now - Date.parse(d.pairedAt) < NEWLY_PAIRED_MS);

/** `scopeRestaurantId` is sent only by a superadmin; an owner's restaurant comes from the session. */
export const kioskDevicesQuery = (restaurantId: number, scopeRestaurantId: number | undefined, pollMs: number | false = false) =>
  queryOptions({
    queryKey: backOfficeKeys.portal.kioskDevices(restaurantId),
    queryFn: () => api<KioskDevicesResponse>('/api/kiosk/devices', { query: { restaurantId: scopeRestaurantId } }),
    select: (data) => data.devices,
    staleTime: 0,
    refetchInterval: (query) => pollMs || (waitsForFirstCall(query.state.data) ? NEWLY_PAIRED_POLL_MS : false),
  });

export const useKioskDevices = (restaurantId: number, scopeRestaurantId: number | undefined, pollMs: number | false = false) =>
  useQuery(kioskDevicesQuery(restaurantId, scopeRestaurantId, pollMs));
