/** What the server needs from a payment provider; Stripe and the demo provider both give it. */

export interface PaymentBuyer {
  customerName?: string;
  customerEmail?: string;
  customerPhone?: string;
}

export interface CreateIntentInput {
  campaignId: number;
  amount: number;
  currency: string;
  buyer: PaymentBuyer;
  /** Makes a retried create call return the same intent instead of a second one. */
  idempotencyKey?: string;
}

export interface PaymentIntentInfo {
  id: string;
  status: string;
  amount: number;
  currency: string;
  /** The campaign the intent was created for, from the provider's own record (metadata). */
  campaignId: number | null;
  buyer: PaymentBuyer;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'demo';
  readonly publishableKey?: string;
  createIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string }>;
  /** Asks the provider, never the client, what happened to a payment; null when unknown. */
  retrieveIntent(id: string): Promise<PaymentIntentInfo | null>;
  /** Stores the buyer's details on the payment so the webhook can create the card alone. */
  attachBuyer(id: string, buyer: PaymentBuyer): Promise<void>;
}
