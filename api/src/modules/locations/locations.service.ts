import type { LocationBody } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findRestaurant } from '../restaurants/restaurants.queries.ts';
import {
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

export function createLocation(db: Db, restaurantId: number, body: LocationBody): LocationRow {
  if (!findRestaurant(db, restaurantId)) throw notFound('Restaurant');
  return insertLocation(db, restaurantId, fields(body));
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
