import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AdminCreateCampaignBody,
  AuditResponse,
  Campaign,
  CampaignResponse,
  CampaignsResponse,
  CampaignTransitionResponse,
} from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { allPages } from '../../../lib/all-pages.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';

export const fetchAdminCampaigns = () =>
  allPages<'campaigns', CampaignsResponse>('/api/admin/campaigns', 'campaigns').then((r) => r.campaigns);

export const adminCampaignsQuery = queryOptions({ queryKey: backOfficeKeys.admin.campaigns, queryFn: fetchAdminCampaigns });

export function useAdminCampaigns() {
  return useQuery(adminCampaignsQuery);
}

export function useCampaignAudit(id: number | null) {
  return useQuery({
    queryKey: backOfficeKeys.admin.campaignAudit(id ?? 0),
    queryFn: () => api<AuditResponse>(`/api/admin/campaigns/${id}/audit`).then((r) => r.entries),
    enabled: id !== null,
  });
}

type CampaignAction = 'approve' | 'toggle' | 'archive';
/** A campaign as the admin saw it: approving names the version shown, so a campaign edited since is refused (409). */
type CampaignTarget = Pick<Campaign, 'id' | 'version'>;

const requests: Record<CampaignAction, (c: CampaignTarget) => Promise<{ campaign: Campaign; message?: string }>> = {
  approve: ({ id, version }) => api(`/api/admin/campaigns/${id}/approve`, { method: 'POST', body: { version } }),
  toggle: ({ id }) => api<CampaignTransitionResponse>(`/api/admin/campaigns/${id}/toggle`, { method: 'PATCH' }),
  archive: ({ id }) => api(`/api/admin/campaigns/${id}/archive`, { method: 'DELETE' }),
};

/** After an action on a campaign, success or not: the list and the campaign's audit are read again. */
function refetchCampaign(client: QueryClient, id: number) {
  void client.invalidateQueries({ queryKey: backOfficeKeys.admin.campaigns });
  void client.invalidateQueries({ queryKey: backOfficeKeys.admin.campaignAudit(id) });
}

/** One admin action on a campaign; the list (and its audit) is refetched after it, success or not. */
export function useCampaignAction(action: CampaignAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (c: CampaignTarget) => requests[action](c),
    onSettled: (_data, _err, { id }) => refetchCampaign(client, id),
  });
}

/** The admin's Reject, with the reason the owner reads (optional). */
export function useRejectCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api<CampaignTransitionResponse>(`/api/admin/campaigns/${id}/reject`, {
        method: 'POST',
        body: reason ? { reason } : {},
      }),
    onSettled: (_data, _err, { id }) => refetchCampaign(client, id),
  });
}

export function useCreateAdminCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCreateCampaignBody) =>
      api<CampaignResponse>('/api/admin/campaigns', { method: 'POST', body }).then((r) => r.campaign),
    onSuccess: () => client.invalidateQueries({ queryKey: backOfficeKeys.admin.campaigns }),
  });
}
