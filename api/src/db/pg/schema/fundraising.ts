import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { createdAt } from './common.ts';
import { nonprofits } from './restaurants.ts';
import { users } from './users.ts';

/**
 * A supporter selling cards for one campaign. `code` (6 characters of the access-code alphabet)
 * rides in the share link and with the payment; the stats link's token opens the seller's private
 * page and is kept only as `statsTokenHash` (its SHA-256): the token is an HMAC of the code and
 * `statsLinkGen` under a key of the server's secret, so the roster can show it again and a copy of
 * the database opens nothing (modules/sellers/stats-link.ts). One
 * seller per e-mail per campaign: signing up again gives the same code. A seller the coordinator
 * put on the roster may be a name without e-mail (a child), with an optional team (a class).
 */
export const sellers = pgTable(
  'sellers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    code: text('code').notNull().unique(),
    statsTokenHash: text('stats_token_hash').notNull().unique(),
    /** Raised by "make a new link": the previous link stops working. */
    statsLinkGen: integer('stats_link_gen').notNull().default(0),
    name: text('name').notNull(),
    email: text('email'),
    team: text('team'),
    showOnLeaderboard: integer('show_on_leaderboard').notNull().default(1),
    /** Who put a roster seller on the list (null: the seller signed up themselves). */
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sellers_campaign_email_uq').on(t.campaignId, t.email), index('sellers_campaign_idx').on(t.campaignId)],
);

/**
 * The one live coordinator invitation of a nonprofit (a new one replaces the old), kept as a hash
 * of its token, valid 7 days, deleted when it is accepted.
 */
export const coordinatorInvites = pgTable('coordinator_invites', {
  nonprofitId: integer('nonprofit_id')
    .primaryKey()
    .references(() => nonprofits.id),
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email').notNull(),
  expiresAt: text('expires_at').notNull(),
  sentAt: text('sent_at').notNull(),
  sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The nonprofit's dashboard link: one per nonprofit (a new one replaces the old), kept as a hash
 * of its token, valid 30 days.
 */
export const nonprofitDashboardLinks = pgTable('nonprofit_dashboard_links', {
  nonprofitId: integer('nonprofit_id')
    .primaryKey()
    .references(() => nonprofits.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: text('expires_at').notNull(),
  sentAt: text('sent_at').notNull(),
  sentTo: text('sent_to').notNull(),
  sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
});

export const sellerIdColumn = () => integer('seller_id').references(() => sellers.id);
export const sellerCardsIndexWhere = sql`seller_id IS NOT NULL`;
