import { describe, expect, it } from 'vitest';
import { actsWhenAsked, queryKeys } from './query-keys.ts';

describe('a change of language refreshes what the server wrote, never what acts when asked', () => {
  it('leaves the payment intent and the purchase out, and asks the reads again', () => {
    expect(actsWhenAsked(queryKeys.paymentIntent('fowl'))).toBe(true);
    expect(actsWhenAsked(queryKeys.purchaseCard('pi_1'))).toBe(true);
    expect(actsWhenAsked(queryKeys.campaign('fowl'))).toBe(false);
    expect(actsWhenAsked(queryKeys.card('ABCD1234'))).toBe(false);
    expect(actsWhenAsked(queryKeys.unsubscribeStatus('t'))).toBe(false);
    expect(actsWhenAsked(['/api/redemptions', 1])).toBe(false);
  });
});
