import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RosterImportResponse, RosterResponse, RosterSellerCreated, RosterStatsLinkResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';

/** GET /api/nonprofits/{id}/roster?campaignId=: the campaign's sellers and teams. */
export function useRoster(nonprofitId: number, campaignId: number | null) {
  return useQuery({
    queryKey: backOfficeKeys.coordinator.roster(nonprofitId, campaignId ?? 0),
    queryFn: () => api<RosterResponse>(`/api/nonprofits/${nonprofitId}/roster`, { query: { campaignId } }),
    enabled: campaignId != null,
  });
}

export interface NewRosterSeller {
  name: string;
  team: string;
  email: string;
}

/** POST /api/nonprofits/{id}/roster: one seller, e-mail optional. */
export function useAddSeller(nonprofitId: number, campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seller: NewRosterSeller) =>
      api<RosterSellerCreated>(`/api/nonprofits/${nonprofitId}/roster`, { method: 'POST', body: { campaignId, ...seller } }),
    onSettled: () => client.invalidateQueries({ queryKey: backOfficeKeys.coordinator.all(nonprofitId) }),
  });
}

/** POST /api/nonprofits/{id}/roster/import: a dry run to preview, then the real import. */
export function useImportRoster(nonprofitId: number, campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      api<RosterImportResponse>(`/api/nonprofits/${nonprofitId}/roster/import`, {
        method: 'POST',
        body: { campaignId, csv, dryRun },
      }),
    onSettled: (_data, _error, { dryRun }) =>
      dryRun ? undefined : client.invalidateQueries({ queryKey: backOfficeKeys.coordinator.all(nonprofitId) }),
  });
}

/** PATCH /api/nonprofits/{id}/roster/{sellerId}: shown on the public leaderboard or not. */
export function useShowSeller(nonprofitId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sellerId, show }: { sellerId: number; show: boolean }) =>
      api(`/api/nonprofits/${nonprofitId}/roster/${sellerId}`, { method: 'PATCH', body: { showOnLeaderboard: show } }),
    onSettled: () => client.invalidateQueries({ queryKey: backOfficeKeys.coordinator.all(nonprofitId) }),
  });
}

/** POST /api/nonprofits/{id}/roster/{sellerId}/stats-link: a new private link; the old one stops working. */
export function useNewStatsLink(nonprofitId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sellerId: number) =>
      api<RosterStatsLinkResponse>(`/api/nonprofits/${nonprofitId}/roster/${sellerId}/stats-link`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: backOfficeKeys.coordinator.all(nonprofitId) }),
  });
}
