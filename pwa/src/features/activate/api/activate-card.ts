import type { ActivateBody, ActivateResponse } from '@dealcard/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Activates a printed card: the answer is the new card's access code. */
export function activateCard(body: ActivateBody): Promise<ActivateResponse> {
  return api<ActivateResponse>('/api/activate', { method: 'POST', body });
}

export function useActivateCard() {
  return useMutation({ mutationFn: activateCard });
}
