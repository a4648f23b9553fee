import type { ReactNode } from 'react';
import type { CheckoutForm } from '@dealcard/shared';

/** What the checkout form needs from a payment provider's fields (Stripe's or the demo's). */
export interface PaymentMethod {
  /** The card fields, shown under the buyer's details. */
  element: ReactNode;
  /** The card fields' own check: the message for the "Validation Error" toast, or null. */
  validate(): Promise<string | null>;
  /**
   * Confirms the payment with the provider. Resolves null once it has succeeded, else the
   * provider's message for the "Payment Failed" toast. `returnPath` is the success page without
   * payment_intent, for providers that must redirect (they append it themselves).
   */
  confirm(buyer: CheckoutForm, returnPath: string): Promise<string | null>;
}

/** /purchase-success with the query the success page reads. */
export function successPath(campaignId: number, buyer: CheckoutForm, paymentIntentId?: string): string {
  const params = new URLSearchParams({ campaignId: String(campaignId), name: buyer.customerName, email: buyer.customerEmail });
  if (buyer.customerPhone) params.set('phone', buyer.customerPhone);
  if (paymentIntentId) params.set('payment_intent', paymentIntentId);
  return `/purchase-success?${params.toString()}`;
}
