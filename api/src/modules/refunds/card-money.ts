import { and, eq } from 'drizzle-orm';
import { nonprofitShareOf } from '@dealcard/shared';
import { insertAudit } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { asc } from 'drizzle-orm';
import { catalogueIn } from '@dealcard/shared';
import { campaigns, cardGifts, cards, earlyMoneyBack, emailOutbox, ledgerEntries } from '../../db/schema/index.ts';
import { MAIL_MESSAGES } from '../../mail/mail-messages.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { cardConfirmationDedupeKey } from '../../mail/templates/card-confirmation.ts';
import { cardRefundedEmail } from '../../mail/templates/card-refunded.ts';
import { giftCancelledEmail } from '../../mail/templates/gift-cancelled.ts';
import { giveBackOnCard, holdCard } from '../cards/card-status.ts';
import type { CardRow } from '../cards/make-card.ts';

export interface MoneyBack {
  kind: 'refund' | 'dispute_lost';
  /** The provider's refund or dispute id: the same one twice records nothing the second time. */
  reference: string;
  amount: number;
  reason: string | null;
  actorUserId: string | null;
  /** A lost dispute ends the card whatever its amount; a refund only once all is given back. */
  endsCard: boolean;
  now?: Date;
}

export function cardByPayment(tx: Tx, paymentIntentId: string): CardRow | undefined {
  return tx.select().from(cards).where(eq(cards.stripePaymentIntentId, paymentIntentId)).get();
}

function ledgerHas(tx: Tx, kind: MoneyBack['kind'], reference: string): boolean {
  return (
    tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, kind), eq(ledgerEntries.reference, reference)))
      .get() !== undefined
  );
}

/**
 * Money given back on a card, in the caller's transaction: its ledger row (the nonprofit's share
 * goes back by exactly what it had earned on the refunded cents), the card's refunded cents and,
 * once it is all given back or a dispute is lost, its refunded status, the audit row and the
 * buyer's e-mail. Returns the card as it is now, and whether this call changed anything.
 */
export function recordMoneyBack(tx: Tx, card: CardRow, money: MoneyBack): { card: CardRow; applied: boolean } {
  if (ledgerHas(tx, money.kind, money.reference)) return { card, applied: false };
  const campaign = tx
    .select({ nonprofitId: campaigns.nonprofitId })
    .from(campaigns)
    .where(eq(campaigns.id, card.campaignId))
    .get();
  if (!campaign) throw new Error(`card ${card.id} has no campaign ${card.campaignId}`);
  const before = card.refundedCents;
  const after = Math.min(card.amountPaid, before + Math.max(0, money.amount));
  const nowIso = (money.now ?? new Date()).toISOString();
  tx.insert(ledgerEntries)
    .values({
      kind: money.kind,
      reference: money.reference,
      amountCents: -Math.max(0, money.amount),
      nonprofitCents: -(nonprofitShareOf(after) - nonprofitShareOf(before)),
      restaurantId: card.restaurantId,
      nonprofitId: campaign.nonprofitId,
      campaignId: card.campaignId,
      cardId: card.id,
      reason: money.reason,
      actorUserId: money.actorUserId,
      createdAt: nowIso,
    })
    .run();
  const { card: updated, becameRefunded } = giveBackOnCard(tx, card, {
    refundedCents: after,
    endsCard: money.endsCard || after >= card.amountPaid,
    at: nowIso,
  });
  insertAudit(tx, {
    actorUserId: money.actorUserId,
    action: money.kind === 'refund' ? (becameRefunded ? 'card_refunded' : 'partial_refund') : 'dispute_lost',
    entityType: 'card',
    entityId: card.id,
    beforeStatus: card.status,
    afterStatus: updated.status,
    details: { reference: money.reference, amountCents: money.amount, reason: money.reason },
  });
  if (becameRefunded)
    tellRefunded(tx, card, { refundedCents: after, refundedAt: nowIso, byDispute: money.kind === 'dispute_lost' });
  return { card: updated, applied: true };
}

