import { z } from 'zod';
import { ADMIN_CARDS_MAX, ADMIN_LIST_PAGE, CARD_HISTORY_MAX, MONEY_MOVEMENTS_MAX } from '../list-caps.ts';
import { BodyId } from '../fields.ts';
import { MoneyDate } from '../safety-fields.ts';
import { CardStatusSchema } from './cards.ts';
import { keyed } from '../messages/message.ts';
import { MONEY_MESSAGES } from '../messages/money-messages.ts';

export { MONEY_MESSAGES };
import { RemittanceSchema, RestaurantBalanceSchema } from './selling.ts';

/**
 * Messages of money after the sale. Kept out of MESSAGES (limits.ts), which every page's entry
 * bundle carries: a card holder's first visit downloads only what it shows.
 */

/** `GET /api/admin/cards?q=`: an access code, a buyer's e-mail or a payment reference. */
export const AdminCardSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(200) });
export type AdminCardSearchQuery = z.infer<typeof AdminCardSearchQuerySchema>;

export const AdminCardSchema = z.object({
  id: z.number().int(),
  accessCode: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  campaignId: z.number().int(),
  nonprofitName: z.string(),
  restaurantName: z.string(),
  purchaseDate: z.string(),
  amountCents: z.number().int(),
  status: CardStatusSchema,
  refundedCents: z.number().int(),
  refundedAt: z.string().nullable(),
  /** stripe or demo: which provider took the payment (null for a card made without one). */
  paymentProvider: z.enum(['stripe', 'demo']).nullable(),
  /** How it was paid: online through the provider, or in person (cash, check, an activated printed card). */
  saleMethod: z.enum(['online', 'cash', 'check']),
});
export type AdminCard = z.infer<typeof AdminCardSchema>;
/** The first ADMIN_CARDS_MAX matches. */
export const AdminCardsResponseSchema = z.object({ cards: z.array(AdminCardSchema).max(ADMIN_CARDS_MAX) });
export type AdminCardsResponse = z.infer<typeof AdminCardsResponseSchema>;

/** What happened to a card, as the superadmin's card history lists it. */
export const CardHistoryKindSchema = z.enum([
  'bought',
  'recovered',
  'redeemed',
  'verified',
  'undone',
  'refunded',
  'partly_refunded',
  'dispute_opened',
  'dispute_won',
  'dispute_lost',
  'email',
]);
export type CardHistoryKind = z.infer<typeof CardHistoryKindSchema>;

export const CardHistoryEntrySchema = z.object({
  at: z.string(),
  kind: CardHistoryKindSchema,
  /** Who: the buyer, a signed-in person's e-mail; absent for the payment provider and the sweep. */
  actor: z.string().optional(),
  reason: z.string().optional(),
  detail: z
    .object({
      /** How a card was paid: through Stripe, the demo provider, or made without a payment. */
      method: z.enum(['stripe', 'demo', 'none']).optional(),
      seller: z.string().optional(),
      offer: z.string().optional(),
      code: z.string().optional(),
      location: z.string().optional(),
      /** The kiosk tablet that verified or undid a redemption. */
      device: z.number().int().optional(),
      amountCents: z.number().int().optional(),
      reference: z.string().optional(),
      /** For an e-mail: which one, to whom, and whether it has gone. */
      email: z.enum(['card-confirmation', 'card-refunded']).optional(),
      to: z.string().optional(),
      status: z.enum(['pending', 'sent', 'failed']).optional(),
    })
    .optional(),
});
export type CardHistoryEntry = z.infer<typeof CardHistoryEntrySchema>;

/** `GET /api/admin/cards/{id}`: the card and everything that happened to it, oldest first. */
/** The newest CARD_HISTORY_MAX events. */
export const AdminCardHistoryResponseSchema = z.object({
  card: AdminCardSchema,
  history: z.array(CardHistoryEntrySchema).max(CARD_HISTORY_MAX),
});
export type AdminCardHistoryResponse = z.infer<typeof AdminCardHistoryResponseSchema>;

export const RefundBodySchema = z.object({
  reason: z.string().trim().min(1, keyed(MONEY_MESSAGES.refundReasonRequired)).max(500),
});
export type RefundBody = z.infer<typeof RefundBodySchema>;
export const RefundResponseSchema = z.object({
  card: z.object({ id: z.number().int(), status: z.literal('refunded'), refundedAt: z.string() }),
});
export type RefundResponse = z.infer<typeof RefundResponseSchema>;

export const NonprofitBalanceSchema = z.object({
  nonprofitId: z.number().int(),
  nonprofitName: z.string(),
  restaurantName: z.string(),
  earnedCents: z.number().int(),
  /** Cash and check sales (net of voids) the nonprofit holds. */
  cashHeldCents: z.number().int(),
  paidCents: z.number().int(),
  /** What the nonprofit handed the platform from that cash. */
  receivedCents: z.number().int(),
  /** earned - paid - cashHeld + received: negative when the nonprofit owes the platform. */
  dueCents: z.number().int(),
});
export type NonprofitBalance = z.infer<typeof NonprofitBalanceSchema>;

export const PayoutSchema = z.object({
  id: z.number().int(),
  /** A payout goes to a nonprofit or to a restaurant: exactly one of the two. */
  nonprofitId: z.number().int().nullable(),
  restaurantId: z.number().int().nullable(),
  amountCents: z.number().int(),
  paidOn: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof PayoutSchema>;

export const PayoutsResponseSchema = z.object({
  /** By name, the first ADMIN_LIST_PAGE. */
  nonprofits: z.array(NonprofitBalanceSchema).max(ADMIN_LIST_PAGE),
  restaurants: z.array(RestaurantBalanceSchema).max(ADMIN_LIST_PAGE),
  /** The latest payouts and remittances, newest first. */
  payouts: z.array(PayoutSchema.extend({ payeeName: z.string() })).max(MONEY_MOVEMENTS_MAX),
  remittances: z.array(RemittanceSchema.extend({ nonprofitName: z.string() })).max(MONEY_MOVEMENTS_MAX),
});
export type PayoutsResponse = z.infer<typeof PayoutsResponseSchema>;

export const PayoutBodySchema = z
  .object({
    nonprofitId: BodyId().optional(),
    restaurantId: BodyId().optional(),
    amountCents: z.number().int().positive().max(100_000_000),
    paidOn: MoneyDate,
    reference: z.string().trim().min(1, keyed(MONEY_MESSAGES.payoutReferenceRequired)).max(100),
  })
  .refine((b) => (b.nonprofitId === undefined) !== (b.restaurantId === undefined), {
    message: keyed(MONEY_MESSAGES.payoutOnePayee),
    path: ['nonprofitId'],
  });
export type PayoutBody = z.infer<typeof PayoutBodySchema>;
export const PayoutResponseSchema = z.object({ payout: PayoutSchema });
export type PayoutResponse = z.infer<typeof PayoutResponseSchema>;

/** `GET /api/admin/reconciliation`: what the sweep did lately, for the dashboard. */
export const ReconciliationSummarySchema = z.object({
  recoveredLast7Days: z.number().int(),
  lastRunAt: z.string().nullable(),
});
export type ReconciliationSummary = z.infer<typeof ReconciliationSummarySchema>;

/** Payouts CSV columns, in their fixed order. */
export const PAYOUTS_CSV_COLUMNS = ['Nonprofit', 'Restaurant', 'Earned', 'Cash held', 'Paid', 'Received', 'Due'] as const;
export const RESTAURANT_PAYOUTS_CSV_COLUMNS = ['Restaurant', 'Earned', 'Paid', 'Due'] as const;
