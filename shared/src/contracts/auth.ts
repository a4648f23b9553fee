import { z } from 'zod';
import { Email, NameText } from '../fields.ts';
import { MESSAGES, MIN_PASSWORD_LENGTH, ROLES } from '../limits.ts';
import { keyed } from '../messages/message.ts';

export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: RoleSchema,
  restaurantId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;
export const UserResponseSchema = z.object({ user: UserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

export const PasswordSchema = z.string().min(MIN_PASSWORD_LENGTH, keyed(MESSAGES.passwordMin)).max(200);

export const SignupBodySchema = z.object({
  email: Email,
  password: PasswordSchema,
  firstName: NameText(100).optional(),
  lastName: NameText(100).optional(),
});
export type SignupBody = z.infer<typeof SignupBodySchema>;

export const LoginBodySchema = z.object({
  email: Email,
  password: z.string().min(1, keyed(MESSAGES.required)).max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** Where to go after signing in: a same-site path only, never another origin. */
export const ReturnToSchema = z
  .string()
  .max(500)
  .refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\'), keyed(MESSAGES.notLocalPath));
