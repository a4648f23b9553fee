import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteResponse, UserResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';
import { userQueryOptions } from '../../../lib/api/current-user.ts';

/** GET /api/invites/{token}: who is invited, for which nonprofit. */
export function useInvite(token: string) {
  return useQuery({
    queryKey: backOfficeKeys.invite(token),
    queryFn: () => api<InviteResponse>(`/api/invites/${encodeURIComponent(token)}`).then((r) => r.invite),
    retry: false,
  });
}

/** POST /api/invites/{token}/accept: signs in as the coordinator. */
export function useAcceptInvite(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { password?: string; firstName?: string; lastName?: string }) =>
      api<UserResponse>(`/api/invites/${encodeURIComponent(token)}/accept`, { method: 'POST', body }).then((r) => r.user),
    onSuccess: (user) => client.setQueryData(userQueryOptions.queryKey, user),
  });
}
