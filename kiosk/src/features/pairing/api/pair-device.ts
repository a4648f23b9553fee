import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KioskDeviceResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { rememberDevice } from '../device-cache.ts';
import { usePairingNotice } from '../pairing-store.ts';

export const pairDevice = (pairingCode: string) =>
  api<KioskDeviceResponse>('/api/kiosk/pair', { method: 'POST', body: { pairingCode } }).then((r) => r.device);

export function usePairDevice() {
  const client = useQueryClient();
  const clearNotice = usePairingNotice((s) => s.clear);
  return useMutation({
    mutationFn: pairDevice,
    onSuccess: (device) => {
      clearNotice();
      rememberDevice(device);
      client.removeQueries({ queryKey: queryKeys.redemptions });
      client.setQueryData(queryKeys.device, device);
    },
  });
}
