import { z } from 'zod';
import { CARD_REDEMPTIONS_MAX, MAX_LOCATIONS } from '../list-caps.ts';
import { BodyId } from '../fields.ts';
import { MAX_OFFERS } from '../limits.ts';
import { CampaignStatusSchema, ProductTypeSchema, PublicNonprofitSchema, PublicRestaurantSchema } from './campaigns.ts';
import { CardGiftSchema } from './gifts.ts';
import { LocationSchema } from './locations.ts';

export const CardOfferSchema = z.object({
  id: z.number().int(),
  offerType: z.string(),
  description: z.string(),
  quantityRemaining: z.number().int(),
  quantityTotal: z.number().int(),
  retailValue: z.number().int(),
});
export type CardOffer = z.infer<typeof CardOfferSchema>;

/** active redeems; refunded (in full, or a dispute lost) and on_hold (a dispute is open) cannot. */
export const CardStatusSchema = z.enum(['active', 'refunded', 'on_hold']);
export type CardStatus = z.infer<typeof CardStatusSchema>;

export const CardSchema = z.object({
  id: z.number().int(),
  accessCode: z.string(),
  campaignId: z.number().int(),
  nonprofitName: z.string(),
  customerFirstName: z.string(),
  /** The end of the card's last day in the deployment's zone (the specification's shape). */
  expirationDate: z.string(),
  /**
   * The card's last day (YYYY-MM-DD): good through its end in `timeZone`. Null for a card whose
   * value never expires; absent in copies saved before cards carried it.
   */
  expiresOn: z.string().nullable().optional(),
  /** The deployment's zone, where the card's days are counted (absent in older saved copies). */
  timeZone: z.string().optional(),
  purchaseDate: z.string(),
  productType: ProductTypeSchema,
  campaignStatus: CampaignStatusSchema.nullable(),
  status: CardStatusSchema,
  refundedAt: z.string().nullable(),
  /** What this card raised for the nonprofit, net of refunds, in cents. */
  raisedCents: z.number().int(),
  /** Who gave the card and their message, when it was a gift (absent in copies saved before gifts). */
  gift: CardGiftSchema.nullable().optional(),
});
export type Card = z.infer<typeof CardSchema>;

export const RedemptionSchema = z.object({
  id: z.number().int(),
  offerId: z.number().int(),
  offerType: z.string(),
  code: z.string(),
  redeemedAt: z.string(),
  verifiedAt: z.string().nullable(),
  /** Set when the restaurant undid it (the use went back to the offer). */
  undoneAt: z.string().nullable(),
});
export type Redemption = z.infer<typeof RedemptionSchema>;

/** `GET /api/cards/{accessCode}`: everything the card view and its offline copy need. */
export const CardDetailResponseSchema = z.object({
  card: CardSchema,
  /** A card's offers are its campaign's, at most MAX_OFFERS. */
  offers: z.array(CardOfferSchema).max(MAX_OFFERS),
  restaurant: PublicRestaurantSchema.nullable(),
  nonprofit: PublicNonprofitSchema.nullable(),
  /** The restaurant's locations, at most MAX_LOCATIONS (creating one more is refused). */
  locations: z.array(LocationSchema).max(MAX_LOCATIONS),
  /** Newest first: every use of every offer once (MAX_OFFERS x MAX_OFFER_QUANTITY); older undone ones drop off. */
  redemptions: z.array(RedemptionSchema).max(CARD_REDEMPTIONS_MAX),
});
export type CardDetailResponse = z.infer<typeof CardDetailResponseSchema>;

export const AccessCodeParamsSchema = z.object({ accessCode: z.string().trim().min(1).max(40) });

export const RedeemBodySchema = z.object({ offerId: BodyId() });
export type RedeemBody = z.infer<typeof RedeemBodySchema>;
export const RedeemResponseSchema = z.object({
  code: z.string(),
  redemptionId: z.number().int(),
  offer: CardOfferSchema,
});
export type RedeemResponse = z.infer<typeof RedeemResponseSchema>;
