import { z } from 'zod';
import { CASH_SALES_MAX, MAX_SELLERS_PER_CAMPAIGN, MONEY_MOVEMENTS_MAX } from '../list-caps.ts';
import { BodyId, CheckoutPhone, Email, Id, NameText } from '../fields.ts';
import { MoneyDate } from '../safety-fields.ts';
import { LANGUAGES } from '../language.ts';
import { SELLER_NAME_MAX } from '../limits.ts';
import { SellerCodeSchema } from './fundraising.ts';
import { SELLING_MESSAGES } from '../messages/selling-messages.ts';
import { keyed } from '../messages/message.ts';

export { SELLING_MESSAGES };

/** Selling in person: the coordinator, the roster, cash and check sales, and the three-party money. */

export const ROSTER_IMPORT_MAX_ROWS = 1000;
export const SELLER_TEAM_MAX = 60;
/** A CSV of 1,000 rows with long names, teams and e-mails fits (the API's other bodies stay at 100 kB). */
export const ROSTER_CSV_MAX_CHARS = 400_000;
export const ROSTER_IMPORT_BODY_LIMIT = '512kb';
/** A cash or check sale whose card is unused can be voided this long after it was recorded. */
export const CASH_SALE_VOID_HOURS = 24;
export const COORDINATOR_INVITE_DAYS = 7;

// ---- The coordinator -------------------------------------------------------------------------

export const InviteTokenParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });

/** `GET /api/invites/{token}`. */
export const InviteResponseSchema = z.object({
  invite: z.object({
    email: z.string(),
    nonprofitName: z.string(),
    restaurantName: z.string(),
    hasAccount: z.boolean(),
  }),
});
export type InviteResponse = z.infer<typeof InviteResponseSchema>;

/** `POST /api/invites/{token}/accept`: a password for a new account; nothing for a signed-in one. */
export const AcceptInviteBodySchema = z.object({
  password: z.string().max(200).optional(),
  firstName: NameText(100).optional(),
  lastName: NameText(100).optional(),
});
export type AcceptInviteBody = z.infer<typeof AcceptInviteBodySchema>;

export const CoordinatorInviteResponseSchema = z.object({ sentTo: z.string(), expiresAt: z.string() });
export type CoordinatorInviteResponse = z.infer<typeof CoordinatorInviteResponseSchema>;

// ---- The roster ------------------------------------------------------------------------------

export const NonprofitIdParamsSchema = z.object({ id: Id });
export const RosterQuerySchema = z.object({ campaignId: Id });

const SellerName = NameText(SELLER_NAME_MAX).pipe(z.string().min(1));
const Team = NameText(SELLER_TEAM_MAX)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));
const OptionalEmail = z
  .union([z.literal(''), z.string().trim().max(254).pipe(Email)])
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** One roster line, as typed or read from one CSV row. */
export const RosterSellerFieldsSchema = z.object({ name: SellerName, team: Team, email: OptionalEmail });

/** `POST /api/nonprofits/{id}/roster`. */
export const RosterSellerBodySchema = RosterSellerFieldsSchema.extend({ campaignId: BodyId() });
export type RosterSellerBody = z.infer<typeof RosterSellerBodySchema>;

export const RosterSellerCreatedSchema = z.object({
  seller: z.object({ id: z.number().int(), code: z.string(), shareUrl: z.string(), statsUrl: z.string() }),
});
export type RosterSellerCreated = z.infer<typeof RosterSellerCreatedSchema>;

/** `POST /api/nonprofits/{id}/roster/import`: a CSV of `name,team,email` (email may be left out). */
export const RosterImportBodySchema = z.object({
  campaignId: BodyId(),
  csv: z.string().max(ROSTER_CSV_MAX_CHARS),
  dryRun: z.boolean(),
});
export type RosterImportBody = z.infer<typeof RosterImportBodySchema>;

