import { asc, eq } from 'drizzle-orm';
import { cardExpirationFrom, phoneDigits } from '@dealcard/shared';
import type { Tx } from '../../db/client.ts';
import { campaignOffers, campaigns, cardOffers, cards } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { generateAccessCode } from '../cards/codes.ts';

export interface NewCardInput {
  campaignId: number;
  customerName: string;
  customerEmail: string;
  customerPhone?: string | null;
  paymentReference: string | null;
  amountPaid: number;
  purchaseDate?: Date;
}

export type CardRow = typeof cards.$inferSelect;

/**
 * Inserts a card and copies the campaign's offers onto it (quantityRemaining = quantity).
 * Synchronous on purpose: call it inside the caller's transaction so the card, its offers and
 * whatever else belongs to the sale (payment link, e-mail) commit together or not at all.
 */
export function insertCard(tx: Tx, input: NewCardInput): CardRow {
  const campaign = tx.select().from(campaigns).where(eq(campaigns.id, input.campaignId)).get();
  if (!campaign) throw new AppError(404, 'Campaign not found');
  const offers = tx
    .select()
    .from(campaignOffers)
    .where(eq(campaignOffers.campaignId, campaign.id))
    .orderBy(asc(campaignOffers.sortOrder), asc(campaignOffers.id))
    .all();
  const purchaseDate = input.purchaseDate ?? new Date();
  const phone = input.customerPhone?.trim() || null;

  let card: CardRow | undefined;
  for (let attempt = 0; !card; attempt++) {
    try {
      card = tx
        .insert(cards)
        .values({
          campaignId: campaign.id,
          restaurantId: campaign.restaurantId,
          accessCode: generateAccessCode(),
          nonprofitName: campaign.nonprofitName,
          customerName: input.customerName.trim(),
          customerEmail: input.customerEmail.trim().toLowerCase(),
          customerPhone: phone,
          customerPhoneDigits: phone ? phoneDigits(phone) : null,
          expirationDate: cardExpirationFrom(purchaseDate, campaign.expirationMonths).toISOString(),
          purchaseDate: purchaseDate.toISOString(),
          amountPaid: input.amountPaid,
          stripePaymentIntentId: input.paymentReference,
        })
        .returning()
        .get();
    } catch (err) {
      // A clash of 69-bit codes is astronomically rare; anything else is a real error.
      const clash = err instanceof Error && /UNIQUE constraint failed: cards\.access_code/.test(err.message);
      if (!clash || attempt >= 3) throw err;
    }
  }
  if (offers.length) {
    tx.insert(cardOffers)
      .values(
        offers.map((o) => ({
          cardId: card.id,
          campaignOfferId: o.id,
          offerType: o.name,
          description: o.description,
          quantityTotal: o.quantity,
          quantityRemaining: o.quantity,
          retailValue: o.retailValue,
          sortOrder: o.sortOrder,
        })),
      )
      .run();
  }
  return card;
}
