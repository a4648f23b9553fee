import type { FindMyCardBody, FindMyCardRequested } from '@dealcard/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Asks for the 30-minute link; the answer is the same whether or not cards exist. */
export function requestFindMyCardLink(body: FindMyCardBody): Promise<{ message: string }> {
  return api<FindMyCardRequested>('/api/find-my-card', { method: 'POST', body });
}

export function useRequestFindMyCardLink() {
  return useMutation({ mutationFn: requestFindMyCardLink });
}
