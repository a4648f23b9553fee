import type { Location } from '@dealcard/shared';
import type { LocationRow } from './locations.queries.ts';

export function presentLocation(row: LocationRow): Location {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    createdAt: row.createdAt,
  };
}
