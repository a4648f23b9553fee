import { KIOSK_UNDO_MINUTES, type KioskRedemption } from '@dealcard/shared';

const UNDO_WINDOW_MS = KIOSK_UNDO_MINUTES * 60_000;

/** Whether this tablet may still undo the redemption: not undone, and less than 15 minutes old. */
export function canUndo(redemption: Pick<KioskRedemption, 'redeemedAt' | 'undoneAt'>, now: Date): boolean {
  if (redemption.undoneAt) return false;
  const age = now.getTime() - new Date(redemption.redeemedAt).getTime();
  return Number.isFinite(age) && age < UNDO_WINDOW_MS;
}

/** When the Undo button should go away (or null when it is not shown): the list re-renders then. */
export function undoClosesAt(redemption: Pick<KioskRedemption, 'redeemedAt' | 'undoneAt'>): number | null {
  if (redemption.undoneAt) return null;
  const at = new Date(redemption.redeemedAt).getTime();
  return Number.isFinite(at) ? at + UNDO_WINDOW_MS : null;
}
