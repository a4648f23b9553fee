import { useQuery } from '@tanstack/react-query';
import type { NonprofitMoneyResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';

/** GET /api/nonprofits/{id}/money: the nonprofit's own line, with every payout and remittance. */
export function useNonprofitMoney(nonprofitId: number) {
  return useQuery({
    queryKey: backOfficeKeys.coordinator.money(nonprofitId),
    queryFn: () => api<NonprofitMoneyResponse>(`/api/nonprofits/${nonprofitId}/money`),
  });
}
