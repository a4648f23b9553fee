import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KioskDevice, KioskDeviceResponse } from '@dealcard/shared';
import { api, isUnpaired } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { usePairingNotice } from '../pairing-store.ts';

/** The paired device, or null when this tablet has no valid device cookie. */
export async function getDevice(): Promise<KioskDevice | null> {
  try {
    return (await api<KioskDeviceResponse>('/api/kiosk/me')).device;
  } catch (err) {
    if (isUnpaired(err)) {
      // A revoked tablet that is reloaded still says why it is back on the pairing screen.
      if (err.code === 'device_revoked' && err.serverMessage) usePairingNotice.getState().show(err.serverMessage);
      return null;
    }
    throw err;
  }
}

export const deviceQuery = () => queryOptions({ queryKey: queryKeys.device, queryFn: getDevice, staleTime: Infinity });

export const useDevice = () => useQuery(deviceQuery());
