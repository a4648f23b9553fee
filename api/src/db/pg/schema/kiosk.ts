import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';
import { locations, restaurants } from './restaurants.ts';
import { users } from './users.ts';

export const kioskPairingCodes = pgTable('kiosk_pairing_codes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  restaurantId: integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id),
  locationId: integer('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' }),
  createdBy: text('created_by').references(() => users.id),
  expiresAt: text('expires_at').notNull(),
  usedAt: text('used_at'),
  createdAt: createdAt(),
});

export const kioskDevices = pgTable(
  'kiosk_devices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** sha256 of the device secret sealed in the device cookie. */
    secretHash: text('secret_hash').notNull(),
    pairedAt: createdAt(),
    lastSeenAt: text('last_seen_at'),
    revokedAt: text('revoked_at'),
  },
  (t) => [index('kiosk_devices_restaurant_idx').on(t.restaurantId)],
);
