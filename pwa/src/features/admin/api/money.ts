import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCardHistoryResponse,
  AdminCardsResponse,
  PayoutBody,
  PayoutResponse,
  PayoutsResponse,
  ReconciliationSummary,
  RefundBody,
  RefundResponse,
  RemittanceBody,
  RemittanceResponse,
} from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';

export const fetchAdminCards = (q: string, signal?: AbortSignal) =>
  api<AdminCardsResponse>('/api/admin/cards', { query: { q }, signal }).then((r) => r.cards);

export const adminCardsQuery = (q: string) =>
  queryOptions({
    queryKey: backOfficeKeys.admin.cards(q),
    queryFn: ({ signal }) => fetchAdminCards(q, signal),
    // The server refuses an empty search: nothing is asked until there is something to look for.
    enabled: q.trim().length > 0,
  });

export function useAdminCards(q: string) {
  return useQuery(adminCardsQuery(q));
}

export const fetchAdminCardHistory = (id: number, signal?: AbortSignal) =>
  api<AdminCardHistoryResponse>(`/api/admin/cards/${id}`, { signal });

export const adminCardHistoryQuery = (id: number) =>
  queryOptions({ queryKey: backOfficeKeys.admin.card(id), queryFn: ({ signal }) => fetchAdminCardHistory(id, signal) });

/** One card and everything that happened to it. */
export function useAdminCardHistory(id: number) {
  return useQuery(adminCardHistoryQuery(id));
}

/** Refunds a card in full; every admin figure (cards, payouts, reports) is refetched after, success or not. */
export function useRefundCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RefundBody }) =>
      api<RefundResponse>(`/api/admin/cards/${id}/refund`, { method: 'POST', body }).then((r) => r.card),
    onSettled: () => client.invalidateQueries({ queryKey: backOfficeKeys.admin.all }),
  });
}

export const fetchPayouts = () => api<PayoutsResponse>('/api/admin/payouts');

export const payoutsQuery = queryOptions({ queryKey: backOfficeKeys.admin.payouts, queryFn: fetchPayouts });

export function usePayouts() {
  return useQuery(payoutsQuery);
}

export function useRecordPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutBody) => api<PayoutResponse>('/api/admin/payouts', { method: 'POST', body }).then((r) => r.payout),
    onSettled: () => client.invalidateQueries({ queryKey: backOfficeKeys.admin.payouts }),
  });
}

export const fetchReconciliation = () => api<ReconciliationSummary>('/api/admin/reconciliation');

export const reconciliationQuery = queryOptions({
  queryKey: backOfficeKeys.admin.reconciliation,
  queryFn: fetchReconciliation,
});

export function useReconciliation() {
  return useQuery(reconciliationQuery);
}

/** Money a nonprofit handed over from the cash it took; never more than it owes. */
export function useRecordRemittance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RemittanceBody) =>
      api<RemittanceResponse>('/api/admin/remittances', { method: 'POST', body }).then((r) => r.remittance),
    onSettled: () => client.invalidateQueries({ queryKey: backOfficeKeys.admin.payouts }),
  });
}
