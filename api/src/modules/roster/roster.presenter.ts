import type { RosterImportResponse, RosterResponse, RosterSellerCreated, Language } from '@dealcard/shared';
import type { SellerRow, SellerTotalsRow } from '../sellers/sellers.queries.ts';
import { shareUrlOf, statsUrlOf } from '../sellers/sellers.service.ts';
import type { RosterImportResult, rosterOf } from './roster.service.ts';

export function presentRoster(roster: ReturnType<typeof rosterOf>, siteUrl: string): RosterResponse {
  const slug = roster.campaign.slug;
  return {
    sellers: roster.sellers.map((s: SellerTotalsRow) => ({
      id: s.sellerId,
      name: s.name,
      team: s.team,
      email: s.email,
      code: s.code,
      shareUrl: shareUrlOf(siteUrl, slug, s.code),
      statsUrl: statsUrlOf(siteUrl, s.statsToken),
      showOnLeaderboard: s.showOnLeaderboard === 1,
      cardsSold: s.cardsSold,
      raisedCents: s.raisedCents,
    })),
    teams: roster.teams,
  };
}

export function presentRosterSeller(seller: SellerRow, campaignSlug: string, siteUrl: string): RosterSellerCreated {
  return {
    seller: {
      id: seller.id,
      code: seller.code,
      shareUrl: shareUrlOf(siteUrl, campaignSlug, seller.code),
      statsUrl: statsUrlOf(siteUrl, seller.statsToken),
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
