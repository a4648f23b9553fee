import { z } from 'zod';
import { CheckoutPhone, Email, Id } from '../fields.ts';
import { MESSAGES } from '../limits.ts';
import { PublicNonprofitSchema, PublicRestaurantSchema } from './campaigns.ts';
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

export const CardSchema = z.object({
  id: z.number().int(),
  accessCode: z.string(),
  campaignId: z.number().int(),
  nonprofitName: z.string(),
  customerFirstName: z.string(),
  expirationDate: z.string(),
  purchaseDate: z.string(),
  productType: z.string(),
  campaignStatus: z.string().nullable(),
});
export type Card = z.infer<typeof CardSchema>;

export const RedemptionSchema = z.object({
  id: z.number().int(),
  offerId: z.number().int(),
  offerType: z.string(),
  code: z.string(),
  redeemedAt: z.string(),
  verifiedAt: z.string().nullable(),
});
export type Redemption = z.infer<typeof RedemptionSchema>;

/** `GET /api/cards/{accessCode}`: everything the card view and its offline copy need. */
export const CardDetailResponseSchema = z.object({
  card: CardSchema,
  offers: z.array(CardOfferSchema),
  restaurant: PublicRestaurantSchema.nullable(),
  nonprofit: PublicNonprofitSchema.nullable(),
  locations: z.array(LocationSchema),
  redemptions: z.array(RedemptionSchema),
});
export type CardDetailResponse = z.infer<typeof CardDetailResponseSchema>;

export const AccessCodeParamsSchema = z.object({ accessCode: z.string().trim().min(1).max(40) });

export const RedeemBodySchema = z.object({ offerId: Id });
export type RedeemBody = z.infer<typeof RedeemBodySchema>;
export const RedeemResponseSchema = z.object({
  code: z.string(),
  redemptionId: z.number().int(),
  offer: CardOfferSchema,
});
export type RedeemResponse = z.infer<typeof RedeemResponseSchema>;

// ---- purchase ----

/** The checkout form: the same rules in the browser and on the server. */
export const BuyerSchema = z.object({
  customerName: z.string().trim().min(1, MESSAGES.nameRequired).max(120),
  customerEmail: z.string().trim().pipe(Email),
  customerPhone: z.union([z.literal(''), CheckoutPhone]).optional(),
});
export type Buyer = z.infer<typeof BuyerSchema>;

/** The checkout form requires the phone; the purchase call accepts it as optional. */
export const CheckoutFormSchema = BuyerSchema.extend({ customerPhone: CheckoutPhone });
export type CheckoutForm = z.infer<typeof CheckoutFormSchema>;

export const CreatePaymentIntentBodySchema = z
  .object({
    customerName: z.string().trim().max(120).optional(),
    customerEmail: z.string().trim().max(254).optional(),
    customerPhone: z.string().trim().max(40).optional(),
  })
  .optional();
export const CreatePaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
});
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponseSchema>;

export const PurchaseCardBodySchema = BuyerSchema.extend({
  campaignId: Id,
  stripePaymentIntentId: z.string().trim().min(1).max(255),
});
export type PurchaseCardBody = z.infer<typeof PurchaseCardBodySchema>;

export const PurchasedCardSchema = z.object({
  accessCode: z.string(),
  nonprofitName: z.string(),
  expirationDate: z.string(),
  customerEmail: z.string(),
  offers: z.array(CardOfferSchema),
  restaurantName: z.string().nullable(),
});
export type PurchasedCard = z.infer<typeof PurchasedCardSchema>;
export const PurchaseCardResponseSchema = z.object({ card: PurchasedCardSchema });
export type PurchaseCardResponse = z.infer<typeof PurchaseCardResponseSchema>;

export const ConfigResponseSchema = z.object({
  paymentProvider: z.enum(['stripe', 'demo']),
  stripePublishableKey: z.string().optional(),
  outboxViewer: z.boolean(),
});
export type ConfigResponse = z.infer<typeof ConfigResponseSchema>;

/**
 * `POST /api/payments/{paymentIntentId}/buyer`: the checkout form's details travel with the
 * payment before it is confirmed, so the webhook can create the card if the buyer closes the tab.
 * The client secret proves the caller is the one who opened the checkout.
 */
export const AttachBuyerBodySchema = BuyerSchema.extend({ clientSecret: z.string().min(1).max(255) });
export type AttachBuyerBody = z.infer<typeof AttachBuyerBodySchema>;
export const AttachBuyerResponseSchema = z.object({ ok: z.literal(true) });
export type AttachBuyerResponse = z.infer<typeof AttachBuyerResponseSchema>;

export const DemoConfirmBodySchema = z.object({ cardNumber: z.string().trim().max(40) });
export const DemoConfirmResponseSchema = z.object({ status: z.literal('succeeded') });

/** The purchase-success page's query: these four are required, phone is optional. */
export const PurchaseSuccessQuerySchema = z.object({
  campaignId: z.string().min(1),
  name: z.string().min(1),
  email: z.string().min(1),
  phone: z.string().optional(),
  payment_intent: z.string().min(1),
});

// ---- find my card ----

export const FindMyCardBodySchema = z.union([
  z.object({ email: z.string().trim().pipe(Email) }).strict(),
  z.object({ phone: CheckoutPhone }).strict(),
]);
export type FindMyCardBody = z.infer<typeof FindMyCardBodySchema>;
export const FindMyCardRequestedSchema = z.object({ message: z.string() });

export const FindCardsItemSchema = z.object({
  id: z.number().int(),
  restaurantName: z.string().nullable(),
  nonprofitName: z.string(),
  purchaseDate: z.string(),
  expirationDate: z.string(),
  accessCode: z.string(),
  campaignStatus: z.string().nullable(),
  inactiveReason: z.string().nullable(),
});
export type FindCardsItem = z.infer<typeof FindCardsItemSchema>;
export const FindCardsResponseSchema = z.object({
  activeCards: z.array(FindCardsItemSchema),
  inactiveCards: z.array(FindCardsItemSchema),
});
export type FindCardsResponse = z.infer<typeof FindCardsResponseSchema>;

/** `GET /api/find-my-card/{token}`: the token from the e-mailed link. */
export const FindCardsTokenParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });
