// The public campaign list and pages as they are served: presented once, serialized and gzipped
// once, and kept in memory for a few seconds (docs/decisions/008-active-list-cache.md).
import {
  ACTIVE_CAMPAIGNS_PAGE_SIZE,
  type ActiveCampaign,
  type ActiveCampaignsResponse,
  type CampaignDetailResponse,
} from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { JsonCache, serializeJson, type CachedJson } from '../../http/cached-json.ts';
import type { AuthUser } from '../../types.d.ts';
import { presentActiveCampaign, presentCampaignPage } from './public-campaigns.presenter.ts';
import { activeCampaigns, campaignPage } from './public-campaigns.service.ts';

/** Page `page` (from 1) of the list; past the last page it is empty. */
export function activeCampaignsPage(
  all: readonly ActiveCampaign[],
  page: number,
  pageSize = ACTIVE_CAMPAIGNS_PAGE_SIZE,
): ActiveCampaignsResponse {
  const start = (page - 1) * pageSize;
  return { campaigns: all.slice(start, start + pageSize), nextPage: start + pageSize < all.length ? page + 1 : null };
}

/**
 * How long the public campaign list and pages are served from memory before they are read again.
 * A campaign approved, paused, resumed or edited appears on the home page and its own page within
 * this time (docs/decisions/008-active-list-cache.md), and so does what a sale or a refund moves
 * (raised, cards sold): the fundraising thermometer is at most this late.
 */
export const PUBLIC_CAMPAIGN_CACHE_TTL_MS = 5_000;
/**
 * Campaign pages kept at most (about 4 KB each with their gzip, so 8 MB at most). Sized above the
 * live campaigns a large platform has (809 approved at the scale seed): at 500, visits spread over
 * all of them kept evicting pages and rebuilding them (query, JSON, gzip, hash) on a third of calls.
 */
export const CAMPAIGN_PAGE_CACHE_ENTRIES = 2_000;

export interface PublicCampaignPages {
  /**
   * A page of GET /api/campaigns/active. The list is read once per lifetime and every page of it
   * is serialized and gzipped at most once per lifetime, from that same read.
   */
  active(page: number): CachedJson<ActiveCampaignsResponse>;
  /**
   * GET /api/campaigns/:slug. An approved campaign is the same for every viewer, so its page is
   * cached; any other (pending, rejected, archived: only a superadmin or its owner sees it) is
   * answered fresh, as a plain response, every time.
   */
  bySlug(
    slug: string,
    viewer: AuthUser | undefined,
  ): { cached: CachedJson<CampaignDetailResponse> } | { fresh: CampaignDetailResponse };
  /** How many campaign pages are held. */
  cachedPages(): number;
  /** How many pages of the list are held. */
  cachedListPages(): number;
}

/** One read of the list and the pages serialized from it, all dropped together when it expires. */
interface ListSnapshot {
  campaigns: ActiveCampaign[];
  expiresAt: number;
  /** The last page that has campaigns (1 when there are none). */
  lastPage: number;
  /** By page number; `lastPage + 1` holds the one empty body every page past the end shares. */
  pages: Map<number, CachedJson<ActiveCampaignsResponse>>;
}

export function createPublicCampaignPages(
  db: Db,
  options: { ttlMs?: number; now?: () => number; maxPages?: number; listPageSize?: number } = {},
): PublicCampaignPages {
  const ttlMs = options.ttlMs ?? PUBLIC_CAMPAIGN_CACHE_TTL_MS;
  const now = options.now ?? (() => Date.now());
  const pageSize = options.listPageSize ?? ACTIVE_CAMPAIGNS_PAGE_SIZE;
  const pages = new JsonCache<string, CampaignDetailResponse>({
    ttlMs,
    maxEntries: options.maxPages ?? CAMPAIGN_PAGE_CACHE_ENTRIES,
    now: options.now,
  });
  let list: ListSnapshot | undefined;

  function freshList(): ListSnapshot {
    if (list && list.expiresAt > now()) return list;
    const campaigns = activeCampaigns(db).map(presentActiveCampaign);
    list = {
      campaigns,
      expiresAt: now() + ttlMs,
      lastPage: Math.max(1, Math.ceil(campaigns.length / pageSize)),
      pages: new Map(),
    };
    return list;
  }

  return {
    active(page) {
      const snapshot = freshList();
      // Every page past the end is the same empty body under one key, so made-up page numbers
      // cannot grow the cache: it holds at most lastPage + 1 bodies.
      const key = Math.min(page, snapshot.lastPage + 1);
      let body = snapshot.pages.get(key);
      if (!body) {
        body = serializeJson(activeCampaignsPage(snapshot.campaigns, key, pageSize), snapshot.expiresAt);
        snapshot.pages.set(key, body);
      }
      return body;
    },
    bySlug(slug, viewer) {
      const hit = pages.fresh(slug);
      if (hit) return { cached: hit };
      const found = campaignPage(db, slug, viewer);
      const page = presentCampaignPage(found);
      return found.row.campaign.status === 'approved' ? { cached: pages.put(slug, page) } : { fresh: page };
    },
    cachedPages: () => pages.size,
    cachedListPages: () => (list && list.expiresAt > now() ? list.pages.size : 0),
  };
}
