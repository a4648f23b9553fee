import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/sqlite-core';

/** Timestamps are ISO 8601 text in UTC with milliseconds: sortable, and they travel as they are. */
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
export const createdAt = () => text('created_at').notNull().default(nowIso);
