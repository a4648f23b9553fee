import type { Language } from '@dealcard/shared';
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  BuyerSchema,
  CURRENCY,
  type AttachBuyerBody,
  type AttachBuyerResponse,
  type Buyer,
  type ConfigResponse,
  type CreatePaymentIntentResponse,
  type Gift,
  type PurchaseCardBody,
} from '@dealcard/shared';
import { insertAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { campaigns, payments as paymentsTable } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { isDemoProvider } from '../../payments/demo-provider.ts';
import type { PaymentBuyer, PaymentProvider } from '../../payments/provider.ts';
import { isOnSale } from '../public-campaigns/on-sale.ts';
import { sellerForCheckout } from '../sellers/sellers.service.ts';
import { findCampaignWithPartnersBySlug } from '../public-campaigns/public-campaigns.queries.ts';
import type { CardRow } from '../cards/make-card.ts';
import { createCardForPayment } from './create-card.ts';
import { findCardGift, paymentGiftOf, savePaymentGift, usableGift } from './gift.ts';
import { findCardByPaymentIntent, findPayment, listCardOffers, loadCardWithRestaurant } from './purchases.queries.ts';
import { API_MESSAGES } from '../../messages.ts';
import type { Message } from '@dealcard/shared';
import { transaction } from '../../db/transaction.ts';

export interface PurchaseDeps {
  db: Db;
  payments: PaymentProvider;
  logger: Logger;
}

/** Stripe's and the demo's intent ids; anything else is not worth a call to the provider. */
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

const paymentNotFound = () => new AppError(404, API_MESSAGES.notFound('Payment'), 'payment_not_found');
const paymentMismatch = (message: Message) => new AppError(400, message, 'payment_mismatch');

function cleanBuyer(buyer: Partial<Buyer> | undefined): PaymentBuyer {
  const value = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  return {
    customerName: value(buyer?.customerName),
    customerEmail: value(buyer?.customerEmail),
    customerPhone: value(buyer?.customerPhone),
  };
}

/**
 * Opens a payment for a live campaign. The amount is the campaign's price in cents, read here:
 * nothing the browser sends can change it.
 */
export async function startPayment(
  { db, payments }: PurchaseDeps,
  slug: string,
  buyer: (Partial<Buyer> & { sellerCode?: string; gift?: Gift }) | undefined,
  /** The checkout's language: the card and its e-mails are in it. */
  language: Language = 'en',
): Promise<CreatePaymentIntentResponse> {
  const found = findCampaignWithPartnersBySlug(db, slug);
  if (!found || found.campaign.status !== 'approved') throw notFound('Campaign');
  const { campaign } = found;
  // Paused, its restaurant deactivated, or outside its sales window. A payment already made is
  // never refused its card (createCardForPayment): only new payments stop here.
  if (!isOnSale(campaign, found.restaurant)) throw new AppError(409, API_MESSAGES.campaignNoLongerActive, 'campaign_inactive');
  const details = cleanBuyer(buyer);
  const sellerId = sellerForCheckout(db, campaign.id, buyer?.sellerCode);
  const gift = buyer?.gift ? paymentGiftOf(buyer.gift) : undefined;
  const intent = await payments.createIntent({
    campaignId: campaign.id,
    amount: campaign.cardPrice,
    currency: CURRENCY,
    buyer: details,
    gift,
  });
  // Our own record of the intent (the demo provider has written it already).
  db.insert(paymentsTable)
    .values({
      provider: payments.name,
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      campaignId: campaign.id,
      amount: campaign.cardPrice,
      currency: CURRENCY,
      status: 'requires_payment_method',
      customerName: details.customerName ?? null,
      customerEmail: details.customerEmail ?? null,
      customerPhone: details.customerPhone ?? null,
      sellerId,
      language,
    })
    // The demo provider wrote its row already: the seller and language are added to it.
    .onConflictDoUpdate({ target: paymentsTable.paymentIntentId, set: { sellerId, language } })
    .run();
  if (gift) savePaymentGift(db, intent.id, gift);
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
}

function sameSecret(expected: string | null, given: string): boolean {
  if (!expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The checkout's details travel with the payment before it is confirmed, so the webhook can make
 * the card if the buyer never reaches the success page. Only the holder of the client secret
 * (the browser that opened the checkout) may set them, and only before a card exists.
 */
export async function attachBuyer(
  { db, payments }: PurchaseDeps,
  paymentIntentId: string,
  body: AttachBuyerBody,
  language: Language = 'en',
): Promise<AttachBuyerResponse> {
  const row = PAYMENT_INTENT_ID.test(paymentIntentId) ? findPayment(db, paymentIntentId) : undefined;
  if (!row || !sameSecret(row.clientSecret, body.clientSecret)) throw paymentNotFound();
  if (row.cardId != null || findCardByPaymentIntent(db, paymentIntentId)) {
    throw new AppError(409, API_MESSAGES.cardExists, 'card_exists');
  }
  const buyer = cleanBuyer(body);
  // Absent leaves a gift sent before as it is; null takes it back.
  const gift = body.gift === undefined ? undefined : body.gift && paymentGiftOf(body.gift);
  await payments.attachBuyer(paymentIntentId, buyer, gift);
  if (gift !== undefined) savePaymentGift(db, paymentIntentId, gift);
  db.update(paymentsTable)
    .set({
      customerName: buyer.customerName ?? null,
      customerEmail: buyer.customerEmail ?? null,
      customerPhone: buyer.customerPhone ?? null,
      language,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(paymentsTable.paymentIntentId, paymentIntentId))
    .run();
  return { ok: true };
}

/** A name and an e-mail make a card; a phone that does not check out is dropped, not fatal. */
function usableBuyer(buyer: Partial<Buyer> | PaymentBuyer | undefined): Buyer | null {
  const full = BuyerSchema.safeParse(buyer ?? {});
  if (full.success) return full.data;
  const withoutPhone = BuyerSchema.safeParse({ ...buyer, customerPhone: undefined });
  return withoutPhone.success ? withoutPhone.data : null;
}

export interface CompletePurchaseInput {
  paymentIntentId: string;
  /** The campaign the caller believes it paid for; the webhook does not say. */
  campaignId?: number;
  /** The success page's copy of the buyer; the details stored on the payment win. */
  buyer?: Partial<Buyer>;
  siteUrl: string;
  /** Set by the reconciliation sweep: a card it creates is audited as recovered, in the same transaction. */
  recoveredBy?: 'reconciliation';
}

/**
 * Turns a succeeded payment into its one card. Asks the provider (never the client) whether the
 * payment succeeded, for which campaign, for how much; then creates the card, links the payment
 * and queues the e-mail in one transaction. Any number of calls, from anyone, give one card.
 */
export async function completePurchase(
  { db, payments, logger }: PurchaseDeps,
  input: CompletePurchaseInput,
): Promise<{ card: CardRow; created: boolean }> {
  const { paymentIntentId } = input;
  if (!PAYMENT_INTENT_ID.test(paymentIntentId)) throw paymentNotFound();
  const checkCampaign = (campaignId: number | null) => {
    if (input.campaignId != null && campaignId !== input.campaignId) {
      throw paymentMismatch(API_MESSAGES.paymentOtherCampaign);
    }
  };

  const existing = findCardByPaymentIntent(db, paymentIntentId);
  if (existing) {
    checkCampaign(existing.campaignId);
    return { card: existing, created: false };
  }

  const intent = await payments.retrieveIntent(paymentIntentId);
  if (!intent) throw paymentNotFound();
  if (intent.status !== 'succeeded') {
    throw new AppError(402, API_MESSAGES.paymentIncomplete, 'payment_incomplete');
  }
  if (intent.campaignId == null) throw paymentMismatch(API_MESSAGES.paymentNoCampaign);
  checkCampaign(intent.campaignId);
  const campaign = db.select().from(campaigns).where(eq(campaigns.id, intent.campaignId)).get();
  if (!campaign) throw paymentMismatch(API_MESSAGES.paymentUnknownCampaign);
  if (intent.currency.toLowerCase() !== CURRENCY || intent.amount !== campaign.cardPrice) {
    throw paymentMismatch(API_MESSAGES.paymentAmountMismatch);
  }

  const buyer = usableBuyer(intent.buyer) ?? usableBuyer(input.buyer);
  if (!buyer) throw new AppError(422, API_MESSAGES.buyerMissing, 'buyer_missing');

  try {
    const result = await transaction(db, (tx) => {
      const made = createCardForPayment(tx, {
        provider: payments.name,
        paymentIntentId,
        campaignId: campaign.id,
        amount: intent.amount,
        currency: CURRENCY,
        buyer,
        siteUrl: input.siteUrl,
        gift: usableGift(intent.gift),
      });
      if (made.created && input.recoveredBy) {
        insertAudit(tx, {
          actorUserId: null,
          action: 'card_recovered',
          entityType: 'card',
          entityId: made.card.id,
          beforeStatus: null,
          afterStatus: 'active',
          details: { paymentIntentId, by: input.recoveredBy },
        });
      }
      return made;
    });
    if (result.created) logger.info({ cardId: result.card.id, paymentIntentId }, 'card created for payment');
    return result;
  } catch (err) {
    // Another process created it between our check and our insert: the unique index held.
    if (err instanceof Error && /UNIQUE constraint failed: cards\.stripe_payment_intent_id/.test(err.message)) {
      const card = findCardByPaymentIntent(db, paymentIntentId);
      if (card) return { card, created: false };
    }
    throw err;
  }
}

/** A card just bought: the card, its restaurant's name, its offers and its gift, if it is one. */
export function purchasedCard(db: Db, cardId: number) {
  const row = loadCardWithRestaurant(db, cardId);
  if (!row) throw notFound('Card');
  return { ...row, offers: listCardOffers(db, cardId), gift: findCardGift(db, cardId) ?? null };
}
export type PurchasedCardData = ReturnType<typeof purchasedCard>;

/** `POST /api/purchase-card`: the success page asks for the card its payment bought. */
export async function purchaseCard(deps: PurchaseDeps, body: PurchaseCardBody, siteUrl: string): Promise<PurchasedCardData> {
  const { card } = await completePurchase(deps, {
    paymentIntentId: body.stripePaymentIntentId,
    campaignId: body.campaignId,
    buyer: body,
    siteUrl,
  });
  return purchasedCard(deps.db, card.id);
}

/**
 * The demo's stand-in for the browser confirming a card with Stripe. Like Stripe's webhook, a
 * succeeded payment whose buyer is known gets its card at once, so closing the tab loses nothing.
 */
export async function confirmDemoPayment(
  deps: PurchaseDeps,
  paymentIntentId: string,
  cardNumber: string,
  siteUrl: string,
): Promise<{ status: 'succeeded' }> {
  const { payments, logger } = deps;
  if (!isDemoProvider(payments)) throw new AppError(404, API_MESSAGES.demoPaymentsOff, 'not_found');
  const result = payments.confirm(paymentIntentId, cardNumber);
  if (!result) throw paymentNotFound();
  if (result.status === 'declined') throw new AppError(402, result.message, 'card_declined');
  try {
    await completePurchase(deps, { paymentIntentId, siteUrl });
  } catch (err) {
    // The success page creates the card instead (e.g. no buyer details were attached).
    if (err instanceof AppError && err.status < 500)
      logger.debug({ paymentIntentId, err: err.message }, 'demo confirm made no card');
    else logger.error({ paymentIntentId, err }, 'demo confirm could not create the card');
  }
  return { status: 'succeeded' };
}

export function paymentConfig(
  payments: PaymentProvider,
  outboxViewer: boolean,
  wallets: ConfigResponse['wallets'],
): ConfigResponse {
  return {
    paymentProvider: payments.name,
    ...(payments.name === 'stripe' && payments.publishableKey ? { stripePublishableKey: payments.publishableKey } : {}),
    outboxViewer,
    wallets,
  };
}
