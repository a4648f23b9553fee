import type { NonprofitDashboardResponse } from '@dealcard/shared';
import { presentLeaderboardEntry } from '../sellers/sellers.presenter.ts';
import type { NonprofitDashboard } from './nonprofit-dashboard.service.ts';

/** What the nonprofit's link shows: its campaigns with their sellers, and its money. */
export function presentNonprofitDashboard(dashboard: NonprofitDashboard): NonprofitDashboardResponse {
  const { nonprofit, earnedCents, paidCents } = dashboard;
  return {
    nonprofit: { id: nonprofit.id, name: nonprofit.name, logoUrl: nonprofit.logoUrl },
    campaigns: dashboard.campaigns.map(({ campaign, restaurant, totals, isLive, sellers }) => ({
      slug: campaign.slug,
      nonprofitName: campaign.nonprofitName,
      restaurantName: restaurant?.name ?? '',
      status: campaign.status,
      isLive,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      raisedCents: totals?.nonprofitShare ?? 0,
      goalCents: campaign.goalCents,
      cardsSold: totals ? totals.cardsSold - totals.cardsRefunded : 0,
      sellers: sellers.map(presentLeaderboardEntry),
    })),
    payouts: { earnedCents, paidCents, dueCents: earnedCents - paidCents },
    expiresAt: dashboard.expiresAt,
  };
}
