import { useMutation } from '@tanstack/react-query';
import type { PairingCodeResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';

export const createPairingCode = (locationId: number, scopeRestaurantId: number | undefined) =>
  api<PairingCodeResponse>('/api/kiosk/pairing-codes', {
    method: 'POST',
    body: scopeRestaurantId == null ? { locationId } : { locationId, restaurantId: scopeRestaurantId },
  });

export const useCreatePairingCode = (scopeRestaurantId: number | undefined) =>
  useMutation({ mutationFn: (locationId: number) => createPairingCode(locationId, scopeRestaurantId) });
