import type { Restaurant } from '@dealcard/shared';
import type { RestaurantRow } from './restaurants.queries.ts';

export function presentRestaurant(row: RestaurantRow): Restaurant {
  return {
    id: row.id,
    name: row.name,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    logoUrl: row.logoUrl,
    websiteUrl: row.websiteUrl,
    description: row.description,
    isActive: row.isActive,
    createdAt: row.createdAt,
  };
}
