import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '@dealcard/shared';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { API_MESSAGES } from '../../messages.ts';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  role?: Role;
  restaurantId?: number | null;
}

export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const existing = db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  if (existing) throw new AppError(409, API_MESSAGES.emailTaken, 'email_taken');
  return db
    .insert(users)
    .values({
      id: randomUUID(),
      email,
      passwordHash,
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      role: input.role ?? 'customer',
      restaurantId: input.restaurantId ?? null,
    })
    .returning()
    .get();
}

export async function authenticate(db: Db, email: string, password: string): Promise<UserRow> {
  const row = db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).get();
  const ok = await verifyPassword(password, row?.passwordHash);
  if (!row || !ok) throw new AppError(401, API_MESSAGES.wrongCredentials, 'invalid_credentials');
  return row;
}

export function getUser(db: Db, id: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}
