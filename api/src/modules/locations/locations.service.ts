import type { Location, LocationBody } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findRestaurant } from '../restaurants/restaurants.queries.ts';
import { deleteLocation, insertLocation, listLocations, updateLocation, type LocationFields } from './locations.queries.ts';
import { presentLocation } from './locations.presenter.ts';

function fields(body: LocationBody): LocationFields {
  return { name: body.name, address: body.address, city: body.city, state: body.state, zipCode: body.zipCode };
}

export function restaurantLocations(db: Db, restaurantId: number): Location[] {
  if (!findRestaurant(db, restaurantId)) throw notFound('Restaurant');
  return listLocations(db, restaurantId).map(presentLocation);
}

export function createLocation(db: Db, restaurantId: number, body: LocationBody): Location {
  if (!findRestaurant(db, restaurantId)) throw notFound('Restaurant');
  return presentLocation(insertLocation(db, restaurantId, fields(body)));
}

export function editLocation(db: Db, restaurantId: number, id: number, body: LocationBody): Location {
  const row = updateLocation(db, restaurantId, id, fields(body));
  if (!row) throw notFound('Location');
  return presentLocation(row);
}

/** Past redemptions keep their record (location set to null); the location's tablets go with it. */
export function removeLocation(db: Db, restaurantId: number, id: number): void {
  if (deleteLocation(db, restaurantId, id) !== 1) throw notFound('Location');
}
