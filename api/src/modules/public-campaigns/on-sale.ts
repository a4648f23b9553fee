import { toDateOnly, withinSalesWindow } from '@dealcard/shared';
import type { CampaignRow, RestaurantRow } from './public-campaigns.queries.ts';

/**
 * Whether a campaign sells cards now: approved and switched on by an administrator, its restaurant
 * active (a deactivated restaurant sells nothing new, while the cards it sold stay valid), and
 * today within its sales window (start date through end date, "when sales stop"). The public
 * campaign's `isActive` is this, so the landing page and checkout show "This campaign is no longer
 * active" whenever a payment would be refused. The home page's list query applies the same rule
 * in SQL (public-campaigns.queries.ts).
 */
export function isOnSale(
  campaign: Pick<CampaignRow, 'status' | 'isActive' | 'startDate' | 'endDate'>,
  restaurant: Pick<RestaurantRow, 'isActive'> | null | undefined,
  now: Date = new Date(),
): boolean {
  return (
    campaign.status === 'approved' &&
    campaign.isActive === 1 &&
    restaurant?.isActive === 1 &&
    withinSalesWindow(campaign.startDate, campaign.endDate, toDateOnly(now))
  );
}
