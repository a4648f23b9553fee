import { useQuery } from '@tanstack/react-query';
import type { CampaignDetailResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The campaign being bought; the same cache entry the landing page filled, so checkout opens at once. */
export function useCheckoutCampaign(slug: string) {
  return useQuery({
    queryKey: queryKeys.campaign(slug),
    queryFn: () => api<CampaignDetailResponse>(`/api/campaigns/${encodeURIComponent(slug)}`),
  });
}
