import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KioskDevice, KioskDeviceResponse } from '@dealcard/shared';
import { api, ConnectionError, isUnpaired } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { rememberDevice, rememberedDevice } from '../device-cache.ts';
import { usePairingNotice } from '../pairing-store.ts';

/**
 * The paired device, or null when this tablet has no valid device cookie. Without a connection,
 * the device as last seen, so the counter keeps working offline after a reload.
 */
export async function getDevice(): Promise<KioskDevice | null> {
  try {
    const { device } = await api<KioskDeviceResponse>('/api/kiosk/me');
    rememberDevice(device);
    return device;
  } catch (err) {
    if (isUnpaired(err)) {
      rememberDevice(null);
      // A revoked tablet that is reloaded still says why it is back on the pairing screen.
      if (err.code === 'device_revoked' && err.serverMessage) usePairingNotice.getState().show(err.serverMessage);
      return null;
    }
    const known = err instanceof ConnectionError ? rememberedDevice() : null;
    if (known) return known;
    throw err;
  }
}

export const deviceQuery = () => queryOptions({ queryKey: queryKeys.device, queryFn: getDevice, staleTime: Infinity });

export const useDevice = () => useQuery(deviceQuery());
