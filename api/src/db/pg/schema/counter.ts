import { index, integer, primaryKey, pgTable, text } from 'drizzle-orm/pg-core';
import { cardOffers, cards } from './cards.ts';
import { createdAt } from './common.ts';
import { restaurants } from './restaurants.ts';

/**
 * Each restaurant's Ed25519 key pair for vouchers. The private key is read only by the signing
 * code and never leaves the server: no response, log or export carries it.
 */
export const restaurantKeys = pgTable('restaurant_keys', {
  restaurantId: integer('restaurant_id')
    .primaryKey()
    .references(() => restaurants.id),
  /** The raw 32-byte public key, base64url (the JWK's `x`). */
  publicKey: text('public_key').notNull(),
  /** PKCS#8 DER, base64. */
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/** Vouchers are signed once, when first asked for, and kept: the card read never signs. */
export const vouchers = pgTable(
  'vouchers',
  {
    cardOfferId: integer('card_offer_id')
      .notNull()
      .references(() => cardOffers.id, { onDelete: 'cascade' }),
    use: integer('use').notNull(),
    token: text('token').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardOfferId, t.use] })],
);

/** The card QR, signed once when first asked for (with the vouchers) and kept, like them. */
export const cardTokens = pgTable('card_tokens', {
  cardId: integer('card_id')
    .primaryKey()
    .references(() => cards.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
});

/**
 * Every voucher scan a tablet reported, by its nonce: the same nonce again gets the stored answer.
 * A `duplicate` is an offline conflict: the voucher had been used elsewhere first.
 */
export const kioskScans = pgTable(
  'kiosk_scans',
  {
    /** Unique per tablet: a nonce is the tablet's own, and another tablet's same nonce is another scan. */
    nonce: text('nonce').notNull(),
    deviceId: integer('device_id').notNull(),
    restaurantId: integer('restaurant_id').notNull(),
    cardOfferId: integer('card_offer_id'),
    use: integer('use'),
    scannedAt: text('scanned_at').notNull(),
    receivedAt: text('received_at').notNull(),
    status: text('status', { enum: ['applied', 'duplicate', 'invalid'] }).notNull(),
    /** The redemption this scan made (applied) or ran into (duplicate). */
    redemptionId: integer('redemption_id'),
    locationId: integer('location_id'),
    /**
     * For a duplicate: when and where the use it ran into was served, as the first answer said. A
     * resent nonce gets that answer back, even after the code is checked at a tablet later.
     */
    heldAt: text('held_at'),
    heldLocation: text('held_location'),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.nonce] }),
    index('kiosk_scans_restaurant_idx').on(t.restaurantId, t.status, t.scannedAt),
    index('kiosk_scans_device_status_idx').on(t.deviceId, t.status, t.receivedAt),
  ],
);

/**
 * A tablet's refused scans past the day's cap (REFUSED_SCANS_PER_DAY, counter/refused-cap.ts): only
 * counted here, per tablet and UTC day (YYYY-MM-DD), not stored in kiosk_scans.
 */
export const kioskRefusedOverflow = pgTable(
  'kiosk_refused_overflow',
  {
    deviceId: integer('device_id').notNull(),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.day] })],
);
