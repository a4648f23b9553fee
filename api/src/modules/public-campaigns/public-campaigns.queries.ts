import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { campaignOffers, campaigns, campaignTotals, nonprofits, restaurants } from '../../db/schema/index.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignOfferRow = typeof campaignOffers.$inferSelect;
export type RestaurantRow = typeof restaurants.$inferSelect;
export type NonprofitRow = typeof nonprofits.$inferSelect;
export type CampaignTotalsRow = typeof campaignTotals.$inferSelect;

/**
 * On sale, as isOnSale (on-sale.ts) decides it for one campaign: approved and switched on, its
 * restaurant active, and `today` (YYYY-MM-DD) within its sales window. Only these sell cards.
 */
const isOnSaleSql = and(
  eq(campaigns.status, 'approved'),
  eq(campaigns.isActive, 1),
  sql`exists (select 1 from restaurants r where r.id = ${campaigns.restaurantId} and r.is_active = 1)`,
  sql`(${campaigns.startDate} is null or ${campaigns.startDate} <= ${sql.placeholder('today')})`,
  sql`(${campaigns.endDate} is null or ${campaigns.endDate} >= ${sql.placeholder('today')})`,
);

/** The public campaign pages' statements, prepared once per database handle (db/prepared.ts). */
const statements = preparedPerDb((db) => ({
  /**
   * The home page's list: every campaign on sale, newest first, with only the columns the list shows
   * and its offers' summed value. One query (campaigns_status_active_idx, then
   * campaign_offers_campaign_idx per campaign), whatever the number of campaigns and offers.
   */
  liveCampaigns: db
    .select({
      id: campaigns.id,
      slug: campaigns.slug,
      nonprofitName: campaigns.nonprofitName,
      description: campaigns.description,
      cardPrice: campaigns.cardPrice,
      expirationMonths: campaigns.expirationMonths,
      cardExpirationDate: campaigns.cardExpirationDate,
      // Spelled out with an alias: drizzle writes columns unqualified in a one-table select, and an
      // unqualified "id" inside the subquery would be the offer's own id.
      totalValue:
        sql<number>`coalesce((select sum(o.quantity * o.retail_value) from campaign_offers o where o.campaign_id = campaigns.id), 0)`.mapWith(
          Number,
        ),
      raisedCents:
        sql<number>`coalesce((select t.nonprofit_share from campaign_totals t where t.campaign_id = campaigns.id), 0)`.mapWith(
          Number,
        ),
    })
    .from(campaigns)
    .where(isOnSaleSql)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .prepare(),
  /** A campaign with its restaurant, nonprofit and running totals, in one query. */
  campaignWithPartnersBySlug: db
    .select({ campaign: campaigns, restaurant: restaurants, nonprofit: nonprofits, totals: campaignTotals })
    .from(campaigns)
    .leftJoin(restaurants, eq(restaurants.id, campaigns.restaurantId))
    .leftJoin(nonprofits, eq(nonprofits.id, campaigns.nonprofitId))
    .leftJoin(campaignTotals, eq(campaignTotals.campaignId, campaigns.id))
    .where(eq(campaigns.slug, sql.placeholder('slug')))
    .prepare(),
  /** One campaign's offers in order (campaign_offers by campaign_id). */
  offersOfCampaign: db
    .select()
    .from(campaignOffers)
    .where(eq(campaignOffers.campaignId, sql.placeholder('campaignId')))
    .orderBy(asc(campaignOffers.sortOrder), asc(campaignOffers.id))
    .prepare(),
}));

export type LiveCampaignRow = ReturnType<ReturnType<typeof statements>['liveCampaigns']['all']>[number];

/** Every campaign on sale on `today` (YYYY-MM-DD), in the list's order, with the list's columns only. */
export function listLiveCampaigns(db: Db, today: string): LiveCampaignRow[] {
  return statements(db).liveCampaigns.all({ today });
}

export function findCampaignWithPartnersBySlug(db: Db, slug: string) {
  return statements(db).campaignWithPartnersBySlug.get({ slug });
}

/** The same by id, for pages that reach a campaign through something else (a seller, a nonprofit). */
export function findCampaignWithPartnersById(db: Db, id: number) {
  return db
    .select({ campaign: campaigns, restaurant: restaurants, nonprofit: nonprofits, totals: campaignTotals })
    .from(campaigns)
    .leftJoin(restaurants, eq(restaurants.id, campaigns.restaurantId))
    .leftJoin(nonprofits, eq(nonprofits.id, campaigns.nonprofitId))
    .leftJoin(campaignTotals, eq(campaignTotals.campaignId, campaigns.id))
    .where(eq(campaigns.id, id))
    .get();
}

export function listOffersOfCampaign(db: Db, campaignId: number): CampaignOfferRow[] {
  return statements(db).offersOfCampaign.all({ campaignId });
}
