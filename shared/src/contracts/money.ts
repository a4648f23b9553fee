import { z } from 'zod';
import { DateOnly, Id } from '../fields.ts';
import { CardStatusSchema } from './cards.ts';
import { keyed } from '../messages/message.ts';
import { MONEY_MESSAGES } from '../messages/money-messages.ts';

export { MONEY_MESSAGES };

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
});
export type AdminCard = z.infer<typeof AdminCardSchema>;
export const AdminCardsResponseSchema = z.object({ cards: z.array(AdminCardSchema) });
export type AdminCardsResponse = z.infer<typeof AdminCardsResponseSchema>;

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
  paidCents: z.number().int(),
  dueCents: z.number().int(),
});
export type NonprofitBalance = z.infer<typeof NonprofitBalanceSchema>;

export const PayoutSchema = z.object({
  id: z.number().int(),
  nonprofitId: z.number().int(),
  amountCents: z.number().int(),
  paidOn: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof PayoutSchema>;

export const PayoutsResponseSchema = z.object({
  nonprofits: z.array(NonprofitBalanceSchema),
  /** The latest payouts, newest first. */
  payouts: z.array(PayoutSchema.extend({ nonprofitName: z.string() })),
});
export type PayoutsResponse = z.infer<typeof PayoutsResponseSchema>;

export const PayoutBodySchema = z.object({
  nonprofitId: Id,
  amountCents: z.number().int().positive().max(100_000_000),
  paidOn: DateOnly,
  reference: z.string().trim().min(1, keyed(MONEY_MESSAGES.payoutReferenceRequired)).max(100),
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
export const PAYOUTS_CSV_COLUMNS = ['Nonprofit', 'Restaurant', 'Earned', 'Paid', 'Due'] as const;
