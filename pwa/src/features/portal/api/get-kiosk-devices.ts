import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KioskDevicesResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';

/** `scopeRestaurantId` is sent only by a superadmin; an owner's restaurant comes from the session. */
export const kioskDevicesQuery = (restaurantId: number, scopeRestaurantId: number | undefined, pollMs: number | false = false) =>
  queryOptions({
    queryKey: backOfficeKeys.portal.kioskDevices(restaurantId),
    queryFn: () => api<KioskDevicesResponse>('/api/kiosk/devices', { query: { restaurantId: scopeRestaurantId } }),
    select: (data) => data.devices,
    staleTime: 0,
    refetchInterval: pollMs,
  });

export const useKioskDevices = (restaurantId: number, scopeRestaurantId: number | undefined, pollMs: number | false = false) =>
  useQuery(kioskDevicesQuery(restaurantId, scopeRestaurantId, pollMs));
