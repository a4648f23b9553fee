import type { CoordinatorDashboardResponse, NonprofitDashboardResponse } from '@dealcard/shared';
import { presentLeaderboardEntry } from '../sellers/sellers.presenter.ts';
import type { NonprofitDashboard, NonprofitResults } from './nonprofit-dashboard.service.ts';

/** What the nonprofit's link shows: its campaigns with their sellers, and its money. */
export function presentNonprofitDashboard(dashboard: NonprofitDashboard): NonprofitDashboardResponse {
  return { ...presentNonprofitResults(dashboard), expiresAt: dashboard.expiresAt };
}

/** The same, for the coordinator signed in (no link, so nothing expires). */
export function presentNonprofitResults(dashboard: NonprofitResults): CoordinatorDashboardResponse {
  const { nonprofit, earnedCents, paidCents, dueCents, cashHeldCents, cashShareCents, receivedCents } = dashboard;
  return {
    nonprofit: { id: nonprofit.id, name: nonprofit.name, logoUrl: nonprofit.logoUrl },
    campaigns: dashboard.campaigns.map(({ campaign, restaurant, totals, isLive, sellers, teams }) => ({
      campaignId: campaign.id,
      slug: campaign.slug,
      nonprofitName: campaign.nonprofitName,
      restaurantName: restaurant?.name ?? '',
      status: campaign.status,
      isLive,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      priceCents: campaign.cardPrice,
      raisedCents: totals?.nonprofitShare ?? 0,
      goalCents: campaign.goalCents,
      cardsSold: totals ? totals.cardsSold - totals.cardsRefunded : 0,
      sellers: sellers.map(presentLeaderboardEntry),
      teams,
    })),
    payouts: { earnedCents, paidCents, dueCents, cashHeldCents, cashShareCents, receivedCents },
  };
}
