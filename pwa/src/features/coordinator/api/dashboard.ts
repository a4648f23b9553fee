import { useQuery } from '@tanstack/react-query';
import type { CoordinatorDashboardResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';

/** GET /api/nonprofits/{id}/dashboard: campaigns, sellers, teams and money of the nonprofit. */
export function useCoordinatorDashboard(nonprofitId: number) {
  return useQuery({
    queryKey: backOfficeKeys.coordinator.dashboard(nonprofitId),
    queryFn: () => api<CoordinatorDashboardResponse>(`/api/nonprofits/${nonprofitId}/dashboard`),
  });
}