export const RosterImportResponseSchema = z.object({
  added: z.number().int(),
  /** The rows the import would add (a dry run) or added, as read. */
  rows: z.number().int(),
  /** One per bad row at most, and row 0 for the file itself. */
  errors: z.array(z.object({ row: z.number().int(), error: z.string() })).max(ROSTER_IMPORT_MAX_ROWS + 1),
  /** Welcome e-mails past the account's daily quota (200): saved, they go out on the following days. */
  queuedEmails: z.number().int(),
});
export type RosterImportResponse = z.infer<typeof RosterImportResponseSchema>;

/** `PATCH /api/nonprofits/{id}/roster/{sellerId}`: shown on the public leaderboard or not. */
export const RosterSellerParamsSchema = z.object({ id: Id, sellerId: Id });
export const RosterSellerPatchBodySchema = z.object({ showOnLeaderboard: z.boolean() });

/** `POST /api/nonprofits/{id}/roster/{sellerId}/stats-link`: the new private link; the old one ends. */
export const RosterStatsLinkResponseSchema = z.object({ statsUrl: z.string() });
export type RosterStatsLinkResponse = z.infer<typeof RosterStatsLinkResponseSchema>;

export const TeamTotalSchema = z.object({
  team: z.string(),
  cardsSold: z.number().int(),
  raisedCents: z.number().int(),
});
export type TeamTotal = z.infer<typeof TeamTotalSchema>;

export const RosterSellerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  team: z.string().nullable(),
  email: z.string().nullable(),
  code: z.string(),
  shareUrl: z.string(),
  /** Null for a link e-mailed before links were kept hashed: the roster cannot show it again. */
  statsUrl: z.string().nullable(),
  showOnLeaderboard: z.boolean(),
  cardsSold: z.number().int(),
  raisedCents: z.number().int(),
});
export type RosterSeller = z.infer<typeof RosterSellerSchema>;

/** `GET /api/nonprofits/{id}/roster?campaignId=`. */
export const RosterResponseSchema = z.object({
  /** At most MAX_SELLERS_PER_CAMPAIGN (adding one more is refused), and so their teams. */
  sellers: z.array(RosterSellerSchema).max(MAX_SELLERS_PER_CAMPAIGN),
  teams: z.array(TeamTotalSchema).max(MAX_SELLERS_PER_CAMPAIGN),
});
export type RosterResponse = z.infer<typeof RosterResponseSchema>;

// ---- Cash and check sales --------------------------------------------------------------------

export const CASH_SALE_METHODS = ['cash', 'check'] as const;

/** `POST /api/nonprofits/{id}/cash-sales`. */
export const CashSaleBodySchema = z
  .object({
    campaignId: BodyId(),
    buyerName: NameText(120).pipe(z.string().min(1)),
    buyerEmail: z.string().trim().max(254).pipe(Email),
    buyerPhone: z
      .union([z.literal(''), CheckoutPhone])
      .optional()
      .transform((v) => (v ? v : null)),
    method: z.enum(CASH_SALE_METHODS),
    reference: NameText(60)
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    sellerCode: z
      .union([z.literal(''), SellerCodeSchema])
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    language: z.enum(LANGUAGES).optional(),
  })
  .superRefine((sale, ctx) => {
    // A check without its number cannot be matched to the bank statement or chased when it bounces.
    if (sale.method === 'check' && !sale.reference) {
      ctx.addIssue({ code: 'custom', message: keyed(SELLING_MESSAGES.checkNumberRequired), path: ['reference'] });
    }
  });
export type CashSaleBody = z.infer<typeof CashSaleBodySchema>;

export const CashSaleResponseSchema = z.object({
  card: z.object({ id: z.number().int(), accessCode: z.string(), status: z.literal('active') }),
});
export type CashSaleResponse = z.infer<typeof CashSaleResponseSchema>;

export const CashSaleParamsSchema = z.object({ id: Id, cardId: Id });
export const VoidCashSaleBodySchema = z.object({ reason: z.string().trim().min(1).max(500) });
export type VoidCashSaleBody = z.infer<typeof VoidCashSaleBodySchema>;
export const VoidCashSaleResponseSchema = z.object({
  card: z.object({ id: z.number().int(), status: z.literal('refunded') }),
});

