import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaignOffers, campaigns } from './campaigns.ts';
import { createdAt, nowIso } from './common.ts';
import { sellerCardsIndexWhere, sellerIdColumn } from './fundraising.ts';
import { locations, restaurants } from './restaurants.ts';

export const SALE_METHODS = ['online', 'cash', 'check'] as const;

export const cards = pgTable(
  'cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    /** Copied at purchase so reports group by restaurant without a join over every card. */
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    accessCode: text('access_code').notNull().unique(),
    nonprofitName: text('nonprofit_name').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    /** Digits only, so a phone search matches however the number was typed. */
    customerPhoneDigits: text('customer_phone_digits'),
    /**
     * The card's last day (YYYY-MM-DD) in the deployment's zone, worked out once when the card is
     * made: good through the end of that day there (shared/src/card-state.ts). Reads also give the
     * specification's `expirationDate`, the end of that day as an instant (`card_end_of_day`).
     */
    expiresOn: text('expires_on').notNull(),
    purchaseDate: text('purchase_date').notNull().default(nowIso),
    /** What was actually paid, in cents: revenue figures never depend on today's price. */
    amountPaid: integer('amount_paid').notNull(),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    /**
     * active, refunded (in full, or a dispute lost) or on_hold (a dispute is open): only active
     * redeems. Its allowed values are held by triggers (migrations-pg/0001_triggers.sql), as on
     * SQLite, where a CHECK would have made drizzle-kit rebuild the million-row table.
     */
    status: text('status', { enum: ['active', 'refunded', 'on_hold'] })
      .notNull()
      .default('active'),
    /** Cents given back so far (refunds and lost disputes); the card is refunded once it reaches amount_paid. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedAt: text('refunded_at'),
    /** The supporter whose share link the buyer came through, if any. */
    sellerId: sellerIdColumn(),
    /** The buyer's language at purchase (en or es): the card's e-mails are written in it. */
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    /**
     * How the buyer paid: online (the money is with the platform) or cash or check handed to the
     * nonprofit's coordinator (the money is with the nonprofit). The ledger's sale row follows it.
     */
    saleMethod: text('sale_method', { enum: SALE_METHODS }).notNull().default('online'),
    /** A check's number, as the coordinator typed it. */
    saleReference: text('sale_reference'),
    /** Who recorded an in-person sale. */
    recordedBy: text('recorded_by'),
  },
  (t) => [
    index('cards_campaign_idx').on(t.campaignId, t.amountPaid),
    index('cards_restaurant_idx').on(t.restaurantId, t.purchaseDate),
    // By address, then campaign: Find My Card reads an address's cards, and next year's
    // announcement asks whether an address already holds the new campaign's card in one probe
    // (by address alone, an address with thousands of cards made that a scan per holder).
    index('cards_email_campaign_idx').on(t.customerEmail, t.campaignId),
    index('cards_phone_idx').on(t.customerPhoneDigits),
    // Only cards sold through a share link: the leaderboard and a seller's page read these.
    index('cards_seller_idx').on(t.sellerId, t.purchaseDate).where(sellerCardsIndexWhere),
    // The expiry reminders' sweep reads only the active cards expiring in the next days.
    index('cards_active_expiry_idx')
      .on(t.expiresOn)
      .where(sql`status = 'active'`),
  ],
);

export const cardOffers = pgTable(
  'card_offers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    campaignOfferId: integer('campaign_offer_id').references(() => campaignOffers.id, { onDelete: 'set null' }),
    offerType: text('offer_type').notNull(),
    description: text('description').notNull(),
    /** Copied from the campaign's offer with the English: what Spanish readers see. */
    offerTypeEs: text('offer_type_es'),
    descriptionEs: text('description_es'),
    quantityTotal: integer('quantity_total').notNull(),
    quantityRemaining: integer('quantity_remaining').notNull(),
    retailValue: integer('retail_value').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('card_offers_card_idx').on(t.cardId, t.sortOrder),
    check('card_offers_remaining_range', sql`${t.quantityRemaining} >= 0 AND ${t.quantityRemaining} <= ${t.quantityTotal}`),
  ],
);

