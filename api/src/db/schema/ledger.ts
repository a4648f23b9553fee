import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { campaigns } from './campaigns.ts';
import { cards } from './cards.ts';
import { createdAt } from './common.ts';
import { nonprofits, restaurants } from './restaurants.ts';
import { users } from './users.ts';

export const LEDGER_KINDS = ['sale', 'refund', 'dispute_lost', 'payout'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Every movement of money, append-only (triggers in migration 0005 refuse UPDATE and DELETE).
 * `amountCents` is what moved, signed from the platform's side: a sale is positive, a refund, a
 * lost dispute and a payout negative. `nonprofitCents` is how much that movement changes what the
 * nonprofit has earned: half of a sale rounded half up, minus the same of what was refunded; zero
 * for a payout (it pays what was earned, it does not change it). A provider reference is unique
 * per kind, so a webhook or a retry that repeats a movement inserts nothing.
 */
export const ledgerEntries = sqliteTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** The payment, refund, dispute or payout this row records (pi_…, re_…, dp_…, payout:N). */
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    nonprofitCents: integer('nonprofit_cents').notNull(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    nonprofitId: integer('nonprofit_id')
      .notNull()
      .references(() => nonprofits.id),
    campaignId: integer('campaign_id').references(() => campaigns.id),
    cardId: integer('card_id').references(() => cards.id),
    reason: text('reason'),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_kind_reference_uq').on(t.kind, t.reference),
    index('ledger_nonprofit_idx').on(t.nonprofitId, t.kind),
    index('ledger_card_idx').on(t.cardId),
    index('ledger_time_idx').on(t.createdAt),
    check('ledger_kind_known', sql`${t.kind} IN ('sale', 'refund', 'dispute_lost', 'payout')`),
  ],
);

/** What the admin typed when paying a nonprofit; its ledger row is `payout:{id}`. */
export const payouts = sqliteTable(
  'payouts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    nonprofitId: integer('nonprofit_id')
      .notNull()
      .references(() => nonprofits.id),
    amountCents: integer('amount_cents').notNull(),
    paidOn: text('paid_on').notNull(),
    reference: text('reference').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('payouts_nonprofit_idx').on(t.nonprofitId, t.paidOn), check('payouts_positive', sql`${t.amountCents} > 0`)],
);

/**
 * A refund the admin asked for: one row per card (the unique card id is the claim), written before
 * the provider is called, so two tabs refunding at once ask the provider once. `refundId` is set
 * when the provider answered; a row left without it by a crash is resumed with the same
 * idempotency key.
 */
export const refundRequests = sqliteTable('refund_requests', {
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
export const jobRuns = sqliteTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: text('last_run_at').notNull(),
  lastResult: text('last_result', { mode: 'json' }).$type<Record<string, unknown>>(),
});
