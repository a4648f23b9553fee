import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { campaignOffers, campaigns, nonprofits, restaurants } from '../../db/schema/index.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignOfferRow = typeof campaignOffers.$inferSelect;
export type RestaurantRow = typeof restaurants.$inferSelect;
export type NonprofitRow = typeof nonprofits.$inferSelect;

/** Live means approved by an administrator and switched on: the only campaigns that sell cards. */
const isLive = and(eq(campaigns.status, 'approved'), eq(campaigns.isActive, 1));

/** One indexed query (campaigns_status_active_idx). */
export function listLiveCampaigns(db: Tx): CampaignRow[] {
  return db.select().from(campaigns).where(isLive).orderBy(desc(campaigns.createdAt), desc(campaigns.id)).all();
}

/** The offers of every live campaign in one query, whatever the number of campaigns. */
export function listLiveCampaignOffers(db: Tx): CampaignOfferRow[] {
  return db
    .select({ offer: campaignOffers })
    .from(campaignOffers)
    .innerJoin(campaigns, eq(campaigns.id, campaignOffers.campaignId))
    .where(isLive)
    .orderBy(asc(campaignOffers.campaignId), asc(campaignOffers.sortOrder), asc(campaignOffers.id))
    .all()
    .map((r) => r.offer);
}

/** A campaign with its restaurant and nonprofit, in one query. */
export function findCampaignWithPartnersBySlug(db: Tx, slug: string) {
  return db
    .select({ campaign: campaigns, restaurant: restaurants, nonprofit: nonprofits })
    .from(campaigns)
    .leftJoin(restaurants, eq(restaurants.id, campaigns.restaurantId))
    .leftJoin(nonprofits, eq(nonprofits.id, campaigns.nonprofitId))
    .where(eq(campaigns.slug, slug))
    .get();
}

export function findCampaignBySlug(db: Tx, slug: string): CampaignRow | undefined {
  return db.select().from(campaigns).where(eq(campaigns.slug, slug)).get();
}

export function listOffersOfCampaigns(db: Tx, campaignIds: number[]): CampaignOfferRow[] {
  if (!campaignIds.length) return [];
  return db
    .select()
    .from(campaignOffers)
    .where(inArray(campaignOffers.campaignId, campaignIds))
    .orderBy(asc(campaignOffers.campaignId), asc(campaignOffers.sortOrder), asc(campaignOffers.id))
    .all();
}
