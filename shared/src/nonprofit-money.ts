/**
 * A nonprofit's money told in the steps a volunteer follows: the cash and checks it took, its half
 * of them (kept), the restaurant's half of them (owed to the platform, which pays the restaurant),
 * its half of the online sales (held by the platform, owed to it), what already moved each way,
 * and the net: who sends whom how much. The same sum as `due = earned - paid - cashHeld + received`.
 */
export interface NonprofitMoneyFigures {
  /** Its share of every sale, net of refunds and voids. */
  earnedCents: number;
  /** Full price of its cash and check sales and activations, net of voids. */
  cashHeldCents: number;
  /** Its share of those in-person sales (the part of `earnedCents` it already holds). */
  cashShareCents: number;
  paidCents: number;
  receivedCents: number;
}

export interface NonprofitMoneySteps {
  cashCollectedCents: number;
  yourCashHalfCents: number;
  restaurantCashHalfCents: number;
  onlineOwedToYouCents: number;
  paidToYouCents: number;
  sentByYouCents: number;
  /** Who sends the other the net, and how much (never negative). */
  net: { direction: 'platform_pays_you' | 'you_pay_platform' | 'settled'; cents: number };
}

export function nonprofitMoneySteps(m: NonprofitMoneyFigures): NonprofitMoneySteps {
  const restaurantCashHalfCents = m.cashHeldCents - m.cashShareCents;
  const onlineOwedToYouCents = m.earnedCents - m.cashShareCents;
  const due = onlineOwedToYouCents - restaurantCashHalfCents - m.paidCents + m.receivedCents;
  return {
    cashCollectedCents: m.cashHeldCents,
    yourCashHalfCents: m.cashShareCents,
    restaurantCashHalfCents,
    onlineOwedToYouCents,
    paidToYouCents: m.paidCents,
    sentByYouCents: m.receivedCents,
    net:
      due > 0
        ? { direction: 'platform_pays_you', cents: due }
        : due < 0
          ? { direction: 'you_pay_platform', cents: -due }
          : { direction: 'settled', cents: 0 },
  };
}
