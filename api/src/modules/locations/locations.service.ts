import { MAX_LOCATIONS, type LocationBody } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { API_MESSAGES } from '../../messages.ts';
import { transaction } from '../../db/transaction.ts';
import { findRestaurant } from '../restaurants/restaurants.queries.ts';
import {
  countLocations,
  deleteLocation,
  insertLocation,
  listLocations,
  updateLocation,
  type LocationFields,
  type LocationRow,
} from './locations.queries.ts';

function fields(body: LocationBody): LocationFields {
  return {
    name: body.name,
    address: body.address,
    city: body.city,
    state: body.state,
    zipCode: body.zipCode,
    latitude: body.latitude,
    longitude: body.longitude,
  };
}

export function restaurantLocations(db: Db, restaurantId: number): LocationRow[] {
  if (!findRestaurant(db, restaurantId)) throw notFound('Restaurant');
  return listLocations(db, restaurantId);
}

/** At most MAX_LOCATIONS per restaurant, counted in the same transaction as the insert. */
export async function createLocation(db: Db, restaurantId: number, body: LocationBody): Promise<LocationRow> {
  return await transaction(db, (tx) => {
    if (!findRestaurant(tx, restaurantId)) throw notFound('Restaurant');
    if (countLocations(tx, restaurantId) >= MAX_LOCATIONS) throw new AppError(409, API_MESSAGES.locationsFull, 'locations_full');
    return insertLocation(tx, restaurantId, fields(body));
  });
}

export function editLocation(db: Db, restaurantId: number, id: number, body: LocationBody): LocationRow {
  const row = updateLocation(db, restaurantId, id, fields(body));
  if (!row) throw notFound('Location');
  return row;
}

/** Past redemptions keep their record (location set to null); the location's tablets go with it. */
export function removeLocation(db: Db, restaurantId: number, id: number): void {
  if (deleteLocation(db, restaurantId, id) !== 1) throw notFound('Location');
}
