import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import {
  cardOffers,
  cards,
  kioskDevices,
  kioskPairingCodes,
  locations,
  redemptions,
  restaurants,
} from '../../db/schema/index.ts';

/** A device with the names the portal and the tablet show. */
export function selectDevices(db: Tx) {
  return db
    .select({
      id: kioskDevices.id,
      restaurantId: kioskDevices.restaurantId,
      restaurantName: restaurants.name,
      locationId: kioskDevices.locationId,
      locationName: locations.name,
      pairedAt: kioskDevices.pairedAt,
      lastSeenAt: kioskDevices.lastSeenAt,
      revokedAt: kioskDevices.revokedAt,
    })
    .from(kioskDevices)
    .leftJoin(restaurants, eq(restaurants.id, kioskDevices.restaurantId))
    .leftJoin(locations, eq(locations.id, kioskDevices.locationId));
}
export type DeviceRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectDevices>['get']>>>;

export function findDevice(db: Tx, id: number): DeviceRow | undefined {
  return selectDevices(db).where(eq(kioskDevices.id, id)).get();
}

export function listActiveDevices(db: Tx, restaurantId: number): DeviceRow[] {
  return selectDevices(db)
    .where(and(eq(kioskDevices.restaurantId, restaurantId), isNull(kioskDevices.revokedAt)))
    .orderBy(desc(kioskDevices.pairedAt), desc(kioskDevices.id))
    .all();
}

export function findLocation(db: Tx, locationId: number) {
  return db
    .select({ id: locations.id, restaurantId: locations.restaurantId })
    .from(locations)
    .where(eq(locations.id, locationId))
    .get();
}

export function insertPairingCode(
  db: Tx,
  values: { code: string; restaurantId: number; locationId: number; createdBy: string; expiresAt: string },
) {
  return db.insert(kioskPairingCodes).values(values).returning().get();
}

/**
 * Takes a pairing code: the check (unused, unexpired) and the marking happen in one statement,
 * so two tablets racing with the same code cannot both pair.
 */
export function takePairingCode(db: Tx, code: string, nowIso: string) {
  return db
    .update(kioskPairingCodes)
    .set({ usedAt: nowIso })
    .where(
      and(eq(kioskPairingCodes.code, code), isNull(kioskPairingCodes.usedAt), sql`${kioskPairingCodes.expiresAt} > ${nowIso}`),
    )
    .returning()
    .get();
}

export function findPairingCode(db: Tx, code: string) {
  return db.select().from(kioskPairingCodes).where(eq(kioskPairingCodes.code, code)).get();
}

export function insertDevice(db: Tx, values: { restaurantId: number; locationId: number; secretHash: string; pairedAt: string }) {
  return db.insert(kioskDevices).values(values).returning({ id: kioskDevices.id }).get();
}

/**
 * The statements of every kiosk call (device check, last-seen touch) and of verify, prepared once
 * per database handle (db/prepared.ts).
 */
const statements = preparedPerDb((db) => ({
  deviceCredentials: db
    .select({
      id: kioskDevices.id,
      restaurantId: kioskDevices.restaurantId,
      locationId: kioskDevices.locationId,
      secretHash: kioskDevices.secretHash,
      lastSeenAt: kioskDevices.lastSeenAt,
      revokedAt: kioskDevices.revokedAt,
    })
    .from(kioskDevices)
    .where(eq(kioskDevices.id, sql.placeholder('id')))
    .prepare(),
  touchDevice: db
    .update(kioskDevices)
    .set({ lastSeenAt: sql`${sql.placeholder('nowIso')}` })
    .where(
      and(
        eq(kioskDevices.id, sql.placeholder('id')),
        or(isNull(kioskDevices.lastSeenAt), lt(kioskDevices.lastSeenAt, sql.placeholder('staleBefore'))),
      ),
    )
    .prepare(),
  markVerified: db
    .update(redemptions)
    .set({
      verifiedAt: sql`${sql.placeholder('nowIso')}`,
      verifiedLocationId: sql`${sql.placeholder('locationId')}`,
      verifiedDeviceId: sql`${sql.placeholder('deviceId')}`,
    })
    .where(
      and(
        eq(redemptions.restaurantId, sql.placeholder('restaurantId')),
        eq(redemptions.code, sql.placeholder('code')),
        isNull(redemptions.verifiedAt),
      ),
    )
    .returning({ id: redemptions.id })
    .prepare(),
  redemptionById: selectRedemptions(db)
    .where(eq(redemptions.id, sql.placeholder('id')))
    .prepare(),
  redemptionByCode: selectRedemptions(db)
    .where(and(eq(redemptions.restaurantId, sql.placeholder('restaurantId')), eq(redemptions.code, sql.placeholder('code'))))
    .prepare(),
}));

