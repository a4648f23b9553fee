import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cards } from '../../db/schema/index.ts';
import type { CardRow } from './make-card.ts';

/**
 * Every change of a card's status and refunded cents: money given back (refunds, lost disputes,
 * a voided cash sale) and a dispute's hold. The callers keep their ledger rows, audits and
 * e-mails; the card's row changes only here, each change guarded in its statement.
 */

/**
 * Money given back on a card: its refunded cents become `refundedCents`, and when that ends the
 * card (all of it given back, or a lost dispute) it becomes refunded at `at`, once.
 */
export function giveBackOnCard(
  tx: Tx,
  card: CardRow,
  change: { refundedCents: number; endsCard: boolean; at: string },
): { card: CardRow; becameRefunded: boolean } {
  const becameRefunded = change.endsCard && card.status !== 'refunded';
  const updated = tx
    .update(cards)
    .set({
      refundedCents: change.refundedCents,
      ...(becameRefunded ? { status: 'refunded' as const, refundedAt: change.at } : {}),
    })
    .where(eq(cards.id, card.id))
    .returning()
    .get();
  if (!updated) throw new Error(`card ${card.id} is gone`);
  return { card: updated, becameRefunded };
}

/**
 * A cash or check sale taken back: an active card becomes refunded with all of its amount given
 * back. Undefined when the card is no longer active (another void, a refund won the race).
 */
export function voidSoldCard(tx: Tx, card: CardRow, at: string): CardRow | undefined {
  return tx
    .update(cards)
    .set({ status: 'refunded', refundedCents: card.amountPaid, refundedAt: at })
    .where(and(eq(cards.id, card.id), eq(cards.status, 'active')))
    .returning()
    .get();
}

/**
 * A dispute opened puts an active card on hold; winning it makes the card active again. Undefined
 * when the card is not in the state the change starts from (refunded meanwhile, already held).
 */
export function holdCard(tx: Tx, card: CardRow, hold: boolean): CardRow | undefined {
  const from = hold ? 'active' : 'on_hold';
  return tx
    .update(cards)
    .set({ status: hold ? 'on_hold' : 'active' })
    .where(and(eq(cards.id, card.id), eq(cards.status, from)))
    .returning()
    .get();
}
