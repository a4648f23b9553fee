import { and, between, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { PRINTED_MESSAGES, type VoidPrintedCardsBody } from '@dealcard/shared';
import { insertAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { printedCards } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { BatchRow } from './printed-cards.queries.ts';
import { transaction } from '../../db/transaction.ts';

export interface VoidCardsResult {
  voided: number;
  skippedActivated: number;
}

/**
 * One card or a range of a batch lost or torn: the codes at positions `from`..`to` not yet activated
 * stop working, in one IMMEDIATE transaction (the activation's own transaction and its
 * `voided_at IS NULL` guard keep a code from being both void and a card). Activated codes are left
 * alone and counted apart; voiding a code twice changes nothing.
 */
export async function voidCards(
  db: Db,
  batch: BatchRow,
  body: VoidPrintedCardsBody,
  actorUserId: string,
  now = new Date(),
): Promise<VoidCardsResult> {
  if (body.to > batch.count) {
    const message = PRINTED_MESSAGES.voidRangeOutside(batch.count);
    throw new AppError(400, message, 'validation_failed', { to: [message] });
  }
  return await transaction(db, (tx) => {
    const inRange = and(eq(printedCards.batchId, batch.id), between(printedCards.position, body.from, body.to));
    const skippedActivated =
      tx
        .select({ n: sql<number>`count(*)` })
        .from(printedCards)
        .where(and(inRange, isNotNull(printedCards.cardId)))
        .get()?.n ?? 0;
    const voided = tx
      .update(printedCards)
      .set({ voidedAt: now.toISOString(), voidedBy: actorUserId })
      .where(and(inRange, isNull(printedCards.cardId), isNull(printedCards.voidedAt)))
      .run().changes;
    if (voided) {
      insertAudit(tx, {
        actorUserId,
        action: 'printed_cards_voided',
        entityType: 'printed_batch',
        entityId: batch.id,
        beforeStatus: null,
        afterStatus: 'void',
        details: { from: body.from, to: body.to, voided, skippedActivated },
      });
    }
    return { voided, skippedActivated };
  });
}
