import { MAX_LOCATIONS } from '@dealcard/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { locations } from '../../db/schema/index.ts';

export type LocationRow = typeof locations.$inferSelect;
export type LocationFields = Omit<typeof locations.$inferInsert, 'id' | 'restaurantId' | 'createdAt'>;

export function listLocations(db: Tx, restaurantId: number): LocationRow[] {
  return db
    .select()
    .from(locations)
    .where(eq(locations.restaurantId, restaurantId))
    .orderBy(asc(locations.name), asc(locations.id))
    .limit(MAX_LOCATIONS)
    .all();
}

export function countLocations(db: Tx, restaurantId: number): number {
  return db.select({ n: count() }).from(locations).where(eq(locations.restaurantId, restaurantId)).get()!.n;
}

export function insertLocation(db: Tx, restaurantId: number, values: LocationFields): LocationRow {
  return db
    .insert(locations)
    .values({ ...values, restaurantId })
    .returning()
    .get();
}

/** Scoped by restaurant in the SQL: another restaurant's location id changes nothing. */
export function updateLocation(db: Tx, restaurantId: number, id: number, values: LocationFields): LocationRow | undefined {
  return db
    .update(locations)
    .set(values)
    .where(and(eq(locations.id, id), eq(locations.restaurantId, restaurantId)))
    .returning()
    .get();
}

export function deleteLocation(db: Tx, restaurantId: number, id: number): number {
  return db
    .delete(locations)
    .where(and(eq(locations.id, id), eq(locations.restaurantId, restaurantId)))
    .run().changes;
}
