import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashSaleResponse, CashSalesResponse, Language } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';

/** GET /api/nonprofits/{id}/cash-sales: the latest sales at the table, newest first. */
export function useCashSales(nonprofitId: number) {
  return useQuery({
    queryKey: backOfficeKeys.coordinator.cashSales(nonprofitId),
    queryFn: () => api<CashSalesResponse>(`/api/nonprofits/${nonprofitId}/cash-sales`),
    select: (data) => data.sales,
  });
}

export interface NewCashSale {
  campaignId: number;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
  method: 'cash' | 'check';
  reference: string;
  sellerCode: string;
  language: Language;
}

/** POST /api/nonprofits/{id}/cash-sales: the card is made and e-mailed at once. */
export function useRecordCashSale(nonprofitId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sale: NewCashSale) =>
      api<CashSaleResponse>(`/api/nonprofits/${nonprofitId}/cash-sales`, { method: 'POST', body: sale }).then((r) => r.card),
    onSettled: () => client.invalidateQueries({ queryKey: backOfficeKeys.coordinator.all(nonprofitId) }),
  });
}

/** POST /api/nonprofits/{id}/cash-sales/{cardId}/void: a mistaken sale, within 24 hours, card unused. */
export function useVoidCashSale(nonprofitId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, reason }: { cardId: number; reason: string }) =>
      api(`/api/nonprofits/${nonprofitId}/cash-sales/${cardId}/void`, { method: 'POST', body: { reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: backOfficeKeys.coordinator.all(nonprofitId) }),
  });
}
