import type { UserRow } from './auth.service.ts';
import type { User } from '@dealcard/shared';

export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    role: row.role,
    restaurantId: row.restaurantId,
    nonprofitId: row.nonprofitId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
