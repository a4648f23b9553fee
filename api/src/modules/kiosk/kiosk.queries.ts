import { MAX_KIOSK_DEVICES } from '@dealcard/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Tx } from '../../db/client.ts';
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
    .limit(MAX_KIOSK_DEVICES)
    .all();
}

export function countActiveDevices(db: Tx, restaurantId: number): number {
  return db
    .select({ n: count() })
    .from(kioskDevices)
    .where(and(eq(kioskDevices.restaurantId, restaurantId), isNull(kioskDevices.revokedAt)))
    .get()!.n;
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

const verifiedLocation = alias(locations, 'verified_location');
const redeemedLocation = alias(locations, 'redeemed_location');

function selectRedemptions(db: Tx) {
  return db
    .select({
      id: redemptions.id,
      code: redemptions.code,
      offerType: cardOffers.offerType,
      offerTypeEs: cardOffers.offerTypeEs,
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

/** Newest first, through the (restaurant_id, redeemed_at) index. */
export function listRecentRedemptions(db: Tx, restaurantId: number, limit: number): RedemptionRow[] {
  return selectRedemptions(db)
    .where(eq(redemptions.restaurantId, restaurantId))
    .orderBy(desc(redemptions.redeemedAt), desc(redemptions.id))
    .limit(limit)
    .all();
}
