import {
  MAX_LOCATIONS,
  OFFLINE_CONFLICTS_MAX,
  RECENT_PURCHASES_LIMIT,
  REPORT_DAYS_MAX,
  REPORT_GROUPS_MAX,
  type CampaignStatus,
} from '@dealcard/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import { USED_AT_SQL } from '../counter/used-at.ts';

export type RestaurantRow = typeof restaurants.$inferSelect;

export function findRestaurant(db: Tx, id: number): RestaurantRow | undefined {
  return db.select().from(restaurants).where(eq(restaurants.id, id)).get();
}

export function listRestaurants(db: Tx, { limit, offset }: { limit: number; offset: number }): RestaurantRow[] {
  return db.select().from(restaurants).orderBy(asc(restaurants.id)).limit(limit).offset(offset).all();
}

export function insertRestaurant(db: Tx, values: typeof restaurants.$inferInsert): RestaurantRow {
  return db.insert(restaurants).values(values).returning().get();
}

export function updateRestaurant(
  db: Tx,
  id: number,
  values: Partial<typeof restaurants.$inferInsert>,
): RestaurantRow | undefined {
  return db.update(restaurants).set(values).where(eq(restaurants.id, id)).returning().get();
}

export interface CampaignStatRow {
  campaignId: number;
  nonprofitName: string;
  shortCode: string;
  startDate: string | null;
  endDate: string | null;
  status: CampaignStatus;
  isActive: number;
  cardsSold: number;
  totalRevenue: number;
  totalRedemptions: number;
  refundedCents: number;
  raisedCents: number;
  /** Internal: which nonprofit's payouts this campaign's share is paid from. */
  nonprofitId: number;
}

/**
 * Each campaign of the restaurant with its sales and redemptions, from its running totals
 * (campaign_totals, kept by triggers in the same transaction as each card and redemption): one
 * row per campaign, never a card or redemption, whatever the size of the platform. Sales are net
 * of refunds: a refunded card is not sold, its money not revenue, its share not raised. The
 * restaurant's totals are these rows summed (restaurantReport).
 */
export function reportCampaignStats(db: Db, restaurantId: number): CampaignStatRow[] {
  return db.$client
    .prepare(
      `SELECT c.id AS campaignId, c.nonprofit_name AS nonprofitName, c.short_code AS shortCode, c.start_date AS startDate,
              c.end_date AS endDate, c.status AS status, c.is_active AS isActive,
              coalesce(t.cards_sold - t.cards_refunded, 0) AS cardsSold,
              coalesce(t.revenue - t.refunded, 0) AS totalRevenue,
              coalesce(t.redemptions, 0) AS totalRedemptions,
              coalesce(t.refunded, 0) AS refundedCents,
              coalesce(t.nonprofit_share, 0) AS raisedCents,
              c.nonprofit_id AS nonprofitId
         FROM campaigns c
         LEFT JOIN campaign_totals t ON t.campaign_id = c.id
        WHERE c.restaurant_id = ?
        ORDER BY c.created_at DESC, c.id DESC`,
    )
    .all(restaurantId) as CampaignStatRow[];
}

export interface RecentPurchaseRow {
  id: number;
  customerName: string;
  customerEmail: string;
  nonprofitName: string;
  purchaseDate: string;
  cardPrice: number;
  status: 'active' | 'refunded' | 'on_hold';
}

/** What each of these nonprofits has been paid, from the ledger's payout rows (on their index). */
export function reportPaidByNonprofit(db: Db, nonprofitIds: number[]): Map<number, number> {
  const paid = new Map<number, number>();
  const statement = db.$client.prepare<[number], { paid: number | null }>(
    "SELECT -sum(amount_cents) AS paid FROM ledger_entries WHERE nonprofit_id = ? AND kind = 'payout'",
  );
  for (const id of new Set(nonprofitIds)) paid.set(id, statement.get(id)?.paid ?? 0);
  return paid;
}

export function reportRecentPurchases(db: Db, restaurantId: number): RecentPurchaseRow[] {
  return db.$client
    .prepare(
      `SELECT id, customer_name AS customerName, customer_email AS customerEmail, nonprofit_name AS nonprofitName,
              purchase_date AS purchaseDate, amount_paid AS cardPrice, status
         FROM cards WHERE restaurant_id = ?
        ORDER BY purchase_date DESC, id DESC LIMIT ?`,
    )
    .all(restaurantId, RECENT_PURCHASES_LIMIT) as RecentPurchaseRow[];
}

/** The report's redemption analytics: one restaurant's live (not undone) redemptions, on its indexes. */
export function reportRedemptionAnalytics(db: Db, restaurantId: number, since: string) {
  const sqlite = db.$client;
  const byLocation = sqlite
    .prepare(
      // No location (a six-digit code no tablet checked) is null: the portal names it in the person's language.
      `SELECT l.name AS locationName, count(*) AS count
         FROM redemptions r LEFT JOIN locations l ON l.id = coalesce(r.verified_location_id, r.location_id)
        WHERE r.restaurant_id = ? AND r.undone_at IS NULL
        GROUP BY coalesce(r.verified_location_id, r.location_id) ORDER BY count DESC, locationName IS NULL, locationName LIMIT ?`,
    )
    .all(restaurantId, MAX_LOCATIONS + 1) as Array<{ locationName: string | null; count: number }>;
  const byDay = sqlite
    .prepare(
      `SELECT substr(r.redeemed_at, 1, 10) AS day, count(*) AS count
         FROM redemptions r WHERE r.restaurant_id = ? AND r.redeemed_at >= ? AND r.undone_at IS NULL
        GROUP BY day ORDER BY day LIMIT ?`,
    )
    .all(restaurantId, since, REPORT_DAYS_MAX) as Array<{ day: string; count: number }>;
  const byOffer = sqlite
    .prepare(
      `SELECT o.offer_type AS offerType, count(*) AS count
         FROM redemptions r JOIN card_offers o ON o.id = r.offer_id
        WHERE r.restaurant_id = ? AND r.undone_at IS NULL
        GROUP BY o.offer_type ORDER BY count DESC, offerType LIMIT ?`,
    )
    .all(restaurantId, REPORT_GROUPS_MAX) as Array<{ offerType: string; count: number }>;
  const conflicts = sqlite
    .prepare(
      `SELECT o.offer_type AS offerType, r.customer_name AS customerName, s.scanned_at AS scannedAt, sl.name AS scannedAtLocation,
              ${USED_AT_SQL} AS usedAt, coalesce(ul.name, s.held_location) AS usedAtLocation
         FROM kiosk_scans s
         JOIN redemptions r ON r.id = s.redemption_id
         JOIN card_offers o ON o.id = r.offer_id
         LEFT JOIN locations sl ON sl.id = s.location_id
         LEFT JOIN locations ul ON ul.id = coalesce(r.verified_location_id, r.location_id)
        WHERE s.restaurant_id = ? AND s.status = 'duplicate'
        ORDER BY s.scanned_at DESC LIMIT ?`,
    )
    .all(restaurantId, OFFLINE_CONFLICTS_MAX) as Array<{
    offerType: string;
    customerName: string;
    scannedAt: string;
    scannedAtLocation: string | null;
    usedAt: string;
    usedAtLocation: string | null;
  }>;
  return { byLocation, byDay, byOffer, conflicts };
}
