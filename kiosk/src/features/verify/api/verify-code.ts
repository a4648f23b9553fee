import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const verifyCode = (code: string) => api<VerifyResponse>('/api/kiosk/verify', { method: 'POST', body: { code } });

export function useVerifyCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    // The live list shows the code as verified at once, not at the next poll.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.redemptions }),
  });
}
