import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { refundRequests } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { PaymentEvent, PaymentProvider } from '../../payments/provider.ts';
import { normalizeAccessCode } from '../cards/codes.ts';
import type { CardRow } from '../cards/make-card.ts';
import { cardByPayment, keepEarlyMoneyBack, recordMoneyBack, setDisputeHold } from './card-money.ts';
import { selectCardsMatching, selectCardWithPayment } from './refunds.queries.ts';
import { API_MESSAGES } from '../../messages.ts';
import { adminVoidInPersonSale } from '../cash-sales/cash-sales.service.ts';
import type { Message } from '@dealcard/shared';
import { transaction } from '../../db/transaction.ts';

export interface RefundDeps {
  db: Db;
  payments: PaymentProvider;
  logger: Logger;
}

/**
 * A refund claimed by a request that then died (a crash between the provider's answer and our
 * commit) may be taken over after this long; the provider's idempotency key makes the second
 * call return the first refund, so nothing is paid twice.
 */
export const REFUND_CLAIM_STALE_MS = 2 * 60_000;

/** Cards whose access code (however typed), buyer e-mail or payment reference is `q`. */
export function searchCards(db: Db, q: string) {
  const text = q.trim();
  return selectCardsMatching(db, {
    accessCode: normalizeAccessCode(text),
    email: text.toLowerCase(),
    reference: text,
  });
}

const notRefundable = (message: Message) => new AppError(409, message, 'not_refundable');

/**
 * A superadmin refunds a card in full. The claim (one refund_requests row per card) is written
 * first, so a second tab or a double click is a 409 and the provider is asked once; the provider
 * is called outside any transaction; its refund, the ledger row, the card's status, the audit row
 * and the buyer's e-mail then commit together.
 */
export async function refundCard(
  { db, payments, logger }: RefundDeps,
  cardId: number,
  reason: string,
  actorUserId: string,
  now: Date = new Date(),
): Promise<CardRow> {
  // Cash, check and activated cards were paid to the nonprofit, not a provider: the admin's refund
  // is the in-person void (the sale leaves the nonprofit's cash held; the buyer is told).
  const inPerson = selectCardWithPayment(db, cardId);
  if (inPerson && inPerson.card.saleMethod !== 'online') return adminVoidInPersonSale(db, cardId, reason, actorUserId, now);
  const claim = await transaction(db, (tx) => {
    const found = selectCardWithPayment(tx, cardId);
    if (!found) throw notFound('Card');
    const { card, paymentProvider } = found;
    if (card.status === 'refunded') throw notRefundable(API_MESSAGES.alreadyRefunded);
    if (card.status === 'on_hold') throw notRefundable(API_MESSAGES.cardDisputed);
    if (!card.stripePaymentIntentId || !paymentProvider) throw notRefundable(API_MESSAGES.notPaidThroughProvider);
    if (paymentProvider !== payments.name) {
      throw new AppError(409, API_MESSAGES.providerMismatch(paymentProvider, payments.name), 'provider_mismatch');
    }
    const taken = tx
      .insert(refundRequests)
      .values({ cardId, reason, requestedBy: actorUserId, requestedAt: now.toISOString() })
      .onConflictDoUpdate({
        target: refundRequests.cardId,
        set: { reason, requestedBy: actorUserId, requestedAt: now.toISOString() },
        // Only a claim abandoned by a crash is taken over; a live one belongs to its request.
        setWhere: and(
          isNull(refundRequests.completedAt),
          lt(refundRequests.requestedAt, new Date(now.getTime() - REFUND_CLAIM_STALE_MS).toISOString()),
        ),
      })
      .run();
    if (taken.changes !== 1) throw new AppError(409, API_MESSAGES.refundUnderWay, 'refund_in_progress');
    return { paymentIntentId: card.stripePaymentIntentId, amount: card.amountPaid - card.refundedCents };
  });

  let refund;
  try {
    refund = await payments.refund({
      paymentIntentId: claim.paymentIntentId,
      amount: claim.amount,
      idempotencyKey: `refund-card-${cardId}`,
    });
  } catch (err) {
    // Nothing was given back: free the claim so the admin can try again.
    db.delete(refundRequests).where(eq(refundRequests.cardId, cardId)).run();
    logger.error({ err, cardId }, 'the payment provider refused a refund');
    throw new AppError(502, API_MESSAGES.refundFailed, 'refund_failed');
  }

  const card = await transaction(db, (tx) => {
    const current = selectCardWithPayment(tx, cardId)!.card;
    const { card: updated } = recordMoneyBack(tx, current, {
      kind: 'refund',
      reference: refund.id,
      amount: refund.amount,
      reason,
      actorUserId,
      endsCard: true,
      now,
    });
    tx.update(refundRequests)
      .set({ refundId: refund.id, completedAt: now.toISOString() })
      .where(eq(refundRequests.cardId, cardId))
      .run();
    return updated;
  });
  logger.info({ cardId, refundId: refund.id, amount: refund.amount }, 'card refunded');
  return card;
}

/**
 * What the provider tells us happened to a payment after its sale. Each movement is recorded once
 * by its provider id, however often the notification comes. Returns false when no card has that
 * payment (yet): the caller logs it.
 */
export async function applyPaymentEvent({ db, payments }: RefundDeps, event: PaymentEvent): Promise<boolean> {
  if (event.kind === 'refunded') {
    const refunds = await payments.listRefunds(event.paymentIntentId);
    return await transaction(db, (tx) => {
      let card = cardByPayment(tx, event.paymentIntentId);
      if (!card) {
        for (const refund of refunds)
          keepEarlyMoneyBack(tx, event.paymentIntentId, {
            kind: 'refund',
            reference: refund.id,
            amount: refund.amount,
            reason: 'Refunded in the payment provider',
            endsCard: false,
          });
        return false;
      }
      for (const refund of refunds) {
        card = recordMoneyBack(tx, card, {
          kind: 'refund',
          reference: refund.id,
          amount: refund.amount,
          reason: 'Refunded in the payment provider',
          actorUserId: null,
          endsCard: false,
        }).card;
      }
      return true;
    });
  }
  if (event.kind === 'dispute_opened' || event.kind === 'dispute_closed') {
    return await transaction(db, (tx) => {
      const card = cardByPayment(tx, event.paymentIntentId);
      if (!card) {
        if (event.kind === 'dispute_closed' && !event.won)
          keepEarlyMoneyBack(tx, event.paymentIntentId, {
            kind: 'dispute_lost',
            reference: event.disputeId,
            amount: event.amount,
            reason: 'Dispute lost',
            endsCard: true,
          });
        return false;
      }
      if (event.kind === 'dispute_opened') setDisputeHold(tx, card, true, event.disputeId);
      else if (event.won) setDisputeHold(tx, card, false, event.disputeId);
      else
        recordMoneyBack(tx, card, {
          kind: 'dispute_lost',
          reference: event.disputeId,
          amount: event.amount,
          reason: 'Dispute lost',
          actorUserId: null,
          endsCard: true,
        });
      return true;
    });
  }
  return true;
}
