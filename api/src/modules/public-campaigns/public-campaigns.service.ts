import { toDateOnly } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../types.d.ts';
import { isOnSale } from './on-sale.ts';
import {
  findCampaignWithPartnersBySlug,
  listLiveCampaigns,
  listOffersOfCampaign,
  type CampaignRow,
  type LiveCampaignRow,
} from './public-campaigns.queries.ts';

/** Every campaign on sale as the list shows it, newest first: one query, however many there are. */
export function activeCampaigns(db: Db, now: Date = new Date()): LiveCampaignRow[] {
  return listLiveCampaigns(db, toDateOnly(now));
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

/** A campaign's page: the campaign with its partners and totals, its offers, and whether it sells now. */
export interface CampaignPage {
  row: NonNullable<ReturnType<typeof findCampaignWithPartnersBySlug>>;
  offers: ReturnType<typeof listOffersOfCampaign>;
  onSale: boolean;
}

/** Two queries: the campaign with its partners, then its offers. */
export function campaignPage(db: Db, slug: string, viewer: AuthUser | undefined, now: Date = new Date()): CampaignPage {
  const row = findCampaignWithPartnersBySlug(db, slug);
  if (!row || !visibleTo(row.campaign, viewer)) throw notFound('Campaign');
  return { row, offers: listOffersOfCampaign(db, row.campaign.id), onSale: isOnSale(row.campaign, row.restaurant, now) };
}
