import { sellerDisplayName, type LeaderboardEntry, type SellerSignUpResponse, type SellerStatsResponse } from '@dealcard/shared';
import { firstNameOf } from '../cards/cards.presenter.ts';
import type { SellerTotalsRow } from './sellers.queries.ts';
import { shareUrlOf, type SellerStats, type signUpSeller } from './sellers.service.ts';

/** On a leaderboard a seller is a first name and a last initial. */
export function presentLeaderboardEntry(row: SellerTotalsRow): LeaderboardEntry {
  return { displayName: sellerDisplayName(row.name), cardsSold: row.cardsSold, raisedCents: row.raisedCents };
}

/** The answer to a sign-up: the code and the link to share (the stats link goes only by e-mail). */
export function presentSellerSignUp(
  { seller, campaignSlug }: Awaited<ReturnType<typeof signUpSeller>>,
  siteUrl: string,
): SellerSignUpResponse {
  return { seller: { code: seller.code, shareUrl: shareUrlOf(siteUrl, campaignSlug, seller.code) } };
}

export function presentSellerStats(stats: SellerStats, siteUrl: string): SellerStatsResponse {
  const { seller, campaign } = stats;
  return {
    seller: {
      displayName: sellerDisplayName(seller.name),
      code: seller.code,
      shareUrl: shareUrlOf(siteUrl, campaign.slug, seller.code),
    },
    campaign: { slug: campaign.slug, nonprofitName: campaign.nonprofitName, isLive: stats.isLive },
    cardsSold: stats.totals.cardsSold,
    raisedCents: stats.totals.raisedCents,
    rank: stats.rank,
    recentSales: stats.recentSales.map((s) => ({
      buyerFirstName: firstNameOf(s.customerName),
      purchaseDate: s.purchaseDate,
      refunded: s.refunded,
    })),
  };
}
