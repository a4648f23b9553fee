import { describe, expect, it } from 'vitest';
import { nonprofitMoneySteps } from './nonprofit-money.ts';

const due = (m: { earnedCents: number; paidCents: number; cashHeldCents: number; receivedCents: number }) =>
  m.earnedCents - m.paidCents - m.cashHeldCents + m.receivedCents;

describe('a nonprofit money in steps', () => {
  it('three $20.01 cash sales: keep your half, send the restaurant half to the platform', () => {
    const m = { earnedCents: 3003, cashHeldCents: 6003, cashShareCents: 3003, paidCents: 0, receivedCents: 0 };
    expect(nonprofitMoneySteps(m)).toEqual({
      cashCollectedCents: 6003,
      yourCashHalfCents: 3003,
      restaurantCashHalfCents: 3000,
      onlineOwedToYouCents: 0,
      paidToYouCents: 0,
      sentByYouCents: 0,
      net: { direction: 'you_pay_platform', cents: 3000 },
    });
  });

  it('online sales owed to you outweigh the restaurant half of the cash: the platform pays the difference', () => {
    const m = { earnedCents: 5000, cashHeldCents: 2000, cashShareCents: 1000, paidCents: 1000, receivedCents: 0 };
    const steps = nonprofitMoneySteps(m);
    expect(steps.onlineOwedToYouCents).toBe(4000);
    expect(steps.net).toEqual({ direction: 'platform_pays_you', cents: 2000 });
  });

  it('the net always agrees with the ledger formula, and a settled line says so', () => {
    const cases = [
      { earnedCents: 0, cashHeldCents: 0, cashShareCents: 0, paidCents: 0, receivedCents: 0 },
      { earnedCents: 3000, cashHeldCents: 4000, cashShareCents: 2000, paidCents: 1000, receivedCents: 2000 },
      { earnedCents: 12345, cashHeldCents: 6001, cashShareCents: 3001, paidCents: 2000, receivedCents: 500 },
    ];
    for (const m of cases) {
      const { net } = nonprofitMoneySteps(m);
      const signed = net.direction === 'you_pay_platform' ? -net.cents : net.cents;
      expect(signed).toBe(due(m));
      if (due(m) === 0) expect(net.direction).toBe('settled');
    }
  });
});
