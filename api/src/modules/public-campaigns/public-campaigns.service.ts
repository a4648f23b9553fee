import type { ActiveCampaignsResponse, CampaignDetailResponse } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../types.d.ts';
import { presentPublicCampaign, presentPublicNonprofit, presentPublicRestaurant } from './public-campaigns.presenter.ts';
import {
  findCampaignWithPartnersBySlug,
  listLiveCampaignOffers,
  listLiveCampaigns,
  listOffersOfCampaign,
  type CampaignOfferRow,
  type CampaignRow,
} from './public-campaigns.queries.ts';

/** Two queries however many campaigns and offers there are. */
export function activeCampaigns(db: Db): ActiveCampaignsResponse {
  const rows = listLiveCampaigns(db);
  const offersByCampaign = new Map<number, CampaignOfferRow[]>();
  for (const offer of listLiveCampaignOffers(db)) {
    const list = offersByCampaign.get(offer.campaignId);
    if (list) list.push(offer);
    else offersByCampaign.set(offer.campaignId, [offer]);
  }
  return { campaigns: rows.map((c) => presentPublicCampaign(c, offersByCampaign.get(c.id) ?? [])) };
}

/**
 * Approved campaigns (running or paused) are public: a paused one shows "no longer active" rather
 * than vanishing from links already shared. Pending, rejected and archived ones are seen only by a
 * superadmin and the restaurant's owner, who preview them from the back office.
 */
function visibleTo(campaign: CampaignRow, viewer: AuthUser | undefined): boolean {
  if (campaign.status === 'approved') return true;
  if (!viewer) return false;
  if (viewer.role === 'superadmin') return true;
  return viewer.role === 'restaurant_owner' && viewer.restaurantId === campaign.restaurantId;
}

/** Two queries: the campaign with its partners, then its offers. */
export function campaignBySlug(db: Db, slug: string, viewer: AuthUser | undefined): CampaignDetailResponse {
  const row = findCampaignWithPartnersBySlug(db, slug);
  if (!row || !visibleTo(row.campaign, viewer)) throw notFound('Campaign');
  const offers = listOffersOfCampaign(db, row.campaign.id);
  return {
    campaign: presentPublicCampaign(row.campaign, offers),
    restaurant: row.restaurant ? presentPublicRestaurant(row.restaurant) : null,
    nonprofit: row.nonprofit ? presentPublicNonprofit(row.nonprofit) : null,
  };
}
