import type { FindMyCardBody } from '@dealcard/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Asks for the 30-minute link; the answer is the same whether or not cards exist. */
export function requestFindMyCardLink(body: FindMyCardBody): Promise<{ message: string }> {
  return api<{ message: string }>('/api/find-my-card', { method: 'POST', body });
}

export function useRequestFindMyCardLink() {
  return useMutation({ mutationFn: requestFindMyCardLink });
}
