import { index, integer, primaryKey, pgTable, text } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { cards } from './cards.ts';
import { createdAt } from './common.ts';

/**
 * The gift a checkout asked for, kept on our record of the payment until the card is made (the
 * provider's metadata carries it too, so the webhook and the sweep can make the card alone).
 */
export const paymentGifts = pgTable('payment_gifts', {
  paymentIntentId: text('payment_intent_id').primaryKey(),
  recipientName: text('recipient_name').notNull(),
  recipientEmail: text('recipient_email').notNull(),
  message: text('message'),
  /** YYYY-MM-DD: the day the recipient's card e-mail goes out. */
  deliverOn: text('deliver_on').notNull(),
  createdAt: createdAt(),
});

/**
 * A card bought as a gift. The card itself belongs to the recipient (its customer name and e-mail
 * are theirs, so Find My Card, reminders and announcements reach them); the buyer is kept here.
 */
export const cardGifts = pgTable(
  'card_gifts',
  {
    cardId: integer('card_id')
      .primaryKey()
      .references(() => cards.id, { onDelete: 'cascade' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone'),
    message: text('message'),
    deliverOn: text('deliver_on').notNull(),
    /** When the card e-mail is held until (ISO): until then the card is not listed to its recipient. */
    deliverAt: text('deliver_at').notNull(),
    createdAt: createdAt(),
  },
  // A gift buyer who bought again after an announcement counts, as a holder would.
  (t) => [index('card_gifts_buyer_email_idx').on(t.buyerEmail)],
);

/** One expiry reminder per card, ever: the row is written in the transaction that queues it. */
export const cardReminders = pgTable('card_reminders', {
  cardId: integer('card_id')
    .primaryKey()
    .references(() => cards.id, { onDelete: 'cascade' }),
  queuedAt: text('queued_at').notNull(),
});

/**
 * An address we send reminders or announcements to: its one-click unsubscribe token, and when it
 * unsubscribed (receipts and card e-mails are sent regardless).
 */
export const emailPreferences = pgTable('email_preferences', {
  email: text('email').primaryKey(),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  unsubscribedAt: text('unsubscribed_at'),
  createdAt: createdAt(),
});

/** One announcement per new campaign and address, ever. */
export const renewalAnnouncements = pgTable(
  'renewal_announcements',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    queuedAt: text('queued_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.email] })],
);
