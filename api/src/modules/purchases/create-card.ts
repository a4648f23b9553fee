import { and, asc, eq, isNull } from 'drizzle-orm';
import { nonprofitShareOf } from '@dealcard/shared';
import type { Db, Tx } from '../../db/client.ts';
import { cardGifts, cardOffers, cards, payments, restaurants, sellers } from '../../db/schema/index.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { cardConfirmationEmail } from '../../mail/templates/card-confirmation.ts';
import { giftReceiptEmail } from '../../mail/templates/gift-receipt.ts';
import type { PaymentGift } from '../../payments/provider.ts';
import { firstNameOf } from '../cards/cards.presenter.ts';
import { insertCard, type CardRow } from '../cards/make-card.ts';
import { applyEarlyMoneyBack } from '../refunds/card-money.ts';
import { giftDeliverAt } from './gift.ts';

export interface PaidCardInput {
  provider: 'stripe' | 'demo';
  paymentIntentId: string;
  campaignId: number;
  /** What the provider says was paid, already checked against the campaign's price. */
  amount: number;
  currency: string;
  buyer: { customerName: string; customerEmail: string; customerPhone?: string | null };
  /** PUBLIC_URL or the buyer's origin: the e-mailed card link starts with it. */
  siteUrl: string;
  purchaseDate?: Date;
  /**
   * The gift the payment carries: the card is the recipient's (its name and e-mail are theirs), the
   * buyer gets a receipt without the access code, and the card e-mail waits for the delivery date.
   */
  gift?: PaymentGift | null;
}

/**
 * The sale, all or nothing: the card and its offers, the payment marked as used by it, and the
 * confirmation e-mail. Synchronous, inside a transaction of `db`. A payment that already has a card gets
 * that card back (created: false), so the success page, a retry and the webhook agree on one card.
 */
export function createCardForPayment(db: Db, input: PaidCardInput): { card: CardRow; created: boolean } {
  // Inside a transaction of db: its statements join it.
  const tx: Tx = db;
  const existing = tx.select().from(cards).where(eq(cards.stripePaymentIntentId, input.paymentIntentId)).get();
  if (existing) return { card: existing, created: false };

  // The seller the checkout named travels on our record of the payment, whoever makes the card.
  const sellerId =
    tx
      .select({ sellerId: sellers.id })
      .from(payments)
      .innerJoin(sellers, eq(sellers.id, payments.sellerId))
      .where(and(eq(payments.paymentIntentId, input.paymentIntentId), eq(sellers.campaignId, input.campaignId)))
      .get()?.sellerId ?? null;
  // So does the checkout's language, for the card and its e-mail.
  const language =
    tx.select({ language: payments.language }).from(payments).where(eq(payments.paymentIntentId, input.paymentIntentId)).get()
      ?.language ?? 'en';
  const gift = input.gift ?? null;
  const card = insertCard(db, {
    sellerId,
    campaignId: input.campaignId,
    customerName: gift ? gift.recipientName : input.buyer.customerName,
    customerEmail: gift ? gift.recipientEmail : input.buyer.customerEmail,
    // A gift's card carries no phone: a search by the buyer's phone must not lead to it.
    customerPhone: gift ? null : input.buyer.customerPhone,
    paymentReference: input.paymentIntentId,
    amountPaid: input.amount,
    purchaseDate: input.purchaseDate,
    language,
  });
  const now = new Date().toISOString();
  // The payment is the buyer's, whoever the card is for.
  const buyer = {
    name: input.buyer.customerName.trim(),
    email: input.buyer.customerEmail.trim().toLowerCase(),
    phone: input.buyer.customerPhone?.trim() || null,
  };
  const linked = tx
    .insert(payments)
    .values({
      provider: input.provider,
      paymentIntentId: input.paymentIntentId,
      campaignId: input.campaignId,
      amount: input.amount,
      currency: input.currency,
      status: 'succeeded',
      customerName: buyer.name,
      customerEmail: buyer.email,
      customerPhone: buyer.phone,
      cardId: card.id,
    })
    .onConflictDoUpdate({
      target: payments.paymentIntentId,
      set: {
        status: 'succeeded',
        cardId: card.id,
        customerName: buyer.name,
        customerEmail: buyer.email,
        customerPhone: buyer.phone,
        lastError: null,
        updatedAt: now,
      },
      // A payment names at most one card; never move it to a second.
      setWhere: isNull(payments.cardId),
    })
    .run();
  if (linked.changes !== 1) throw new Error(`payment ${input.paymentIntentId} already belongs to another card`);
  // A refund or lost dispute the provider reported before this card existed: born refunded.
  applyEarlyMoneyBack(tx, card);

  const offers = tx
    .select()
    .from(cardOffers)
    .where(eq(cardOffers.cardId, card.id))
    .orderBy(asc(cardOffers.sortOrder), asc(cardOffers.id))
    .all();
  const restaurant = tx.select({ name: restaurants.name }).from(restaurants).where(eq(restaurants.id, card.restaurantId)).get();
  const cardUrl = `${input.siteUrl.replace(/\/$/, '')}/card/${card.accessCode}`;
  let sendAt: Date | undefined;
  if (gift) {
    sendAt = giftDeliverAt(gift.deliverOn, new Date(now));
    tx.insert(cardGifts)
      .values({
        cardId: card.id,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        buyerPhone: buyer.phone,
        message: gift.message ?? null,
        deliverOn: gift.deliverOn,
        deliverAt: sendAt.toISOString(),
      })
      .run();
    enqueueEmail(
      tx,
      giftReceiptEmail({
        cardId: card.id,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        recipientName: card.customerName,
        recipientEmail: card.customerEmail,
        message: gift.message ?? null,
        deliverOn: gift.deliverOn,
        nonprofitName: card.nonprofitName,
        restaurantName: restaurant?.name ?? null,
        amountPaid: card.amountPaid,
        expiresOn: card.expiresOn,
        offers,
        raisedCents: nonprofitShareOf(card.amountPaid),
        language: card.language,
      }),
    );
  }
  enqueueEmail(
    tx,
    cardConfirmationEmail({
      cardId: card.id,
      customerName: card.customerName,
      customerEmail: card.customerEmail,
      accessCode: card.accessCode,
      nonprofitName: card.nonprofitName,
      restaurantName: restaurant?.name ?? null,
      expiresOn: card.expiresOn,
      offers,
      cardUrl,
      raisedCents: nonprofitShareOf(card.amountPaid),
      language: card.language,
      gift: gift ? { fromName: firstNameOf(buyer.name), message: gift.message ?? null } : undefined,
    }),
    sendAt,
  );
  return { card, created: true };
}
