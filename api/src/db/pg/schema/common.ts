import { sql } from 'drizzle-orm';
import { customType, text } from 'drizzle-orm/pg-core';

/**
 * Timestamps are ISO 8601 text in UTC with milliseconds, exactly as on SQLite (schema/common.ts):
 * sortable, compared as text by the same queries on both engines. The statement's time, as
 * SQLite's `'now'` is one instant per statement. The triggers call the same expression as
 * `now_iso()` (migration 0001_triggers).
 */
export const nowIso = sql`(to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
export const createdAt = () => text('created_at').notNull().default(nowIso);

/** PostgreSQL's bytea as a Buffer, as SQLite's blob in buffer mode (drizzle's pg-core has no bytea of its own). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});
