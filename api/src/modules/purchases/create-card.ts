import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { nonprofitShareOf, phoneDigits, type Language } from '@dealcard/shared';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import {
  campaignOffers,
  campaigns,
  cardGifts,
  cardOffers,
  cards,
  payments,
  restaurants,
  sellers,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { cardConfirmationEmail } from '../../mail/templates/card-confirmation.ts';
import { giftReceiptEmail } from '../../mail/templates/gift-receipt.ts';
import type { PaymentGift } from '../../payments/provider.ts';
import { firstNameOf } from '../cards/cards.presenter.ts';
import { generateAccessCode } from '../cards/codes.ts';
import { lastDayOfNewCard } from '../cards/card-days.ts';
import { applyEarlyMoneyBack } from '../refunds/card-money.ts';
import { giftDeliverAt } from './gift.ts';

export interface NewCardInput {
  campaignId: number;
  customerName: string;
  customerEmail: string;
  customerPhone?: string | null;
  paymentReference: string | null;
  amountPaid: number;
  purchaseDate?: Date;
  /** The seller credited with the sale (already checked to be one of this campaign's). */
  sellerId?: number | null;
  /** The buyer's language at checkout (English when unknown). */
  language?: Language;
  /** Cash or check handed to the coordinator (default online); the ledger's sale row follows it. */
  saleMethod?: 'online' | 'cash' | 'check';
  saleReference?: string | null;
  recordedBy?: string | null;
}

export type CardRow = typeof cards.$inferSelect;

/**
 * Its statements, built once per database: card creation is on the hot path of in-person sales
 * and printed cards' activations, where building the queries cost more than running them.
 */
const statements = preparedPerDb((db) => ({
  campaign: db
    .select()
    .from(campaigns)
    .where(eq(campaigns.id, sql.placeholder('id')))
    .prepare(),
  offers: db
    .select()
    .from(campaignOffers)
    .where(eq(campaignOffers.campaignId, sql.placeholder('campaignId')))
    .orderBy(asc(campaignOffers.sortOrder), asc(campaignOffers.id))
    .prepare(),
  card: db
    .insert(cards)
    .values({
      campaignId: sql.placeholder('campaignId'),
      restaurantId: sql.placeholder('restaurantId'),
      accessCode: sql.placeholder('accessCode'),
      nonprofitName: sql.placeholder('nonprofitName'),
      customerName: sql.placeholder('customerName'),
      customerEmail: sql.placeholder('customerEmail'),
      customerPhone: sql.placeholder('customerPhone'),
      customerPhoneDigits: sql.placeholder('customerPhoneDigits'),
      expiresOn: sql.placeholder('expiresOn'),
      purchaseDate: sql.placeholder('purchaseDate'),
      amountPaid: sql.placeholder('amountPaid'),
      stripePaymentIntentId: sql.placeholder('stripePaymentIntentId'),
      sellerId: sql.placeholder('sellerId'),
      language: sql.placeholder('language'),
      saleMethod: sql.placeholder('saleMethod'),
      saleReference: sql.placeholder('saleReference'),
      recordedBy: sql.placeholder('recordedBy'),
    })
    .returning()
    .prepare(),
  offer: db
    .insert(cardOffers)
    .values({
      cardId: sql.placeholder('cardId'),
      campaignOfferId: sql.placeholder('campaignOfferId'),
      offerType: sql.placeholder('offerType'),
      description: sql.placeholder('description'),
      offerTypeEs: sql.placeholder('offerTypeEs'),
      descriptionEs: sql.placeholder('descriptionEs'),
      quantityTotal: sql.placeholder('quantity'),
      quantityRemaining: sql.placeholder('quantity'),
      retailValue: sql.placeholder('retailValue'),
      sortOrder: sql.placeholder('sortOrder'),
    })
    .prepare(),
}));

/**
 * Inserts a card and copies the campaign's offers onto it (quantityRemaining = quantity).
 * Synchronous on purpose: call it inside a transaction of `db` (its statements join it) so the
 * card, its offers and whatever else belongs to the sale (payment link, e-mail) commit together
 * or not at all.
 */
export function insertCard(db: Db, input: NewCardInput): CardRow {
  const run = statements(db);
  const campaign = run.campaign.get({ id: input.campaignId });
  if (!campaign) throw notFound('Campaign');
  const offers = run.offers.all({ campaignId: campaign.id });
  const purchaseDate = input.purchaseDate ?? new Date();
  const phone = input.customerPhone?.trim() || null;

  let card: CardRow | undefined;
  for (let attempt = 0; !card; attempt++) {
    try {
      card = run.card.get({
        campaignId: campaign.id,
        restaurantId: campaign.restaurantId,
        accessCode: generateAccessCode(),
        nonprofitName: campaign.nonprofitName,
        customerName: input.customerName.trim(),
        customerEmail: input.customerEmail.trim().toLowerCase(),
        customerPhone: phone,
        customerPhoneDigits: phone ? phoneDigits(phone) : null,
        expiresOn: lastDayOfNewCard(purchaseDate, campaign.expirationMonths, campaign.cardExpirationDate),
        purchaseDate: purchaseDate.toISOString(),
        amountPaid: input.amountPaid,
        stripePaymentIntentId: input.paymentReference,
        sellerId: input.sellerId ?? null,
        language: input.language ?? 'en',
        saleMethod: input.saleMethod ?? 'online',
        saleReference: input.saleReference ?? null,
        recordedBy: input.recordedBy ?? null,
      });
    } catch (err) {
      // A clash of 69-bit codes is astronomically rare; anything else is a real error.
      const clash = err instanceof Error && /UNIQUE constraint failed: cards\.access_code/.test(err.message);
      if (!clash || attempt >= 3) throw err;
    }
  }
  for (const o of offers) {
    run.offer.run({
      cardId: card.id,
      campaignOfferId: o.id,
      offerType: o.name,
      description: o.description,
      offerTypeEs: o.nameEs,
      descriptionEs: o.descriptionEs,
      quantity: o.quantity,
      retailValue: o.retailValue,
      sortOrder: o.sortOrder,
    });
  }
  return card;
}

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
