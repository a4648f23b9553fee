import { index, integer, primaryKey, pgTable, text } from 'drizzle-orm/pg-core';
import { cards } from './cards.ts';
import { createdAt } from './common.ts';

/**
 * A card that has been put in a wallet: made once, on the first Apple pass download or Google
 * save link. `updated_at` moves whenever what the pass shows changes (a use, an undo, a refund,
 * expiry; triggers in migrations-pg/0001_triggers.sql keep it), which is Apple's Last-Modified and "updated since".
 * The Apple authentication token is random, one per card. `google_inserted_at` is set once the
 * Google pass object exists; `expiry_queued_on` records that the expiry update was queued.
 */
export const walletPasses = pgTable('wallet_passes', {
  cardId: integer('card_id')
    .primaryKey()
    .references(() => cards.id, { onDelete: 'cascade' }),
  appleAuthToken: text('apple_auth_token').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: text('updated_at').notNull(),
  googleInsertedAt: text('google_inserted_at'),
  expiryQueuedAt: text('expiry_queued_at'),
});

/** Apple's pass web service: a device that registered a card's pass, with its push token. */
export const appleDeviceRegistrations = pgTable(
  'apple_device_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.deviceLibraryId, t.cardId] }), index('apple_device_registrations_card_idx').on(t.cardId)],
);

/**
 * Wallet updates still to send, one row per change of a card that is in a wallet (the triggers
 * queue them in the same transaction as the change, so a crash loses none). The worker sends the
 * Apple pushes and the Google object update, each marked done on its own, and retries failures
 * later; a redemption never waits for either.
 */
export const walletUpdates = pgTable(
  'wallet_updates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    queuedAt: text('queued_at').notNull(),
    appleDoneAt: text('apple_done_at'),
    googleDoneAt: text('google_done_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull(),
    lastError: text('last_error'),
    gaveUpAt: text('gave_up_at'),
  },
  (t) => [index('wallet_updates_due_idx').on(t.gaveUpAt, t.nextAttemptAt)],
);
