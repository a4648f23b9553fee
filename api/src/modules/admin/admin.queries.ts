import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { ReportQuery } from '../../db/report-reader.ts';
import { nonprofits, restaurants } from '../../db/schema/index.ts';

export function selectRestaurants(db: Tx) {
  return db.select().from(restaurants).orderBy(asc(restaurants.name), asc(restaurants.id)).all();
}

export function selectRestaurant(db: Tx, id: number) {
  return db.select().from(restaurants).where(eq(restaurants.id, id)).get();
}

export function selectNonprofits(db: Tx) {
  return db.select().from(nonprofits).orderBy(asc(nonprofits.name), asc(nonprofits.id)).all();
}

/**
 * One row per restaurant from aggregates only. Cards are grouped by campaign over the covering
 * index (campaign_id, amount_paid), then summed per restaurant; redemptions are counted per
 * restaurant over an index that holds restaurant_id. No card or redemption row reaches
 * JavaScript. Unfiltered, it reads every card's and every redemption's index entry (about 250 ms
 * at 1,000,000 cards), so it runs through the report reader (db/report-reader.ts), off the event
 * loop.
 */
export function restaurantStatsQuery(restaurantId: number | undefined): ReportQuery {
  const filtered = restaurantId !== undefined;
  const sql = `
    WITH campaign_sales AS (
      SELECT campaign_id, COUNT(*) AS cards, SUM(amount_paid) AS revenue
      FROM cards
      WHERE ${filtered ? 'campaign_id IN (SELECT id FROM campaigns WHERE restaurant_id = ?)' : '1 = 1'}
      GROUP BY campaign_id
    ),
    restaurant_campaigns AS (
      SELECT c.restaurant_id,
             COUNT(*) AS campaigns,
             COALESCE(SUM(s.cards), 0) AS cards,
             COALESCE(SUM(s.revenue), 0) AS revenue
      FROM campaigns c
      LEFT JOIN campaign_sales s ON s.campaign_id = c.id
      GROUP BY c.restaurant_id
    ),
    restaurant_redemptions AS (
      SELECT restaurant_id, COUNT(*) AS redemptions
      FROM redemptions
      WHERE ${filtered ? 'restaurant_id = ?' : '1 = 1'}
      GROUP BY restaurant_id
    )
    SELECT r.id AS restaurantId,
           r.name AS restaurantName,
           COALESCE(rc.campaigns, 0) AS campaigns,
           COALESCE(rc.cards, 0) AS cardsSold,
           COALESCE(rc.revenue, 0) AS revenue,
           COALESCE(rr.redemptions, 0) AS redemptions
    FROM restaurants r
    LEFT JOIN restaurant_campaigns rc ON rc.restaurant_id = r.id
    LEFT JOIN restaurant_redemptions rr ON rr.restaurant_id = r.id
    WHERE ${filtered ? 'r.id = ?' : '1 = 1'}
    ORDER BY revenue DESC, r.name ASC
  `;
  return { sql, params: filtered ? [restaurantId, restaurantId, restaurantId] : [] };
}
