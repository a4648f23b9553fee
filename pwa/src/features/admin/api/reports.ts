import { useQuery } from '@tanstack/react-query';
import type { AdminReport } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function useAdminReport(restaurantId: number | null) {
  return useQuery({
    queryKey: [...queryKeys.admin.reports, restaurantId ?? 'all'],
    queryFn: () => api<AdminReport>('/api/admin/reports', { query: { restaurantId } }).then((r) => r.restaurantStats),
  });
}
