import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignResponse, CreateCampaignBody } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';
import { usePortalScope } from './portal-scope.ts';

/** After an edit or a withdrawal: the owner's lists and the admin's review lists. */
function useRefresh() {
  const { restaurantId } = usePortalScope();
  const qc = useQueryClient();
  return async () => {
    await qc.invalidateQueries({ queryKey: backOfficeKeys.portal.all(restaurantId) });
    await qc.invalidateQueries({ queryKey: backOfficeKeys.admin.all });
  };
}

/** A pending, rejected or draft campaign, edited and sent for approval again (it is pending after). */
export function useEditPortalCampaign(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateCampaignBody) =>
      api<CampaignResponse>(`/api/campaigns/${id}`, { method: 'PUT', body }).then((r) => r.campaign),
    onSuccess: refresh,
  });
}

/** A pending campaign taken back from review: a draft until it is sent again. */
export function useWithdrawPortalCampaign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      api<CampaignResponse>(`/api/campaigns/${id}/withdraw`, { method: 'POST' }).then((r) => r.campaign),
    onSuccess: refresh,
  });
}
