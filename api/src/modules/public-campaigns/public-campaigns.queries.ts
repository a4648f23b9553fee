import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { campaignOffers, campaigns, nonprofits, restaurants } from '../../db/schema/index.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignOfferRow = typeof campaignOffers.$inferSelect;
export type RestaurantRow = typeof restaurants.$inferSelect;
export type NonprofitRow = typeof nonprofits.$inferSelect;

/** Live means approved by an administrator and switched on: the only campaigns that sell cards. */
const isLive = and(eq(campaigns.status, 'approved'), eq(campaigns.isActive, 1));

/** The public campaign pages' statements, prepared once per database handle (db/prepared.ts). */
const statements = preparedPerDb((db) => ({
  /** One indexed query (campaigns_status_active_idx). */
  liveCampaigns: db.select().from(campaigns).where(isLive).orderBy(desc(campaigns.createdAt), desc(campaigns.id)).prepare(),
  /** The offers of every live campaign in one query, whatever the number of campaigns. */
  liveCampaignOffers: db
    .select({ offer: campaignOffers })
    .from(campaignOffers)
    .innerJoin(campaigns, eq(campaigns.id, campaignOffers.campaignId))
    .where(isLive)
    .orderBy(asc(campaignOffers.campaignId), asc(campaignOffers.sortOrder), asc(campaignOffers.id))
    .prepare(),
  /** A campaign with its restaurant and nonprofit, in one query. */
  campaignWithPartnersBySlug: db
    .select({ campaign: campaigns, restaurant: restaurants, nonprofit: nonprofits })
    .from(campaigns)
    .leftJoin(restaurants, eq(restaurants.id, campaigns.restaurantId))
    .leftJoin(nonprofits, eq(nonprofits.id, campaigns.nonprofitId))
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

export function listLiveCampaigns(db: Db): CampaignRow[] {
  return statements(db).liveCampaigns.all();
}

export function listLiveCampaignOffers(db: Db): CampaignOfferRow[] {
  return statements(db)
    .liveCampaignOffers.all()
    .map((r) => r.offer);
}

export function findCampaignWithPartnersBySlug(db: Db, slug: string) {
  return statements(db).campaignWithPartnersBySlug.get({ slug });
}

export function findCampaignBySlug(db: Tx, slug: string): CampaignRow | undefined {
  return db.select().from(campaigns).where(eq(campaigns.slug, slug)).get();
}

export function listOffersOfCampaign(db: Db, campaignId: number): CampaignOfferRow[] {
  return statements(db).offersOfCampaign.all({ campaignId });
}
