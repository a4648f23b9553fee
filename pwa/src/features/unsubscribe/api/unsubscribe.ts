import type { UnsubscribeResponse } from '@dealcard/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The same call a mail program makes on one click (RFC 8058), from the e-mail's visible link. */
export function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return api<UnsubscribeResponse>(`/api/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST' });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
