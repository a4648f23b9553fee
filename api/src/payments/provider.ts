/** What the server needs from a payment provider; Stripe and the demo provider both give it. */

export interface PaymentBuyer {
  customerName?: string;
  customerEmail?: string;
  customerPhone?: string;
}

/** A gift travels with the payment like the buyer: whoever makes the card makes it the recipient's. */
export interface PaymentGift {
  recipientName: string;
  recipientEmail: string;
  message?: string;
  /** YYYY-MM-DD. */
  deliverOn: string;
}

export interface CreateIntentInput {
  campaignId: number;
  amount: number;
  currency: string;
  buyer: PaymentBuyer;
  gift?: PaymentGift;
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
  /** The gift the provider's record carries, if any. */
  gift?: PaymentGift;
}

export interface RefundInput {
  paymentIntentId: string;
  amount: number;
  /** The same key gives the same refund, so a retried or resumed refund never pays twice. */
  idempotencyKey: string;
}

export interface RefundInfo {
  id: string;
  amount: number;
  status: string;
}

/** One refund of a payment as the provider lists it. */
export interface ProviderRefund {
  id: string;
  amount: number;
}

/** What a verified provider notification asks the server to do. */
export type PaymentEvent =
  | { kind: 'payment_succeeded'; paymentIntentId: string; eventId: string }
  /** Money of the payment went back (here or in the provider's dashboard): ask listRefunds what. */
  | { kind: 'refunded'; paymentIntentId: string; eventId: string }
  | { kind: 'dispute_opened'; paymentIntentId: string; disputeId: string; eventId: string }
  | {
      kind: 'dispute_closed';
      paymentIntentId: string;
      disputeId: string;
      won: boolean;
      amount: number;
      eventId: string;
    }
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
  attachBuyer(id: string, buyer: PaymentBuyer, gift?: PaymentGift | null): Promise<void>;
  /** Gives money back; throws when the provider refuses. */
  refund(input: RefundInput): Promise<RefundInfo>;
  /** Every refund of a payment so far, each by its provider id. */
  listRefunds(paymentIntentId: string): Promise<ProviderRefund[]>;
  /** Succeeded payments created since this time, for the reconciliation sweep. */
  listSucceededSince(since: Date): Promise<PaymentIntentInfo[]>;
}
