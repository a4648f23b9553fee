import type { RosterImportResponse, RosterResponse, RosterSellerCreated, Language } from '@dealcard/shared';
import type { SellerRow, SellerTotalsRow } from '../sellers/sellers.queries.ts';
import { shareUrlOf, statsUrlOf } from '../sellers/sellers.service.ts';
import { currentStatsToken, statsTokenOf, type StatsLinkKey } from '../sellers/stats-link.ts';
import type { RosterImportResult, rosterOf } from './roster.service.ts';

/**
 * The roster with each seller's links. A stats link is shown when the server can make it again
 * (null for one e-mailed before links were kept hashed: "make a new link" gives one).
 */
export function presentRoster(roster: ReturnType<typeof rosterOf>, siteUrl: string, key: StatsLinkKey): RosterResponse {
  const slug = roster.campaign.slug;
  const statsUrl = (s: SellerTotalsRow) => {
    const token = currentStatsToken(key, { code: s.code, statsLinkGen: s.statsLinkGen, statsTokenHash: s.statsTokenHash });
    return token === null ? null : statsUrlOf(siteUrl, token);
  };
  return {
    sellers: roster.sellers.map((s: SellerTotalsRow) => ({
      id: s.sellerId,
      name: s.name,
      team: s.team,
      email: s.email,
      code: s.code,
      shareUrl: shareUrlOf(siteUrl, slug, s.code),
      statsUrl: statsUrl(s),
      showOnLeaderboard: s.showOnLeaderboard === 1,
      cardsSold: s.cardsSold,
      raisedCents: s.raisedCents,
    })),
    teams: roster.teams,
  };
}

export function presentRosterSeller(
  seller: SellerRow,
  campaignSlug: string,
  siteUrl: string,
  key: StatsLinkKey,
): RosterSellerCreated {
  return {
    seller: {
      id: seller.id,
      code: seller.code,
      shareUrl: shareUrlOf(siteUrl, campaignSlug, seller.code),
      statsUrl: statsUrlOf(siteUrl, statsTokenOf(key, seller.code, seller.statsLinkGen)),
    },
  };
}

/** Each bad row with its message in the reader's language. */
export function presentRosterImport(result: RosterImportResult, language: Language): RosterImportResponse {
  return {
    added: result.added,
    rows: result.rows,
    errors: result.errors.map((e) => ({ row: e.row, error: e.message[language] })),
    queuedEmails: result.queuedEmails,
  };
}
