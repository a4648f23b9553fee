import type { UnsubscribeResponse, UnsubscribeStatusResponse } from '@dealcard/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The same call a mail program makes on one click (RFC 8058), from the e-mail's visible link. */
export function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return api<UnsubscribeResponse>(`/api/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST' });
}

/** Whether the address stopped already (the button, or the mail program's one click): read only. */
export function useUnsubscribeStatus(token: string) {
  return useQuery({
    queryKey: queryKeys.unsubscribeStatus(token),
    queryFn: () => api<UnsubscribeStatusResponse>(`/api/unsubscribe/${encodeURIComponent(token)}/status`),
  });
}

export function useUnsubscribe(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: ({ email }) => client.setQueryData(queryKeys.unsubscribeStatus(token), { email, unsubscribed: true }),
  });
}
