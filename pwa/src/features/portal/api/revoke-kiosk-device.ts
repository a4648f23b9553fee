import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KioskDeviceResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';

export const revokeKioskDevice = (id: number) => api<KioskDeviceResponse>(`/api/kiosk/devices/${id}`, { method: 'DELETE' });

export function useRevokeKioskDevice(restaurantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeKioskDevice,
    onSuccess: () => client.invalidateQueries({ queryKey: backOfficeKeys.portal.kioskDevices(restaurantId) }),
  });
}
