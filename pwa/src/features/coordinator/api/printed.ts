import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignPrintedResponse,
  Language,
  PrintedBatchCreated,
  PrintedBatchResponse,
  PrintedBatchesResponse,
  VoidPrintedBatchResponse,
  VoidPrintedCardsResponse,
} from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';

/** GET /api/campaigns/{id}/printed-batches: the campaign's batches with their totals, newest first. */
export function usePrintedBatches(campaignId: number | null) {
  return useQuery({
    queryKey: backOfficeKeys.printed.batches(campaignId ?? 0),
    queryFn: () => api<PrintedBatchesResponse>(`/api/campaigns/${campaignId}/printed-batches`),
    select: (data) => data.batches,
    enabled: campaignId !== null,
  });
}

/** GET /api/printed-batches/{id}: what the cards print and each code's state. */
export function usePrintedBatch(batchId: number | null) {
  return useQuery({
    queryKey: backOfficeKeys.printed.batch(batchId ?? 0),
    queryFn: () => api<PrintedBatchResponse>(`/api/printed-batches/${batchId}`),
    enabled: batchId !== null,
  });
}

/** POST /api/campaigns/{id}/printed-batches. */
export function useCreatePrintedBatch(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { count: number; language: Language }) =>
      api<PrintedBatchCreated>(`/api/campaigns/${campaignId}/printed-batches`, { method: 'POST', body }).then((r) => r.batch),
    onSettled: () => client.invalidateQueries({ queryKey: backOfficeKeys.printed.all }),
  });
}

/** POST /api/printed-batches/{id}/assign: a stack handed to a seller. */
export function useAssignPrinted(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { sellerCode: string; activationCodes: string[]; reassign?: boolean }) =>
      api<AssignPrintedResponse>(`/api/printed-batches/${batchId}/assign`, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: backOfficeKeys.printed.all }),
  });
}

/** POST /api/printed-batches/{id}/void: a lost stack stops working. */
export function useVoidPrintedBatch(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<VoidPrintedBatchResponse>(`/api/printed-batches/${batchId}/void`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: backOfficeKeys.printed.all }),
  });
}

/** POST /api/printed-batches/{id}/void-cards: cards `from` to `to` (one card: from = to) stop working. */
export function useVoidPrintedCards(batchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { from: number; to: number }) =>
      api<VoidPrintedCardsResponse>(`/api/printed-batches/${batchId}/void-cards`, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: backOfficeKeys.printed.all }),
  });
}
