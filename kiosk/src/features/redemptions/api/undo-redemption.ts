import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UndoResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** `POST /api/kiosk/redemptions/{id}/undo`: 409 when already undone or more than 15 minutes old. */
export const undoRedemption = ({ id, reason }: { id: number; reason: string }) =>
  api<UndoResponse>(`/api/kiosk/redemptions/${id}/undo`, { method: 'POST', body: { reason } }).then((r) => r.redemption);

export function useUndoRedemption() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: undoRedemption,
    // After a 409 too: the list then shows the redemption as it now is (undone, or too old for Undo).
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.redemptions }),
  });
}
