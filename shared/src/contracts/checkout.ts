import { z } from 'zod';
import { BodyId, CheckoutPhone, Email, NameText } from '../fields.ts';
import { MAX_OFFERS, MESSAGES } from '../limits.ts';
import { CardOfferSchema } from './cards.ts';
import { GiftSchema, PurchasedGiftSchema } from './gifts.ts';
import { keyed } from '../messages/message.ts';

// Buying a card: the buyer's details, the payment and the card it makes.

/** The checkout form: the same rules in the browser and on the server. */
export const BuyerSchema = z.object({
  customerName: NameText(120).pipe(z.string().min(1, keyed(MESSAGES.nameRequired))),
  customerEmail: z.string().trim().max(254).pipe(Email),
  customerPhone: z.union([z.literal(''), CheckoutPhone]).optional(),
});
export type Buyer = z.infer<typeof BuyerSchema>;

/** The checkout form requires the phone; the purchase call accepts it as optional. */
export const CheckoutFormSchema = BuyerSchema.extend({ customerPhone: CheckoutPhone });
export type CheckoutForm = z.infer<typeof CheckoutFormSchema>;

export const CreatePaymentIntentBodySchema = z
  .object({
    customerName: NameText(120).optional(),
    customerEmail: z.string().trim().max(254).optional(),
    customerPhone: z.string().trim().max(40).optional(),
    /** A share link's seller code; one that names no seller of this campaign is ignored, never an error. */
    sellerCode: z.string().trim().max(40).optional(),
    /** The card is a gift: it belongs to the recipient and reaches them on the delivery date. */
    gift: GiftSchema.optional(),
  })
  .optional();
export const CreatePaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
});
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponseSchema>;

export const PurchaseCardBodySchema = BuyerSchema.extend({
  campaignId: BodyId(),
  stripePaymentIntentId: z.string().trim().min(1).max(255),
});
export type PurchaseCardBody = z.infer<typeof PurchaseCardBodySchema>;

export const PurchasedCardSchema = z.object({
  /** Null for a gift: the card is the recipient's, and its code reaches only them. */
  accessCode: z.string().nullable(),
  nonprofitName: z.string(),
  expirationDate: z.string(),
  /** The card's last day (YYYY-MM-DD), as its face shows it. */
  expiresOn: z.string().nullable(),
  customerEmail: z.string(),
  offers: z.array(CardOfferSchema).max(MAX_OFFERS),
  restaurantName: z.string().nullable(),
  /** What this card raised for the nonprofit, in cents. */
  raisedCents: z.number().int(),
  /** Set when the card was bought as a gift. */
  gift: PurchasedGiftSchema.optional(),
});
export type PurchasedCard = z.infer<typeof PurchasedCardSchema>;
export const PurchaseCardResponseSchema = z.object({ card: PurchasedCardSchema });
export type PurchaseCardResponse = z.infer<typeof PurchaseCardResponseSchema>;

/**
 * `POST /api/payments/{paymentIntentId}/buyer`: the checkout form's details travel with the
 * payment before it is confirmed, so the webhook can create the card if the buyer closes the tab.
 * The client secret proves the caller is the one who opened the checkout.
 */
export const AttachBuyerBodySchema = BuyerSchema.extend({
  clientSecret: z.string().min(1).max(255),
  /** The gift the checkout asks for; null takes back one sent before, absent leaves it as it is. */
  gift: GiftSchema.nullable().optional(),
});
export type AttachBuyerBody = z.infer<typeof AttachBuyerBodySchema>;
export const AttachBuyerResponseSchema = z.object({ ok: z.literal(true) });
export type AttachBuyerResponse = z.infer<typeof AttachBuyerResponseSchema>;

export const DemoConfirmBodySchema = z.object({ cardNumber: z.string().trim().max(40) });
export const DemoConfirmResponseSchema = z.object({ status: z.literal('succeeded') });
export type DemoConfirmResponse = z.infer<typeof DemoConfirmResponseSchema>;

/** The purchase-success page's query: these four are required, phone is optional. */
export const PurchaseSuccessQuerySchema = z.object({
  campaignId: z.string().min(1),
  name: z.string().min(1),
  email: z.string().min(1),
  phone: z.string().optional(),
  payment_intent: z.string().min(1),
});
