import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignResponse, CreateCampaignBody } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';
import { usePortalScope } from './portal-scope.ts';

/** The owner's campaign goes in as pending, for superadmin approval. */
export function useCreatePortalCampaign() {
  const { restaurantId, isSuperadmin } = usePortalScope();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCampaignBody) =>
      api<CampaignResponse>('/api/campaigns', { method: 'POST', body: isSuperadmin ? { ...body, restaurantId } : body }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: backOfficeKeys.portal.all(restaurantId) });
      await qc.invalidateQueries({ queryKey: backOfficeKeys.admin.all });
    },
  });
}
