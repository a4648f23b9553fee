import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentGifts, payments } from '../db/schema/index.ts';
import type { PaymentGift, PaymentIntentInfo, PaymentProvider } from './provider.ts';
import { API_MESSAGES } from '../messages.ts';
import type { Message } from '@dealcard/shared';

export const DEMO_SUCCESS_CARD = '4242424242424242';
export const DEMO_DECLINED_CARD = '4000000000000002';

/** The demo keeps a payment's gift where the server records it (payment_gifts). */
function giftOf(db: Db, paymentIntentId: string): PaymentGift | undefined {
  const gift = db.select().from(paymentGifts).where(eq(paymentGifts.paymentIntentId, paymentIntentId)).get();
  if (!gift) return undefined;
  return {
    recipientName: gift.recipientName,
    recipientEmail: gift.recipientEmail,
    message: gift.message ?? undefined,
    deliverOn: gift.deliverOn,
  };
}

function intentInfo(db: Db, row: typeof payments.$inferSelect): PaymentIntentInfo {
  return {
    id: row.paymentIntentId,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    campaignId: row.campaignId,
    buyer: {
      customerName: row.customerName ?? undefined,
      customerEmail: row.customerEmail ?? undefined,
      customerPhone: row.customerPhone ?? undefined,
    },
    gift: giftOf(db, row.paymentIntentId),
  };
}

/**
 * A built-in provider so a fresh machine can sell cards with no account anywhere. Intents live
 * in the payments table; confirming one with the test card numbers moves it to succeeded.
 */
export function createDemoProvider(db: Db): PaymentProvider & {
  confirm(id: string, cardNumber: string): { status: 'succeeded' } | { status: 'declined'; message: Message } | null;
} {
  return {
    name: 'demo',
    async createIntent({ campaignId, amount, currency, buyer }) {
      const id = `pi_demo_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
      db.insert(payments)
        .values({
          provider: 'demo',
          paymentIntentId: id,
          clientSecret,
          campaignId,
          amount,
          currency,
          status: 'requires_payment_method',
          customerName: buyer.customerName ?? null,
          customerEmail: buyer.customerEmail ?? null,
          customerPhone: buyer.customerPhone ?? null,
        })
        .run();
      return { id, clientSecret };
    },
    async retrieveIntent(id) {
      const row = db.select().from(payments).where(eq(payments.paymentIntentId, id)).get();
      if (!row || row.provider !== 'demo') return null;
      return intentInfo(db, row);
    },
    async attachBuyer(id, buyer) {
      db.update(payments)
        .set({
          customerName: buyer.customerName ?? null,
          customerEmail: buyer.customerEmail ?? null,
          customerPhone: buyer.customerPhone ?? null,
          updatedAt: new Date().toISOString(),
        })
        .where(eq(payments.paymentIntentId, id))
        .run();
    },
    async refund({ paymentIntentId, amount, idempotencyKey }) {
      const row = db.select().from(payments).where(eq(payments.paymentIntentId, paymentIntentId)).get();
      if (!row || row.provider !== 'demo' || row.status !== 'succeeded')
        throw new Error(`demo payment ${paymentIntentId} cannot be refunded`);
      // The demo has no money to move: its refund is the record, named by the idempotency key so a
      // retried refund is the same one.
      const id = `re_demo_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
      return { id, amount, status: 'succeeded' };
    },
    async listRefunds() {
      // The demo sends no notifications, so nothing asks it: its refunds are the ledger's rows.
      return [];
    },
    async listSucceededSince(since) {
      return (
        db
          .select()
          .from(payments)
          // A demo payment with a card is linked to it (card_id): only the others can need one.
          .where(
            and(
              eq(payments.status, 'succeeded'),
              isNull(payments.cardId),
              gte(payments.createdAt, since.toISOString()),
              eq(payments.provider, 'demo'),
            ),
          )
          .all()
          .map((row) => intentInfo(db, row))
      );
    },
    confirm(id, cardNumber) {
      const row = db.select().from(payments).where(eq(payments.paymentIntentId, id)).get();
      if (!row || row.provider !== 'demo') return null;
      if (row.status === 'succeeded') return { status: 'succeeded' };
      const digits = cardNumber.replace(/\D/g, '');
      const now = new Date().toISOString();
      if (digits === DEMO_SUCCESS_CARD) {
        db.update(payments)
          .set({ status: 'succeeded', lastError: null, updatedAt: now })
          .where(eq(payments.paymentIntentId, id))
          .run();
        return { status: 'succeeded' };
      }
      const message = digits === DEMO_DECLINED_CARD ? API_MESSAGES.cardDeclined : API_MESSAGES.notDemoTestCard;
      db.update(payments).set({ lastError: message.en, updatedAt: now }).where(eq(payments.paymentIntentId, id)).run();
      return { status: 'declined', message };
    },
  };
}

export type DemoPaymentProvider = ReturnType<typeof createDemoProvider>;

/** The demo's confirm call exists only when the demo provider is the one in use. */
export function isDemoProvider(provider: PaymentProvider): provider is DemoPaymentProvider {
  return provider.name === 'demo' && typeof (provider as Partial<DemoPaymentProvider>).confirm === 'function';
}