/**
 * The e-mails of a card that became refunded. An ordinary card's holder is its buyer, told once. A
 * gift's buyer is told instead (the card's holder is its recipient), and its recipient is told the
 * gift was cancelled, unless its card e-mail is still waiting for the delivery day: that e-mail is
 * taken back and the recipient never hears of the gift.
 */
function tellRefunded(tx: Tx, card: CardRow, refund: { refundedCents: number; refundedAt: string; byDispute: boolean }): void {
  const about = {
    cardId: card.id,
    nonprofitName: card.nonprofitName,
    accessCode: card.accessCode,
    ...refund,
    language: card.language,
  };
  const gift = tx.select().from(cardGifts).where(eq(cardGifts.cardId, card.id)).get();
  if (!gift) {
    enqueueEmail(tx, cardRefundedEmail({ ...about, customerName: card.customerName, customerEmail: card.customerEmail }));
    return;
  }
  const takenBack = tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.dedupeKey, cardConfirmationDedupeKey(card.id)), eq(emailOutbox.status, 'pending')))
    .returning({ id: emailOutbox.id })
    .all();
  const words = catalogueIn(MAIL_MESSAGES.giftCancelled, card.language);
  const recipientFirstName = card.customerName.trim().split(/\s+/)[0] || card.customerName;
  enqueueEmail(
    tx,
    cardRefundedEmail({
      ...about,
      customerName: gift.buyerName,
      customerEmail: gift.buyerEmail,
      giftNote: takenBack.length > 0 ? words.notDelivered(recipientFirstName) : words.toldRecipient(recipientFirstName),
    }),
  );
  if (takenBack.length > 0) return;
  enqueueEmail(
    tx,
    giftCancelledEmail({
      cardId: card.id,
      recipientName: card.customerName,
      recipientEmail: card.customerEmail,
      buyerName: gift.buyerName,
      nonprofitName: card.nonprofitName,
      accessCode: card.accessCode,
      language: card.language,
    }),
  );
}

/** A dispute puts an active card on hold; winning it makes the card active again. */
export function setDisputeHold(tx: Tx, card: CardRow, hold: boolean, disputeId: string): CardRow {
  const from = hold ? 'active' : 'on_hold';
  const to = hold ? 'on_hold' : 'active';
  if (card.status !== from) return card;
  const updated = holdCard(tx, card, hold);
  if (!updated) return card;
  insertAudit(tx, {
    actorUserId: null,
    action: hold ? 'dispute_opened' : 'dispute_won',
    entityType: 'card',
    entityId: card.id,
    beforeStatus: from,
    afterStatus: to,
    details: { disputeId },
  });
  return updated;
}

/**
 * A refund or a lost dispute the provider reported for a payment that has no card yet (the card is
 * made later, by the success page or the sweep): kept, once per provider id, for that moment.
 */
export function keepEarlyMoneyBack(tx: Tx, paymentIntentId: string, money: Omit<MoneyBack, 'now' | 'actorUserId'>): void {
  tx.insert(earlyMoneyBack)
    .values({
      paymentIntentId,
      kind: money.kind,
      reference: money.reference,
      amountCents: money.amount,
      reason: money.reason,
      endsCard: money.endsCard ? 1 : 0,
    })
    .onConflictDoNothing()
    .run();
}

/**
 * In the transaction that makes a paid card: whatever money was given back on its payment before it
 * existed, recorded now, so the card is born refunded (or partly refunded) with its ledger rows.
 */
export function applyEarlyMoneyBack(tx: Tx, card: CardRow): CardRow {
  if (!card.stripePaymentIntentId) return card;
  const early = tx
    .select()
    .from(earlyMoneyBack)
    .where(eq(earlyMoneyBack.paymentIntentId, card.stripePaymentIntentId))
    .orderBy(asc(earlyMoneyBack.id))
    .all();
  let current = card;
  for (const money of early) {
    current = recordMoneyBack(tx, current, {
      kind: money.kind,
      reference: money.reference,
      amount: money.amountCents,
      reason: money.reason,
      actorUserId: null,
      endsCard: money.endsCard === 1,
    }).card;
  }
  return current;
}
