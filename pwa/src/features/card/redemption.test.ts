import type { CardDetailResponse } from '@dealcard/shared';
import { describe, expect, it } from 'vitest';
import { withRedemption } from './redemption.ts';

const detail: CardDetailResponse = {
  card: {
    id: 1,
    accessCode: 'ABCDEFGHJKMNPQ',
    campaignId: 1,
    nonprofitName: 'Lincoln Elementary PTA',
    customerFirstName: 'Taylor',
    expirationDate: '2027-11-01T00:00:00.000Z',
    purchaseDate: '2026-11-01T00:00:00.000Z',
    productType: 'CAMPAIGN',
    campaignStatus: 'approved',
    status: 'active',
    refundedAt: null,
    raisedCents: 1000,
  },
  offers: [
    { id: 10, offerType: 'BOGO Pizza', description: 'Two for one', quantityRemaining: 3, quantityTotal: 3, retailValue: 1599 },
    {
      id: 11,
      offerType: 'Free Kids Meals',
      description: 'One kids meal',
      quantityRemaining: 1,
      quantityTotal: 3,
      retailValue: 699,
    },
  ],
  restaurant: null,
  nonprofit: null,
  locations: [],
  redemptions: [
    {
      id: 5,
      offerId: 11,
      offerType: 'Free Kids Meals',
      code: '111111',
      redeemedAt: '2026-11-02T00:00:00.000Z',
      verifiedAt: null,
      undoneAt: null,
    },
  ],
};

describe('withRedemption', () => {
  it('puts the new code first and takes the offer count from the server', () => {
    const now = new Date('2026-11-20T18:30:00.000Z');
    const next = withRedemption(
      detail,
      { code: '654321', redemptionId: 9, offer: { ...detail.offers[0]!, quantityRemaining: 2 } },
      now,
    );
    expect(next.offers.map((o) => o.quantityRemaining)).toEqual([2, 1]);
    expect(next.redemptions.map((r) => r.code)).toEqual(['654321', '111111']);
    expect(next.redemptions[0]).toMatchObject({ id: 9, offerId: 10, offerType: 'BOGO Pizza', redeemedAt: now.toISOString() });
    // The card it came from is left as it was.
    expect(detail.offers[0]!.quantityRemaining).toBe(3);
  });

  it('does not list a redemption twice when the refetched card already has it', () => {
    const once = withRedemption(detail, { code: '654321', redemptionId: 9, offer: detail.offers[0]! });
    const twice = withRedemption(once, { code: '654321', redemptionId: 9, offer: detail.offers[0]! });
    expect(twice.redemptions.filter((r) => r.id === 9)).toHaveLength(1);
  });
});
