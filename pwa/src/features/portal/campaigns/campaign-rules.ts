import type { Campaign } from '@dealcard/shared';
import { toDateOnly, withinSalesWindow } from '@dealcard/shared/dates';

/** Live in the portal: approved and active (the campaign list's rule). */
export const isLive = (c: Pick<Campaign, 'status' | 'isActive'>) => c.status === 'approved' && c.isActive === 1;

/**
 * Where a live campaign stands against its sales window (decision 011): it sells only from its
 * start date through its end date, so the owner is told when it has not started or has ended
 * rather than seeing "Live" on a campaign that takes no payment.
 */
export function salesState(
  c: Pick<Campaign, 'startDate' | 'endDate'>,
  now: Date = new Date(),
): 'selling' | 'not_started' | 'ended' {
  const today = toDateOnly(now);
  if (withinSalesWindow(c.startDate, c.endDate, today)) return 'selling';
  return c.startDate && today < c.startDate ? 'not_started' : 'ended';
}

export const landingUrl = (slug: string, origin: string = window.location.origin) => `${origin}/campaign/${slug}`;
