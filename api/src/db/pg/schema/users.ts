import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, nowIso } from './common.ts';
import { nonprofits, restaurants } from './restaurants.ts';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    role: text('role', { enum: ['superadmin', 'restaurant_owner', 'customer', 'coordinator'] })
      .notNull()
      .default('customer'),
    restaurantId: integer('restaurant_id').references(() => restaurants.id),
    /** A coordinator's nonprofit: the one they organise and may act for (null for every other role). */
    nonprofitId: integer('nonprofit_id').references(() => nonprofits.id),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull().default(nowIso),
  },
  (t) => [index('users_restaurant_idx').on(t.restaurantId)],
);

/** The session store (sid, sess, expire); the sealed cookie names a row, so logout is real. */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sess: text('sess').notNull().$type<Record<string, unknown>>(),
    expire: text('expire').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_idx').on(t.userId)],
);
