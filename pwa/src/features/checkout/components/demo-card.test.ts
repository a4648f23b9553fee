import { describe, expect, it } from 'vitest';
import { demoCardError, formatCardNumber } from './demo-card.ts';
import { successPath } from './payment-method.ts';

describe('the demo card field', () => {
  it('groups digits by four and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000 0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42a4')).toBe('424');
    expect(formatCardNumber('')).toBe('');
  });

  it('accepts both test cards, so the server decides which one is declined', () => {
    expect(demoCardError('4242 4242 4242 4242')).toBeNull();
    expect(demoCardError('4000 0000 0000 0002')).toBeNull();
  });

  it('calls a short number incomplete and a mistyped one invalid', () => {
    expect(demoCardError('')).toBe('Your card number is incomplete.');
    expect(demoCardError('4242 4242')).toBe('Your card number is incomplete.');
    expect(demoCardError('4242 4242 4242 4243')).toBe('Your card number is invalid.');
  });
});

describe('the success page address', () => {
  const buyer = { customerName: 'Casey Buyer', customerEmail: 'casey+deals@example.com', customerPhone: '(555) 123-4567' };

  it('carries the campaign, the buyer and the payment in the query the success page reads', () => {
    const url = new URL(successPath(7, buyer, 'pi_123'), 'http://x');
    expect(url.pathname).toBe('/purchase-success');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      campaignId: '7',
      name: 'Casey Buyer',
      email: 'casey+deals@example.com',
      phone: '(555) 123-4567',
      payment_intent: 'pi_123',
    });
  });

  it('leaves payment_intent out for a provider that appends it on redirect', () => {
    const url = new URL(successPath(7, buyer), 'http://x');
    expect(url.searchParams.has('payment_intent')).toBe(false);
  });
});
