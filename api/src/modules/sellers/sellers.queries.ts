import { MAX_SELLERS_PER_CAMPAIGN } from '@dealcard/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cardRaisedSql } from '../../db/nonprofit-share.ts';
import { sellers } from '../../db/schema/index.ts';
import { hashStatsToken } from './stats-link.ts';

export type SellerRow = typeof sellers.$inferSelect;

/** What a card sold through a seller raised, net of refunds. */
const RAISED = cardRaisedSql('c');
/** A refunded card is no longer sold; a partly refunded one still is. */
const SOLD = "c.status != 'refunded'";

export function findSellerByEmail(db: Tx, campaignId: number, email: string): SellerRow | undefined {
  return db
    .select()
    .from(sellers)
    .where(and(eq(sellers.campaignId, campaignId), eq(sellers.email, email)))
    .get();
}

export function findSellerByCode(db: Tx, code: string): SellerRow | undefined {
  return db.select().from(sellers).where(eq(sellers.code, code)).get();
}

/** The seller whose stats link this is: only the token's hash is kept. */
export function findSellerByToken(db: Tx, token: string): SellerRow | undefined {
  return db
    .select()
    .from(sellers)
    .where(eq(sellers.statsTokenHash, hashStatsToken(token)))
    .get();
}

export function updateSellerStatsLink(db: Tx, sellerId: number, link: { statsLinkGen: number; statsTokenHash: string }): void {
  db.update(sellers).set(link).where(eq(sellers.id, sellerId)).run();
}

export function insertSeller(db: Tx, values: typeof sellers.$inferInsert): SellerRow {
  return db.insert(sellers).values(values).returning().get();
}

export interface SellerTotalsRow {
  sellerId: number;
  name: string;
  email: string | null;
  team: string | null;
  code: string;
  statsTokenHash: string;
  statsLinkGen: number;
  showOnLeaderboard: number;
  campaignId: number;
  cardsSold: number;
  raisedCents: number;
}

/**
 * One campaign's sellers with what they sold, best first: by the sellers' index, then each seller's
 * cards on cards_seller_idx. `onlyShown` keeps those who agreed to the leaderboard and have sold.
 */
export function selectCampaignSellers(
  db: Db,
  campaignId: number,
  options: { onlyShown: boolean; limit?: number },
): SellerTotalsRow[] {
  return db.all<SellerTotalsRow>(sql`
    SELECT s.id AS sellerId, s.name, s.email, s.team, s.code, s.stats_token_hash AS statsTokenHash, s.stats_link_gen AS statsLinkGen, s.show_on_leaderboard AS showOnLeaderboard, s.campaign_id AS campaignId,
           count(c.id) AS cardsSold, coalesce(sum(${sql.raw(RAISED)}), 0) AS raisedCents
      FROM sellers s
      ${sql.raw(options.onlyShown ? 'JOIN' : 'LEFT JOIN')} cards c ON c.seller_id = s.id AND ${sql.raw(SOLD)}
     WHERE s.campaign_id = ${campaignId} ${sql.raw(options.onlyShown ? 'AND s.show_on_leaderboard = 1' : '')}
     GROUP BY s.id
     ORDER BY raisedCents DESC, cardsSold DESC, s.id ASC
     LIMIT ${options.limit ?? MAX_SELLERS_PER_CAMPAIGN}`);
}

export function countCampaignSellers(db: Tx, campaignId: number): number {
  return db.get<{ n: number }>(sql`SELECT count(*) AS n FROM sellers WHERE campaign_id = ${campaignId}`)!.n;
}

/** Every seller of one restaurant's campaigns, best first within each campaign. */
export function selectRestaurantSellers(db: Db, restaurantId: number): SellerTotalsRow[] {
  return db.all<SellerTotalsRow>(sql`
    SELECT s.id AS sellerId, s.name, s.email, s.team, s.code, s.stats_token_hash AS statsTokenHash, s.stats_link_gen AS statsLinkGen, s.show_on_leaderboard AS showOnLeaderboard, s.campaign_id AS campaignId,
           count(c.id) AS cardsSold, coalesce(sum(${sql.raw(RAISED)}), 0) AS raisedCents
      FROM campaigns cp
      JOIN sellers s ON s.campaign_id = cp.id
      LEFT JOIN cards c ON c.seller_id = s.id AND ${sql.raw(SOLD)}
     WHERE cp.restaurant_id = ${restaurantId}
     GROUP BY s.id
     ORDER BY s.campaign_id DESC, raisedCents DESC, cardsSold DESC, s.id ASC`);
}

export function selectSellerTotals(db: Db, sellerId: number): { cardsSold: number; raisedCents: number } {
  return db.get<{ cardsSold: number; raisedCents: number }>(sql`
    SELECT count(*) AS cardsSold, coalesce(sum(${sql.raw(RAISED)}), 0) AS raisedCents
      FROM cards c WHERE c.seller_id = ${sellerId} AND ${sql.raw(SOLD)}`);
}

/** The latest sales, refunded ones too (marked), so a seller sees what happened to a sale. */
export function selectRecentSales(db: Db, sellerId: number, limit: number) {
  return db
    .all<{ customerName: string; purchaseDate: string; refunded: number }>(
      sql`
    SELECT customer_name AS customerName, purchase_date AS purchaseDate, status = 'refunded' AS refunded
      FROM cards WHERE seller_id = ${sellerId}
     ORDER BY purchase_date DESC, id DESC LIMIT ${limit}`,
    )
    .map((row) => ({ ...row, refunded: row.refunded === 1 }));
}
