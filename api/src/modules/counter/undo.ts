import { and, eq, isNull, sql } from 'drizzle-orm';
import { KIOSK_UNDO_MINUTES, PORTAL_UNDO_DAYS, type UndoResponse } from '@dealcard/shared';
import { insertAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { cardOffers, redemptions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { API_MESSAGES } from '../../messages.ts';
import type { AuthUser, KioskDeviceAuth } from '../../types.d.ts';
import { transaction } from '../../db/transaction.ts';

export type UndoActor = { kind: 'device'; device: KioskDeviceAuth } | { kind: 'user'; user: AuthUser };

/**
 * Undoes a mistaken redemption: the use goes back to the offer, the redemption stays on record as
 * undone (who, when, why), and the audit log has it. The kiosk of that restaurant may within 15
 * minutes, its owner or an admin within 7 days; another restaurant's redemption is "not found".
 */
export async function undoRedemption(
  db: Db,
  id: number,
  actor: UndoActor,
  reason: string,
  now = new Date(),
): Promise<UndoResponse> {
  return await transaction(db, (tx) => {
    const row = tx.select().from(redemptions).where(eq(redemptions.id, id)).get();
    const restaurantId =
      actor.kind === 'device' ? actor.device.restaurantId : actor.user.role === 'superadmin' ? null : actor.user.restaurantId;
    if (!row || (restaurantId !== null && row.restaurantId !== restaurantId)) throw notFound('Redemption');
    if (row.undoneAt) throw new AppError(409, API_MESSAGES.alreadyUndone, 'already_undone');
    const windowMs = actor.kind === 'device' ? KIOSK_UNDO_MINUTES * 60_000 : PORTAL_UNDO_DAYS * 24 * 60 * 60_000;
    if (now.getTime() - new Date(row.redeemedAt).getTime() > windowMs) {
      const late =
        actor.kind === 'device'
          ? API_MESSAGES.undoTooLate(KIOSK_UNDO_MINUTES, 'minute')
          : API_MESSAGES.undoTooLate(PORTAL_UNDO_DAYS, 'day');
      throw new AppError(409, late, 'undo_too_late');
    }
    const undoneAt = now.toISOString();
    tx.update(redemptions)
      .set({
        undoneAt,
        undoReason: reason,
        undoneByUserId: actor.kind === 'user' ? actor.user.id : null,
        undoneByDeviceId: actor.kind === 'device' ? actor.device.id : null,
      })
      .where(and(eq(redemptions.id, id), isNull(redemptions.undoneAt)))
      .run();
    tx.update(cardOffers)
      .set({ quantityRemaining: sql`${cardOffers.quantityRemaining} + 1` })
      .where(and(eq(cardOffers.id, row.offerId), sql`${cardOffers.quantityRemaining} < ${cardOffers.quantityTotal}`))
      .run();
    insertAudit(tx, {
      actorUserId: actor.kind === 'user' ? actor.user.id : null,
      action: 'redemption_undone',
      entityType: 'redemption',
      entityId: id,
      beforeStatus: 'redeemed',
      afterStatus: 'undone',
      details: { reason, ...(actor.kind === 'device' ? { deviceId: actor.device.id } : {}) },
    });
    return { redemption: { id, undoneAt } };
  });
}
