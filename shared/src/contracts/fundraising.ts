import { z } from 'zod';
import { DASHBOARD_CAMPAIGNS_MAX, MAX_SELLERS_PER_CAMPAIGN, SELLER_RECENT_SALES_MAX } from '../list-caps.ts';
import { Email, hasNoHiddenCharacters, NO_HIDDEN_CHARACTERS_MESSAGE } from '../fields.ts';
import { LEADERBOARD_SIZE, SELLER_CODE_LENGTH, SELLER_NAME_MAX } from '../limits.ts';
import { keyed } from '../messages/message.ts';
import { FUNDRAISING_MESSAGES } from '../messages/fundraising-messages.ts';

export { FUNDRAISING_MESSAGES };

/** A seller code as typed or carried in a link: anything else is simply no seller. */
export const SellerCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(SELLER_CODE_LENGTH)
  .regex(new RegExp(`^[A-Z0-9]{${SELLER_CODE_LENGTH}}$`));

/** `POST /api/campaigns/{slug}/sellers`: a supporter signs up to sell cards. */
export const SellerSignUpBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, keyed(FUNDRAISING_MESSAGES.sellerNameRequired))
    .max(SELLER_NAME_MAX, keyed(FUNDRAISING_MESSAGES.sellerNameMax))
    .refine(hasNoHiddenCharacters, NO_HIDDEN_CHARACTERS_MESSAGE),
  email: z.string().trim().max(254).pipe(Email),
  showOnLeaderboard: z.boolean(),
});
export type SellerSignUpBody = z.infer<typeof SellerSignUpBodySchema>;
export const SellerSignUpResponseSchema = z.object({
  seller: z.object({ code: z.string(), shareUrl: z.string() }),
});
export type SellerSignUpResponse = z.infer<typeof SellerSignUpResponseSchema>;

export const LeaderboardEntrySchema = z.object({
  displayName: z.string(),
  cardsSold: z.number().int(),
  raisedCents: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;
/** `GET /api/campaigns/{slug}/leaderboard`: the top sellers who agreed to be shown, best first. */
export const LeaderboardResponseSchema = z.object({
  sellers: z.array(LeaderboardEntrySchema).max(LEADERBOARD_SIZE),
  /** Each team of those sellers added up, best first (sellers without a team count in none); no more than the campaign's sellers. */
  teams: z
    .array(z.object({ team: z.string(), cardsSold: z.number().int(), raisedCents: z.number().int() }))
    .max(MAX_SELLERS_PER_CAMPAIGN),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponseSchema>;

export const SellerTokenParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });

/** `GET /api/sellers/{token}`: the seller's private page. */
export const SellerStatsResponseSchema = z.object({
  seller: z.object({ displayName: z.string(), code: z.string(), shareUrl: z.string() }),
  campaign: z.object({ slug: z.string(), nonprofitName: z.string(), isLive: z.boolean() }),
  cardsSold: z.number().int(),
  raisedCents: z.number().int(),
  /** 1 for the best seller of the campaign; null before a first sale. */
  rank: z.number().int().nullable(),
  /** The latest sales, newest first, with the buyer's first name only; a refunded one is marked (it counts no more). */
  recentSales: z
    .array(z.object({ buyerFirstName: z.string(), purchaseDate: z.string(), refunded: z.boolean() }))
    .max(SELLER_RECENT_SALES_MAX),
});
export type SellerStatsResponse = z.infer<typeof SellerStatsResponseSchema>;

export const DashboardTokenParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });

export const DashboardCampaignSchema = z.object({
  campaignId: z.number().int(),
  slug: z.string(),
  nonprofitName: z.string(),
  restaurantName: z.string(),
  status: z.string(),
  isLive: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** What one card costs: what a volunteer collects per sale. */
  priceCents: z.number().int(),
  raisedCents: z.number().int(),
  goalCents: z.number().int().nullable(),
  cardsSold: z.number().int(),
  /** Every seller of the campaign: at most MAX_SELLERS_PER_CAMPAIGN (adding one more is refused). */
  sellers: z.array(LeaderboardEntrySchema).max(MAX_SELLERS_PER_CAMPAIGN),
  teams: z
    .array(z.object({ team: z.string(), cardsSold: z.number().int(), raisedCents: z.number().int() }))
    .max(MAX_SELLERS_PER_CAMPAIGN),
});
export type DashboardCampaign = z.infer<typeof DashboardCampaignSchema>;

/** `GET /api/nonprofit-dashboard/{token}`: what a nonprofit sees without an account. */
export const NonprofitDashboardResponseSchema = z.object({
  nonprofit: z.object({ id: z.number().int(), name: z.string(), logoUrl: z.string().nullable() }),
  /** The newest DASHBOARD_CAMPAIGNS_MAX campaigns. */
  campaigns: z.array(DashboardCampaignSchema).max(DASHBOARD_CAMPAIGNS_MAX),
  payouts: z.object({
    earnedCents: z.number().int(),
    paidCents: z.number().int(),
    dueCents: z.number().int(),
    /** The in-person side, so the link tells the same steps as the coordinator's money screen. */
    cashHeldCents: z.number().int(),
    cashShareCents: z.number().int(),
    receivedCents: z.number().int(),
  }),
  expiresAt: z.string(),
});
export type NonprofitDashboardResponse = z.infer<typeof NonprofitDashboardResponseSchema>;
/** `GET /api/nonprofits/{id}/dashboard`: the same for the coordinator signed in. */
export const CoordinatorDashboardResponseSchema = NonprofitDashboardResponseSchema.omit({ expiresAt: true });
export type CoordinatorDashboardResponse = z.infer<typeof CoordinatorDashboardResponseSchema>;
