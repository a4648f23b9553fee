import { t } from '@lingui/core/macro';
import type { CardDetailResponse, RedeemResponse } from '@dealcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast.tsx';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSavedCards } from '../../../lib/saved-cards.ts';
import { withRedemption } from '../redemption.ts';
import { REDEEM_TIMEOUT_MS, isTimeout, withTimeout } from './slow-network.ts';

export function redeemOffer(accessCode: string, offerId: number): Promise<RedeemResponse> {
  return api<RedeemResponse>(`/api/cards/${encodeURIComponent(accessCode)}/redeem`, {
    method: 'POST',
    body: { offerId },
    signal: withTimeout(REDEEM_TIMEOUT_MS),
  });
}

/**
 * Redeems one offer. The code is written into the cached and saved card at once, so it stays on
 * the card even if the refetch that follows never gets through.
 */
export function useRedeemOffer(accessCode: string, current: CardDetailResponse | undefined) {
  const queryClient = useQueryClient();
  const key = queryKeys.card(accessCode);
  return useMutation({
    mutationFn: (offerId: number) => redeemOffer(accessCode, offerId),
    onSuccess: (result) => {
      const base = queryClient.getQueryData<CardDetailResponse>(key) ?? current;
      if (base) {
        const next = withRedemption(base, result);
        queryClient.setQueryData(key, next);
        useSavedCards.getState().save(next);
      }
      toast({ title: t`Success`, description: t`Offer redeemed successfully!`, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      // A slow answer may still have gone through: the refetch below lists its code on the card.
      const description = isTimeout(error)
        ? t`The connection is too slow. If the offer went through, its code is listed on your card.`
        : errorMessage(error, t`Failed to redeem offer`);
      toast({ title: t`Error`, description, variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
