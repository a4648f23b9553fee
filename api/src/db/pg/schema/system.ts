import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './common.ts';
import { users } from './users.ts';

/** E-mails are queued in the same transaction as what caused them, then sent by a worker. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Makes queuing idempotent: one confirmation per card, whoever creates it. */
    dedupeKey: text('dedupe_key').unique(),
    /** Extra headers (List-Unsubscribe on reminders and announcements), as a JSON object. */
    headers: text('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not sent before this: now for most, the delivery date's morning for a gift's card. */
    nextAttemptAt: text('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: text('sent_at'),
    createdAt: createdAt(),
    /**
     * An e-mail a signed-in person caused to be sent to someone else (roster welcomes, invites):
     * that account, and the day (YYYY-MM-DD, UTC) it counts against the account's daily quota.
     * Past the quota it waits for a later day (next_attempt_at is that day's start).
     */
    quotaUserId: text('quota_user_id'),
    quotaDay: text('quota_day'),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_quota_idx').on(t.quotaUserId, t.quotaDay),
  ],
);

/** One row per signed upload URL: short-lived and usable once. */
export const uploadTokens = pgTable('upload_tokens', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: text('expires_at').notNull(),
  usedAt: text('used_at'),
  createdAt: createdAt(),
});

export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  /** The bytes: on PostgreSQL uploads are kept in the database, so any process serves them. */
  content: bytea('content'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
