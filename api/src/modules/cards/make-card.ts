import { asc, eq, sql } from 'drizzle-orm';
import { phoneDigits, type Language } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { campaignOffers, campaigns, cardOffers, cards } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { lastDayOfNewCard } from './card-days.ts';
import { generateAccessCode } from './codes.ts';

/**
 * Making a card, whatever sold it: an online sale or a gift (purchases), a cash or check sale and
 * a printed card's activation (cash-sales), the demo's cards. The only insert into the cards
 * table; its last day is worked out here, once, in the deployment's zone.
 */

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