/** `GET /api/nonprofits/{id}/cash-sales?campaignId=`: the latest in-person sales, newest first. */
export const CashSalesQuerySchema = z.object({ campaignId: Id.optional() });
export const CashSaleRowSchema = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  method: z.enum(CASH_SALE_METHODS),
  reference: z.string().nullable(),
  amountCents: z.number().int(),
  sellerName: z.string().nullable(),
  status: z.enum(['active', 'refunded', 'on_hold']),
  recordedAt: z.string(),
  /** Why the coordinator voided it (null: not voided here). */
  voidReason: z.string().nullable(),
  /** Until when it can still be voided (null: it cannot any more). */
  voidableUntil: z.string().nullable(),
});
export type CashSaleRow = z.infer<typeof CashSaleRowSchema>;
/** The newest CASH_SALES_MAX. */
export const CashSalesResponseSchema = z.object({ sales: z.array(CashSaleRowSchema).max(CASH_SALES_MAX) });
export type CashSalesResponse = z.infer<typeof CashSalesResponseSchema>;

// ---- Money between the three parties ---------------------------------------------------------

export const MoneyMovementSchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  /** The day the money moved (paidOn or receivedOn). */
  on: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export type MoneyMovement = z.infer<typeof MoneyMovementSchema>;

/** `GET /api/nonprofits/{id}/money`. */
export const NonprofitMoneyResponseSchema = z.object({
  nonprofitId: z.number().int(),
  nonprofitName: z.string(),
  earnedCents: z.number().int(),
  cashHeldCents: z.number().int(),
  /** Its share of those in-person sales, already in its hands (part of earnedCents). */
  cashShareCents: z.number().int(),
  paidCents: z.number().int(),
  receivedCents: z.number().int(),
  /** earned - paid - cashHeld + received: negative when the nonprofit owes the platform. */
  dueCents: z.number().int(),
  payouts: z.array(MoneyMovementSchema).max(MONEY_MOVEMENTS_MAX),
  remittances: z.array(MoneyMovementSchema).max(MONEY_MOVEMENTS_MAX),
});
export type NonprofitMoneyResponse = z.infer<typeof NonprofitMoneyResponseSchema>;

export const RestaurantMoneyQuerySchema = z.object({ restaurantId: Id.optional() });
/** `GET /api/restaurants/money`. */
export const RestaurantMoneyResponseSchema = z.object({
  restaurantId: z.number().int(),
  restaurantName: z.string(),
  earnedCents: z.number().int(),
  paidCents: z.number().int(),
  dueCents: z.number().int(),
  payouts: z.array(MoneyMovementSchema).max(MONEY_MOVEMENTS_MAX),
});
export type RestaurantMoneyResponse = z.infer<typeof RestaurantMoneyResponseSchema>;

export const RestaurantBalanceSchema = z.object({
  restaurantId: z.number().int(),
  restaurantName: z.string(),
  earnedCents: z.number().int(),
  paidCents: z.number().int(),
  dueCents: z.number().int(),
});
export type RestaurantBalance = z.infer<typeof RestaurantBalanceSchema>;

/** `POST /api/admin/remittances`. */
export const RemittanceBodySchema = z.object({
  nonprofitId: BodyId(),
  amountCents: z.number().int().positive().max(100_000_000),
  receivedOn: MoneyDate,
  reference: z.string().trim().min(1).max(100),
});
export type RemittanceBody = z.infer<typeof RemittanceBodySchema>;
export const RemittanceSchema = z.object({
  id: z.number().int(),
  nonprofitId: z.number().int(),
  amountCents: z.number().int(),
  receivedOn: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export const RemittanceResponseSchema = z.object({ remittance: RemittanceSchema });
export type RemittanceResponse = z.infer<typeof RemittanceResponseSchema>;
