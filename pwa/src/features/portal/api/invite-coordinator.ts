import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoordinatorInviteResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /api/nonprofits/{id}/coordinator-invite: e-mails the contact a 7-day, one-time invitation. */
export function useInviteCoordinator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (nonprofitId: number) =>
      api<CoordinatorInviteResponse>(`/api/nonprofits/${nonprofitId}/coordinator-invite`, { method: 'POST' }),
    // The list shows the invitation's state: it now reads "invited".
    onSuccess: () => client.invalidateQueries({ queryKey: ['portal'] }),
  });
}
