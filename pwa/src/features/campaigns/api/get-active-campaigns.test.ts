import { describe, expect, it } from 'vitest';
import type { ActiveCampaign } from '@dealcard/shared';
import { activeCampaignsQueryOptions, campaignsOfPages } from './get-active-campaigns.ts';

const tile = (id: number): ActiveCampaign => ({
  id,
  slug: `campaign-${id}`,
  nonprofitName: `Nonprofit ${id}`,
  description: 'A campaign for a good cause',
  cardPrice: 2000,
  expirationMonths: 12,
  cardExpirationDate: null,
  totalValue: 5000,
  raisedCents: 0,
});

describe('the home page list across pages', () => {
  it('joins the pages in order and drops a campaign a later page repeats', () => {
    // Page 2 was read after a campaign was approved, so it starts with page 1's last one again.
    const data = {
      pages: [
        { campaigns: [tile(9), tile(8), tile(7)], nextPage: 2 },
        { campaigns: [tile(7), tile(6), tile(5)], nextPage: null },
      ],
      pageParams: [1, 2],
    };
    expect(campaignsOfPages(data).map((c) => c.id)).toEqual([9, 8, 7, 6, 5]);
  });

  it('asks for the page the server names next, and stops when it names none', () => {
    const next = activeCampaignsQueryOptions.getNextPageParam;
    expect(next({ campaigns: [tile(1)], nextPage: 2 }, [], 1, [1])).toBe(2);
    expect(next({ campaigns: [tile(1)], nextPage: null }, [], 2, [1, 2])).toBeUndefined();
    expect(activeCampaignsQueryOptions.initialPageParam).toBe(1);
  });
});
