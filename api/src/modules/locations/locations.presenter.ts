import type { PortalLocation } from '@dealcard/shared';
import type { LocationRow } from './locations.queries.ts';

export function presentLocation(row: LocationRow): PortalLocation {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    latitude: row.latitude,
    longitude: row.longitude,
    createdAt: row.createdAt,
  };
}
