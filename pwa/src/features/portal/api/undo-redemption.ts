import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UndoBody, UndoResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';

export const undoRedemption = (id: number, body: UndoBody) =>
  api<UndoResponse>(`/api/redemptions/${id}/undo`, { method: 'POST', body });

/**
 * Undoes a redemption with a reason. Refused or not, the list is read again: a 409 means someone
 * else undid it meanwhile, and the list should show that. The report's charts count live uses.
 */
export function useUndoRedemption(restaurantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UndoBody }) => undoRedemption(id, body),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: backOfficeKeys.portal.redemptions(restaurantId) }),
        client.invalidateQueries({ queryKey: backOfficeKeys.portal.reports(restaurantId) }),
      ]),
  });
}
