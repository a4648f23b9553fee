import { index, integer, doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';

export const restaurants = pgTable(
  'restaurants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    logoUrl: text('logo_url'),
    websiteUrl: text('website_url'),
    description: text('description'),
    isActive: integer('is_active').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('restaurants_name_idx').on(t.name)],
);

export const nonprofits = pgTable(
  'nonprofits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    website: text('website'),
    logoUrl: text('logo_url'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('nonprofits_restaurant_idx').on(t.restaurantId)],
);

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    /** Optional coordinates: a wallet pass shows the card on the lock screen near this place. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
  },
  (t) => [index('locations_restaurant_idx').on(t.restaurantId)],
);
