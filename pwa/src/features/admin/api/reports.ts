import { useQuery } from '@tanstack/react-query';
import type { AdminReport } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';

export function useAdminReport(restaurantId: number | null) {
  return useQuery({
    queryKey: [...backOfficeKeys.admin.reports, restaurantId ?? 'all'],
    queryFn: () => api<AdminReport>('/api/admin/reports', { query: { restaurantId } }).then((r) => r.restaurantStats),
  });
}
