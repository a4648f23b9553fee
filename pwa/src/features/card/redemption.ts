import type { CardDetailResponse, RedeemResponse } from '@dealcard/shared';

/** The card as it is right after a redemption: the offer's new count and the code on top. */
export function withRedemption(detail: CardDetailResponse, result: RedeemResponse, now: Date = new Date()): CardDetailResponse {
  return {
    ...detail,
    offers: detail.offers.map((o) => (o.id === result.offer.id ? result.offer : o)),
    redemptions: [
      {
        id: result.redemptionId,
        offerId: result.offer.id,
        offerType: result.offer.offerType,
        code: result.code,
        redeemedAt: now.toISOString(),
        verifiedAt: null,
        undoneAt: null,
      },
      ...detail.redemptions.filter((r) => r.id !== result.redemptionId),
    ],
  };
}