export const redemptions = pgTable(
  'redemptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => cardOffers.id, { onDelete: 'cascade' }),
    /** Copied from the card so a kiosk finds a code within its restaurant by one index. */
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    customerName: text('customer_name').notNull(),
    redeemedAt: text('redeemed_at').notNull().default(nowIso),
    verifiedAt: text('verified_at'),
    verifiedLocationId: integer('verified_location_id').references(() => locations.id, { onDelete: 'set null' }),
    verifiedDeviceId: integer('verified_device_id'),
    /**
     * Which use of the offer this is (1..quantity): a voucher names one, a six-digit redemption
     * takes the lowest free one. At most one live (not undone) redemption per use of an offer.
     */
    use: integer('use').notNull().default(0),
    /**
     * The use while the redemption is live, NULL once undone: the one unique index on
     * (offer_id, live_use) keeps each use of an offer held at most once among live redemptions,
     * and finds an offer's redemptions (its leading column) for the cascade from the offer.
     */
    liveUse: integer('live_use').generatedAlwaysAs(sql`CASE WHEN undone_at IS NULL THEN "use" END`),
    undoneAt: text('undone_at'),
    undoneByUserId: text('undone_by_user_id'),
    undoneByDeviceId: integer('undone_by_device_id'),
    undoReason: text('undo_reason'),
  },
  (t) => [
    uniqueIndex('redemptions_restaurant_code_uq').on(t.restaurantId, t.code),
    index('redemptions_card_idx').on(t.cardId),
    index('redemptions_restaurant_time_idx').on(t.restaurantId, t.redeemedAt),
    // Every index is written on every redemption: one serves both the live uses and the offer's
    // cascade (redemptions by campaign are never looked up: reports read campaign_totals).
    uniqueIndex('redemptions_offer_live_use_uq').on(t.offerId, t.liveUse),
    check('redemptions_code_six_digits', sql`length(${t.code}) = 6`),
  ],
);

/**
 * Each campaign's running sales and redemption totals, so the admin and restaurant reports read one
 * row per campaign, never every card or redemption (about 250 ms at 1,000,000 cards before).
 * Triggers keep them (migrations-pg/0001_triggers.sql, ported from SQLite's 0003) inside the statement that
 * inserts, deletes or moves a card or a redemption: no code path can forget them, and a crash
 * leaves them exactly as consistent as the rows they count. Every campaign has its row from the
 * moment it is created.
 */
export const campaignTotals = pgTable('campaign_totals', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  cardsSold: integer('cards_sold').notNull().default(0),
  /** Sum of the cards' amount_paid, in cents. */
  revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  redemptions: integer('redemptions').notNull().default(0),
  /** Cards refunded in full (or lost to a dispute): the reports' "cards sold" leaves them out. */
  cardsRefunded: integer('cards_refunded').notNull().default(0),
  /** Cents given back (refunds and lost disputes); net revenue is revenue minus this. */
  refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
  /** The nonprofit's share, net of refunds, in cents: the ledger's sum for the campaign. */
  nonprofitShare: bigint('nonprofit_share', { mode: 'number' }).notNull().default(0),
  /** Cents of cash and check sales (net of voids) that the nonprofit holds: the ledger's cash channel. */
  cashHeld: bigint('cash_held', { mode: 'number' }).notNull().default(0),
});

/** Every payment we asked a provider for; the demo provider keeps its whole state here. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider', { enum: ['stripe', 'demo'] }).notNull(),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    clientSecret: text('client_secret'),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    /** The seller credited with this sale (a share link's code, checked against the campaign). */
    sellerId: sellerIdColumn(),
    /** The checkout's language, for the card this payment makes (null: English). */
    language: text('language', { enum: ['en', 'es'] }),
    cardId: integer('card_id').references(() => cards.id),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull().default(nowIso),
  },
  (t) => [
    index('payments_campaign_idx').on(t.campaignId),
    // The reconciliation sweep's question, "paid but no card yet?", reads only those rows.
    index('payments_unfulfilled_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'succeeded' AND ${t.cardId} IS NULL`),
  ],
);

export const findCardTokens = pgTable('find_card_tokens', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email').notNull(),
  expiresAt: text('expires_at').notNull(),
  createdAt: createdAt(),
});
