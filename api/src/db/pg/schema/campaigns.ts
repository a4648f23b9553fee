import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';
import { nonprofits, restaurants } from './restaurants.ts';
import { users } from './users.ts';

export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    nonprofitId: integer('nonprofit_id')
      .notNull()
      .references(() => nonprofits.id),
    slug: text('slug').notNull().unique(),
    shortCode: text('short_code').notNull().unique(),
    productType: text('product_type', { enum: ['CAMPAIGN', 'BONUS', 'CLUB'] })
      .notNull()
      .default('CAMPAIGN'),
    nonprofitName: text('nonprofit_name').notNull(),
    description: text('description').notNull(),
    cardPrice: integer('card_price').notNull().default(2000),
    expirationMonths: integer('expiration_months').notNull().default(12),
    startDate: text('start_date'),
    endDate: text('end_date'),
    cardExpirationDate: text('card_expiration_date'),
    /** What the nonprofit should raise (its share), in cents; null when the campaign sets no goal. */
    goalCents: integer('goal_cents'),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'archived', 'draft'] })
      .notNull()
      .default('pending'),
    isActive: integer('is_active').notNull().default(0),
    createdAt: createdAt(),
    approvedAt: text('approved_at'),
    approvedBy: text('approved_by').references(() => users.id),
    /** Raised by each edit, so an approval can name the version the admin reviewed. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('campaigns_status_active_idx').on(t.status, t.isActive),
    index('campaigns_restaurant_idx').on(t.restaurantId, t.status),
    index('campaigns_nonprofit_idx').on(t.nonprofitId),
    check('campaigns_price_positive', sql`${t.cardPrice} > 0`),
  ],
);

export const campaignOffers = pgTable(
  'campaign_offers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The offer's name and description for Spanish readers; English is shown when absent. */
    nameEs: text('name_es'),
    descriptionEs: text('description_es'),
    quantity: integer('quantity').notNull(),
    retailValue: integer('retail_value').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('campaign_offers_campaign_idx').on(t.campaignId, t.sortOrder)],
);

/** Who changed a campaign's status, when, from what to what. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    actorUserId: text('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    beforeStatus: text('before_status'),
    afterStatus: text('after_status'),
    details: text('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.id),
    // The dashboard counts recent rows of one action (cards the reconciliation recovered).
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