export function findDeviceCredentials(db: Db, id: number) {
  return statements(db).deviceCredentials.get({ id });
}

/** Writes last_seen_at only when it is older than `staleBefore`, so busy tablets do not write on every call. */
export function touchDevice(db: Db, id: number, nowIso: string, staleBefore: string): boolean {
  return statements(db).touchDevice.run({ id, nowIso, staleBefore }).changes > 0;
}

export function revokeDevice(db: Tx, id: number, restaurantId: number | null, nowIso: string) {
  return db
    .update(kioskDevices)
    .set({ revokedAt: nowIso })
    .where(
      and(
        eq(kioskDevices.id, id),
        isNull(kioskDevices.revokedAt),
        restaurantId == null ? undefined : eq(kioskDevices.restaurantId, restaurantId),
      ),
    )
    .returning({ id: kioskDevices.id })
    .get();
}

/**
 * Marks a code verified, in one statement whose guard (verified_at IS NULL) lets exactly one
 * of any number of concurrent verifications through.
 */
export function markVerified(
  db: Db,
  input: { restaurantId: number; code: string; nowIso: string; locationId: number; deviceId: number },
) {
  return statements(db).markVerified.get(input);
}

const verifiedLocation = alias(locations, 'verified_location');
const redeemedLocation = alias(locations, 'redeemed_location');

function selectRedemptions(db: Tx) {
  return db
    .select({
      id: redemptions.id,
      code: redemptions.code,
      offerType: cardOffers.offerType,
      offerDescription: cardOffers.description,
      customerName: redemptions.customerName,
      redeemedAt: redemptions.redeemedAt,
      verifiedAt: redemptions.verifiedAt,
      verifiedLocationName: verifiedLocation.name,
      redeemedLocationName: redeemedLocation.name,
      cardStatus: cards.status,
      undoneAt: redemptions.undoneAt,
    })
    .from(redemptions)
    .innerJoin(cardOffers, eq(cardOffers.id, redemptions.offerId))
    .innerJoin(cards, eq(cards.id, redemptions.cardId))
    .leftJoin(verifiedLocation, eq(verifiedLocation.id, redemptions.verifiedLocationId))
    .leftJoin(redeemedLocation, eq(redeemedLocation.id, redemptions.locationId));
}
export type RedemptionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectRedemptions>['get']>>>;

export function findRedemptionById(db: Db, id: number): RedemptionRow | undefined {
  return statements(db).redemptionById.get({ id });
}

/** Looks a code up only within one restaurant: another restaurant's code is simply not found. */
export function findRedemptionByCode(db: Db, restaurantId: number, code: string): RedemptionRow | undefined {
  return statements(db).redemptionByCode.get({ restaurantId, code });
}

/** Newest first, through the (restaurant_id, redeemed_at) index. */
export function listRecentRedemptions(db: Tx, restaurantId: number, limit: number): RedemptionRow[] {
  return selectRedemptions(db)
    .where(eq(redemptions.restaurantId, restaurantId))
    .orderBy(desc(redemptions.redeemedAt), desc(redemptions.id))
    .limit(limit)
    .all();
}
