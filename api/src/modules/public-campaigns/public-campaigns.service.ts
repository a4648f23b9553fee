import type { ActiveCampaignsResponse, CampaignDetailResponse } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { JsonCache, type CachedJson } from '../../http/cached-json.ts';
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

type CampaignWithPartners = NonNullable<ReturnType<typeof findCampaignWithPartnersBySlug>>;

function presentCampaignPage(db: Db, row: CampaignWithPartners): CampaignDetailResponse {
  const offers = listOffersOfCampaign(db, row.campaign.id);
  return {
    campaign: presentPublicCampaign(row.campaign, offers),
    restaurant: row.restaurant ? presentPublicRestaurant(row.restaurant) : null,
    nonprofit: row.nonprofit ? presentPublicNonprofit(row.nonprofit) : null,
  };
}

/** Two queries: the campaign with its partners, then its offers. */
export function campaignBySlug(db: Db, slug: string, viewer: AuthUser | undefined): CampaignDetailResponse {
  const row = findCampaignWithPartnersBySlug(db, slug);
  if (!row || !visibleTo(row.campaign, viewer)) throw notFound('Campaign');
  return presentCampaignPage(db, row);
}

/**
 * How long the public campaign list and pages are served from memory before they are read again.
 * A campaign approved, paused, resumed or edited appears on the home page and its own page within
 * this time (docs/decisions/008-active-list-cache.md); purchases and redemptions do not change
 * these bodies (offers show their campaign quantities, not what is left on cards).
 */
export const PUBLIC_CAMPAIGN_CACHE_TTL_MS = 5_000;
/** Campaign pages kept at most (about 3 KB each with their gzip): the busiest slugs stay. */
export const CAMPAIGN_PAGE_CACHE_ENTRIES = 500;

export interface PublicCampaignPages {
  /** GET /api/campaigns/active, serialized and gzipped at most once per lifetime. */
  active(): CachedJson;
  /**
   * GET /api/campaigns/:slug. An approved campaign is the same for every viewer, so its page is
   * cached; any other (pending, rejected, archived: only a superadmin or its owner sees it) is
   * answered fresh, as a plain response, every time.
   */
  bySlug(slug: string, viewer: AuthUser | undefined): { cached: CachedJson } | { fresh: CampaignDetailResponse };
  /** How many campaign pages are held. */
  cachedPages(): number;
}

export function createPublicCampaignPages(
  db: Db,
  options: { ttlMs?: number; now?: () => number; maxPages?: number } = {},
): PublicCampaignPages {
  const ttlMs = options.ttlMs ?? PUBLIC_CAMPAIGN_CACHE_TTL_MS;
  const list = new JsonCache<'active'>({ ttlMs, maxEntries: 1, now: options.now });
  const pages = new JsonCache<string>({ ttlMs, maxEntries: options.maxPages ?? CAMPAIGN_PAGE_CACHE_ENTRIES, now: options.now });
  return {
    active: () => list.get('active', () => activeCampaigns(db)),
    bySlug(slug, viewer) {
      const hit = pages.fresh(slug);
      if (hit) return { cached: hit };
      const row = findCampaignWithPartnersBySlug(db, slug);
      if (!row || !visibleTo(row.campaign, viewer)) throw notFound('Campaign');
      const page = presentCampaignPage(db, row);
      return row.campaign.status === 'approved' ? { cached: pages.put(slug, page) } : { fresh: page };
    },
    cachedPages: () => pages.size,
  };
}
