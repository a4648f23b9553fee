import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { cards } from './cards.ts';
import { createdAt } from './common.ts';
import { nonprofits, restaurants } from './restaurants.ts';
import { users } from './users.ts';

export const LEDGER_KINDS = ['sale', 'refund', 'dispute_lost', 'payout', 'restaurant_payout', 'remittance'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** Where a sale's money went: to the platform (online) or into the nonprofit's hands (cash, check). */
export const LEDGER_CHANNELS = ['online', 'cash'] as const;

/**
 * Every movement of money between the buyers, the platform, the nonprofits and the restaurants,
 * append-only (triggers refuse UPDATE and DELETE). `amountCents` is what moved, signed as a sale
 * takes it: a sale is positive, a refund, a lost dispute and a void negative; a payout (to a
 * nonprofit, or `restaurant_payout` to a restaurant) is negative, a `remittance` (a nonprofit
 * handing the platform what it owes from cash it took) positive. `channel` says where a sale's
 * money is: `online` with the platform, `cash` with the nonprofit (cash and check sales and their
 * voids). `nonprofitCents` is how much the movement changes what the nonprofit has earned: half of
 * a sale rounded half up, minus the same of what was refunded; zero for payouts and remittances.
 * The restaurant earns the rest of each sale. A provider reference is unique per kind, so a
 * webhook or a retry that repeats a movement inserts nothing.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** The payment, refund, dispute or payout this row records (pi_…, re_…, dp_…, payout:N). */
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    nonprofitCents: integer('nonprofit_cents').notNull(),
    channel: text('channel', { enum: LEDGER_CHANNELS }).notNull().default('online'),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    /** Null only for a payout to a restaurant. */
    nonprofitId: integer('nonprofit_id').references(() => nonprofits.id),
    campaignId: integer('campaign_id').references(() => campaigns.id),
    cardId: integer('card_id').references(() => cards.id),
    reason: text('reason'),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_kind_reference_uq').on(t.kind, t.reference),
    index('ledger_nonprofit_idx').on(t.nonprofitId, t.kind),
    index('ledger_restaurant_idx').on(t.restaurantId, t.kind),
    index('ledger_card_idx').on(t.cardId),
    index('ledger_time_idx').on(t.createdAt),
    check('ledger_kind_known', sql`${t.kind} IN ('sale', 'refund', 'dispute_lost', 'payout', 'restaurant_payout', 'remittance')`),
    check('ledger_channel_known', sql`${t.channel} IN ('online', 'cash')`),
    check('ledger_party_known', sql`${t.nonprofitId} IS NOT NULL OR ${t.kind} = 'restaurant_payout'`),
  ],
);

/**
 * What the admin typed when paying a nonprofit or a restaurant (exactly one of the two); its
 * ledger row is `payout:{id}`.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nonprofitId: integer('nonprofit_id').references(() => nonprofits.id),
    restaurantId: integer('restaurant_id').references(() => restaurants.id),
    amountCents: integer('amount_cents').notNull(),
    paidOn: text('paid_on').notNull(),
    reference: text('reference').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payouts_nonprofit_idx').on(t.nonprofitId, t.paidOn),
    index('payouts_restaurant_idx').on(t.restaurantId, t.paidOn),
    // One check or transfer is one payout: the same payee and reference twice is refused.
    uniqueIndex('payouts_nonprofit_reference_uq').on(t.nonprofitId, t.reference),
    uniqueIndex('payouts_restaurant_reference_uq').on(t.restaurantId, t.reference),
    check('payouts_positive', sql`${t.amountCents} > 0`),
    check('payouts_one_payee', sql`(${t.nonprofitId} IS NULL) <> (${t.restaurantId} IS NULL)`),
  ],
);

/** Money a nonprofit handed the platform from the cash it took; its ledger row is `remittance:{id}`. */
export const remittances = pgTable(
  'remittances',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nonprofitId: integer('nonprofit_id')
      .notNull()
      .references(() => nonprofits.id),
    amountCents: integer('amount_cents').notNull(),
    receivedOn: text('received_on').notNull(),
    reference: text('reference').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('remittances_nonprofit_idx').on(t.nonprofitId, t.receivedOn),
    uniqueIndex('remittances_nonprofit_reference_uq').on(t.nonprofitId, t.reference),
    check('remittances_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A refund or a lost dispute the provider reported before its payment had a card (the card is made
 * later by the success page or the sweep): kept here and applied in the transaction that makes the
 * card, so the card is born refunded with its ledger rows.
 */
export const earlyMoneyBack = pgTable(
  'early_money_back',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentIntentId: text('payment_intent_id').notNull(),
    kind: text('kind', { enum: ['refund', 'dispute_lost'] }).notNull(),
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    endsCard: integer('ends_card').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('early_money_back_kind_reference_uq').on(t.kind, t.reference),
    index('early_money_back_payment_idx').on(t.paymentIntentId),
  ],
);

/**
 * A refund the admin asked for: one row per card (the unique card id is the claim), written before
 * the provider is called, so two tabs refunding at once ask the provider once. `refundId` is set
 * when the provider answered; a row left without it by a crash is resumed with the same
 * idempotency key.
 */
export const refundRequests = pgTable('refund_requests', {
  cardId: integer('card_id')
    .primaryKey()
    .references(() => cards.id),
  reason: text('reason').notNull(),
  requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
  requestedAt: text('requested_at').notNull(),
  refundId: text('refund_id'),
  completedAt: text('completed_at'),
});

/** When a background job (the reconciliation sweep) last finished, whichever process ran it. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: text('last_run_at').notNull(),
  lastResult: text('last_result').$type<Record<string, unknown>>(),
});
