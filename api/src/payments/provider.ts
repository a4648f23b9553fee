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

/** What a verified provider notification asks the server to do. */
export type PaymentEvent =
  | { kind: 'payment_succeeded'; paymentIntentId: string; eventId: string }
  | { kind: 'ignored'; eventType: string; eventId: string };

export interface PaymentProvider {
  readonly name: 'stripe' | 'demo';
  readonly publishableKey?: string;
  /**
   * Verifies a webhook's signature over the raw body and reads its event; throws on a bad
   * signature. Absent when the provider sends no webhooks (demo) or none are configured.
   */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  createIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string }>;
  /** Asks the provider, never the client, what happened to a payment; null when unknown. */
  retrieveIntent(id: string): Promise<PaymentIntentInfo | null>;
  /** Stores the buyer's details on the payment so the webhook can create the card alone. */
  attachBuyer(id: string, buyer: PaymentBuyer): Promise<void>;
}
