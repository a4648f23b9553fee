import { describe, expect, it } from 'vitest';
import { canUndo, undoClosesAt } from './undo-rules.ts';

describe('canUndo', () => {
  const redeemedAt = '2026-11-20T12:00:00.000Z';
  const at = (minutes: number) => new Date(Date.parse(redeemedAt) + minutes * 60_000);

  it('offers Undo for less than 15 minutes, and never for an undone redemption', () => {
    expect(canUndo({ redeemedAt, undoneAt: null }, at(0))).toBe(true);
    expect(canUndo({ redeemedAt, undoneAt: null }, at(14.9))).toBe(true);
    expect(canUndo({ redeemedAt, undoneAt: null }, at(15))).toBe(false);
    expect(canUndo({ redeemedAt, undoneAt: '2026-11-20T12:01:00.000Z' }, at(1))).toBe(false);
  });

  it('knows when the button goes away', () => {
    expect(undoClosesAt({ redeemedAt, undoneAt: null })).toBe(at(15).getTime());
    expect(undoClosesAt({ redeemedAt, undoneAt: redeemedAt })).toBeNull();
  });
});
