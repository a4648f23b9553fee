import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';

export type RestaurantRow = typeof restaurants.$inferSelect;

export function findRestaurant(db: Tx, id: number): RestaurantRow | undefined {
  return db.select().from(restaurants).where(eq(restaurants.id, id)).get();
}

export function listRestaurants(db: Tx): RestaurantRow[] {
  return db.select().from(restaurants).orderBy(asc(restaurants.id)).all();
}

export function insertRestaurant(db: Tx, values: typeof restaurants.$inferInsert): RestaurantRow {
  return db.insert(restaurants).values(values).returning().get();
}

export function updateRestaurant(db: Tx, id: number, values: Partial<typeof restaurants.$inferInsert>): RestaurantRow | undefined {
  return db.update(restaurants).set(values).where(eq(restaurants.id, id)).returning().get();
}

interface TotalsRow {
  cardsSold: number;
  revenue: number;
}

/** Cards and redemptions carry restaurant_id, so every figure is one indexed aggregate. */
export function reportTotals(db: Db, restaurantId: number) {
  const cards = db.$client
    .prepare('SELECT count(*) AS cardsSold, coalesce(sum(amount_paid), 0) AS revenue FROM cards WHERE restaurant_id = ?')
    .get(restaurantId) as TotalsRow;
  const redeemed = db.$client
    .prepare('SELECT count(*) AS n FROM redemptions WHERE restaurant_id = ?')
    .get(restaurantId) as { n: number };
  return { totalCardsSold: cards.cardsSold, totalRevenue: cards.revenue, totalRedemptions: redeemed.n };
}

export interface CampaignStatRow {
  campaignId: number;
  nonprofitName: string;
  status: string;
  isActive: number;
  cardsSold: number;
  totalRevenue: number;
  totalRedemptions: number;
}

export function reportCampaignStats(db: Db, restaurantId: number): CampaignStatRow[] {
  return db.$client
    .prepare(
      `SELECT c.id AS campaignId, c.nonprofit_name AS nonprofitName, c.status AS status, c.is_active AS isActive,
              coalesce(s.cards_sold, 0) AS cardsSold, coalesce(s.revenue, 0) AS totalRevenue,
              coalesce(r.redemptions, 0) AS totalRedemptions
         FROM campaigns c
         LEFT JOIN (SELECT campaign_id, count(*) AS cards_sold, sum(amount_paid) AS revenue
                      FROM cards WHERE restaurant_id = @rid GROUP BY campaign_id) s ON s.campaign_id = c.id
         LEFT JOIN (SELECT campaign_id, count(*) AS redemptions
                      FROM redemptions WHERE restaurant_id = @rid GROUP BY campaign_id) r ON r.campaign_id = c.id
        WHERE c.restaurant_id = @rid
        ORDER BY c.created_at DESC, c.id DESC`,
    )
    .all({ rid: restaurantId }) as CampaignStatRow[];
}

export interface RecentPurchaseRow {
  id: number;
  customerName: string;
  customerEmail: string;
  nonprofitName: string;
  purchaseDate: string;
  cardPrice: number;
}

export const RECENT_PURCHASES_LIMIT = 20;

export function reportRecentPurchases(db: Db, restaurantId: number): RecentPurchaseRow[] {
  return db.$client
    .prepare(
      `SELECT id, customer_name AS customerName, customer_email AS customerEmail, nonprofit_name AS nonprofitName,
              purchase_date AS purchaseDate, amount_paid AS cardPrice
         FROM cards WHERE restaurant_id = ?
        ORDER BY purchase_date DESC, id DESC LIMIT ?`,
    )
    .all(restaurantId, RECENT_PURCHASES_LIMIT) as RecentPurchaseRow[];
}
