import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { cards } from './cards.ts';
import { createdAt } from './common.ts';
import { sellers } from './fundraising.ts';
import { users } from './users.ts';

/**
 * A stack of printed cards for one campaign (1 to 500), each with its activation code. The batch's
 * language is the one its printed instructions are written in. A voided batch (a lost stack):
 * its codes that were not activated stop working.
 */
export const printedBatches = pgTable(
  'printed_batches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    count: integer('count').notNull(),
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    voidedAt: text('voided_at'),
    voidedBy: text('voided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('printed_batches_campaign_idx').on(t.campaignId, t.id)],
);

/**
 * One printed card: its activation code (12 characters of the access-code alphabet, unique across
 * every batch), the seller holding it, and, once activated, the card it became. The unique index
 * on card_id and the `card_id IS NULL` guard of the activation make one code one card.
 */
export const printedCards = pgTable(
  'printed_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => printedBatches.id),
    /** Its place in the batch (1..count), as printed: a range of a stack is a range of these. */
    position: integer('position').notNull(),
    activationCode: text('activation_code').notNull().unique(),
    sellerId: integer('seller_id').references(() => sellers.id),
    assignedAt: text('assigned_at'),
    cardId: integer('card_id')
      .unique()
      .references(() => cards.id),
    activatedAt: text('activated_at'),
    /** One card (or a range) voided on its own: like a voided batch, it stops working unless activated. */
    voidedAt: text('voided_at'),
    voidedBy: text('voided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('printed_cards_batch_idx').on(t.batchId, t.position),
    index('printed_cards_seller_idx')
      .on(t.sellerId)
      .where(sql`seller_id IS NOT NULL`),
  ],
);
