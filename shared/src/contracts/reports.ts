import { z } from 'zod';
import {
  ADMIN_LIST_PAGE,
  MAX_LOCATIONS,
  MAX_SELLERS_PER_CAMPAIGN,
  RECENT_PURCHASES_LIMIT,
  REPORT_CAMPAIGNS_MAX,
  REPORT_DAYS_MAX,
  REPORT_GROUPS_MAX,
  OFFLINE_CONFLICTS_MAX,
} from '../list-caps.ts';
import { CampaignStatusSchema } from './campaigns.ts';
import { CardStatusSchema } from './cards.ts';

export const CampaignStatSchema = z.object({
  campaignId: z.number().int(),
  nonprofitName: z.string(),
  /** Tell two campaigns of one nonprofit apart: their sales window and short code. */
  shortCode: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: CampaignStatusSchema,
  isActive: z.number().int(),
  /** Net of refunds: a refunded card is not counted, its money not revenue. */
  cardsSold: z.number().int(),
  totalRevenue: z.number().int(),
  totalRedemptions: z.number().int(),
  refundedCents: z.number().int(),
  /** The nonprofit's share, net of refunds, and how much of it has been paid to the nonprofit. */
  raisedCents: z.number().int(),
  paidOutCents: z.number().int(),
});
export const RecentPurchaseSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  nonprofitName: z.string(),
  purchaseDate: z.string(),
  cardPrice: z.number().int(),
  status: CardStatusSchema,
});
/** A seller's results in one campaign, for the restaurant report's Sellers table. */
export const CampaignSellerStatSchema = z.object({
  campaignId: z.number().int(),
  displayName: z.string(),
  email: z.string().nullable(),
  cardsSold: z.number().int(),
  raisedCents: z.number().int(),
});
export type CampaignSellerStat = z.infer<typeof CampaignSellerStatSchema>;

export const RestaurantReportSchema = z.object({
  totalCardsSold: z.number().int(),
  totalRevenue: z.number().int(),
  totalRedemptions: z.number().int(),
  campaignStats: z.array(CampaignStatSchema).max(REPORT_CAMPAIGNS_MAX),
  recentPurchases: z.array(RecentPurchaseSchema).max(RECENT_PURCHASES_LIMIT),
  /** Every seller of the restaurant's campaigns, best first within each campaign. */
  sellers: z.array(CampaignSellerStatSchema).max(REPORT_CAMPAIGNS_MAX * MAX_SELLERS_PER_CAMPAIGN),
  /** Redemptions (not undone) by where they were served, by day for the last 30 days, and by offer. */
  /** `locationName` null: redemptions no tablet checked (six-digit codes), shown as an unknown location. */
  redemptionsByLocation: z
    .array(z.object({ locationName: z.string().nullable(), count: z.number().int() }))
    .max(MAX_LOCATIONS + 1),
  redemptionsByDay: z.array(z.object({ day: z.string(), count: z.number().int() })).max(REPORT_DAYS_MAX),
  redemptionsByOffer: z.array(z.object({ offerType: z.string(), count: z.number().int() })).max(REPORT_GROUPS_MAX),
  /** Next year's card: per new campaign, the earlier holders told it was out and how many bought it. */
  renewals: z
    .array(z.object({ campaignId: z.number().int(), announced: z.number().int(), boughtAgain: z.number().int() }))
    .max(REPORT_CAMPAIGNS_MAX),
  /** Vouchers accepted offline that had been used elsewhere first: both times and places. */
  offlineConflicts: z
    .array(
      z.object({
        offerType: z.string(),
        holderFirstName: z.string(),
        scannedAt: z.string(),
        scannedAtLocation: z.string().nullable(),
        usedAt: z.string(),
        usedAtLocation: z.string().nullable(),
      }),
    )
    .max(OFFLINE_CONFLICTS_MAX),
});
export type RestaurantReport = z.infer<typeof RestaurantReportSchema>;

export const RestaurantStatSchema = z.object({
  restaurantId: z.number().int(),
  restaurantName: z.string(),
  campaigns: z.number().int(),
  cardsSold: z.number().int(),
  revenue: z.number().int(),
  redemptions: z.number().int(),
  /** The nonprofits' share of the restaurant's sales, net of refunds. */
  raisedCents: z.number().int(),
});
export type RestaurantStat = z.infer<typeof RestaurantStatSchema>;
export const AdminReportSchema = z.object({ restaurantStats: z.array(RestaurantStatSchema).max(ADMIN_LIST_PAGE) });
export type AdminReport = z.infer<typeof AdminReportSchema>;

/** CSV export columns, in their fixed order. */
export const ADMIN_REPORT_CSV_COLUMNS = ['Restaurant', 'Campaigns', 'Cards Sold', 'Revenue', 'Redemptions'] as const;
