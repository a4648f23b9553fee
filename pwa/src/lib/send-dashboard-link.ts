import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { DashboardLinkResponse } from '@dealcard/shared';
import { api } from './api-client.ts';

/**
 * E-mails a nonprofit's contact its dashboard link (a new one ends the old). The portal and the
 * admin both send it; `refresh` is the list that shows when it was last sent.
 */
export function useSendDashboardLink(refresh: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (nonprofitId: number) =>
      api<DashboardLinkResponse>(`/api/nonprofits/${nonprofitId}/dashboard-link`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: refresh }),
  });
}
