import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerSignUpBody, SellerSignUpResponse } from '@dealcard/shared';
import { ApiError, api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Signs a supporter up to sell cards; the same e-mail again answers with the same code. */
export function signUpSeller(slug: string, body: SellerSignUpBody): Promise<SellerSignUpResponse> {
  return api<SellerSignUpResponse>(`/api/campaigns/${encodeURIComponent(slug)}/sellers`, { method: 'POST', body });
}

export function useSignUpSeller(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerSignUpBody) => signUpSeller(slug, body),
    // Not awaited: the new link shows at once, the leaderboard catches up behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.leaderboard(slug), exact: true }),
    onError: (error) => {
      // The campaign ended while the page was open: the page should stop offering it.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: queryKeys.campaign(slug), exact: true });
    },
  });
}
