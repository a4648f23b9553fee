import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  COORDINATOR_INVITE_DAYS,
  SELLING_MESSAGES,
  type AcceptInviteBody,
  type CoordinatorInviteResponse,
  type Language,
} from '@dealcard/shared';
import { insertAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { coordinatorInvites, nonprofits, restaurants, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { enqueueCountedEmail } from '../../mail/quota.ts';
import { coordinatorInviteEmail } from '../../mail/templates/coordinator-invite.ts';
import type { AuthUser } from '../../types.d.ts';
import type { UserRow } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/password.ts';
import { assertStrongPassword } from '../auth/password-policy.ts';
import { hashToken } from '../find-my-card/find-my-card.service.ts';
import { transaction } from '../../db/transaction.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The owner of the nonprofit's restaurant (or a superadmin) invites its contact to coordinate: a
 * one-time link valid 7 days. A new invitation replaces the previous one (one row per nonprofit).
 */
export async function sendCoordinatorInvite(
  db: Db,
  user: AuthUser,
  nonprofitId: number,
  siteUrl: string,
  language: Language,
  now = new Date(),
): Promise<CoordinatorInviteResponse> {
  const found = db
    .select({ nonprofit: nonprofits, restaurantName: restaurants.name })
    .from(nonprofits)
    .innerJoin(restaurants, eq(restaurants.id, nonprofits.restaurantId))
    .where(eq(nonprofits.id, nonprofitId))
    .get();
  if (!found || (user.role !== 'superadmin' && found.nonprofit.restaurantId !== user.restaurantId)) throw notFound('Nonprofit');
  const { nonprofit } = found;
  if (!nonprofit.contactEmail) throw new AppError(409, SELLING_MESSAGES.inviteNoContactEmail, 'no_contact_email');
  const email = nonprofit.contactEmail.trim().toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const sentAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + COORDINATOR_INVITE_DAYS * DAY_MS).toISOString();
  await transaction(db, (tx) => {
    const row = { tokenHash: hashToken(token), email, expiresAt, sentAt, sentBy: user.id };
    tx.insert(coordinatorInvites)
      .values({ nonprofitId: nonprofit.id, ...row })
      .onConflictDoUpdate({ target: coordinatorInvites.nonprofitId, set: row })
      .run();
    insertAudit(tx, {
      actorUserId: user.id,
      action: 'coordinator_invited',
      entityType: 'nonprofit',
      entityId: nonprofit.id,
      beforeStatus: null,
      afterStatus: null,
      details: { email, expiresAt },
    });
    enqueueCountedEmail(
      tx,
      user.id,
      coordinatorInviteEmail({
        to: email,
        contactName: nonprofit.contactName,
        nonprofitName: nonprofit.name,
        restaurantName: found.restaurantName,
        link: `${siteUrl.replace(/\/$/, '')}/invite/${token}`,
        expiresAt,
        language,
      }),
      now,
    );
  });
  return { sentTo: email, expiresAt };
}

function liveInvite(db: Db, token: string, now: Date) {
  const found = db
    .select({ invite: coordinatorInvites, nonprofitName: nonprofits.name, restaurantName: restaurants.name })
    .from(coordinatorInvites)
    .innerJoin(nonprofits, eq(nonprofits.id, coordinatorInvites.nonprofitId))
    .innerJoin(restaurants, eq(restaurants.id, nonprofits.restaurantId))
    .where(eq(coordinatorInvites.tokenHash, hashToken(token)))
    .get();
  if (!found || new Date(found.invite.expiresAt).getTime() <= now.getTime())
    throw new AppError(404, SELLING_MESSAGES.inviteInvalid, 'invite_invalid');
  return found;
}

/** What the invitation page shows before it is accepted. */
export function readInvite(db: Db, token: string, now = new Date()) {
  const { invite, nonprofitName, restaurantName } = liveInvite(db, token, now);
  const account = db.select({ id: users.id }).from(users).where(eq(users.email, invite.email)).get();
  return { email: invite.email, nonprofitName, restaurantName, hasAccount: account !== undefined };
}

/**
 * Accepts an invitation, once: a new account with a password, or the signed-in account of the
 * invited e-mail made coordinator. A user has one role, so an owner's or an admin's e-mail is
 * refused (409), as is an account that already coordinates another nonprofit. The invitation is
 * deleted in the transaction that gives the role, so two tabs accepting at once make one account.
 */
export async function acceptInvite(
  db: Db,
  token: string,
  body: AcceptInviteBody,
  signedIn: AuthUser | undefined,
  now = new Date(),
): Promise<UserRow> {
  const { invite } = liveInvite(db, token, now);
  const existing = db.select().from(users).where(eq(users.email, invite.email)).get();
  let passwordHash: string | null = null;
  if (existing) {
    if (existing.role === 'restaurant_owner' || existing.role === 'superadmin')
      throw new AppError(409, SELLING_MESSAGES.inviteRoleTaken, 'invite_role_taken');
    if (existing.role === 'coordinator' && existing.nonprofitId !== invite.nonprofitId)
      throw new AppError(409, SELLING_MESSAGES.inviteOtherNonprofit, 'invite_role_taken');
    if (!signedIn) throw new AppError(401, SELLING_MESSAGES.inviteSignInFirst, 'invite_sign_in');
    if (signedIn.id !== existing.id) throw new AppError(403, SELLING_MESSAGES.inviteSignInAsInvited, 'invite_sign_in');
  } else {
    if (!body.password)
      throw new AppError(400, SELLING_MESSAGES.invitePasswordRequired, 'validation_failed', {
        password: [SELLING_MESSAGES.invitePasswordRequired],
      });
    await assertStrongPassword(body.password, invite.email, [body.firstName ?? '', body.lastName ?? '']);
    passwordHash = await hashPassword(body.password);
  }
  return await transaction(db, (tx) => {
    // The invitation is used up here; whoever deletes it first is the one who accepts it.
    const used = tx.delete(coordinatorInvites).where(eq(coordinatorInvites.tokenHash, invite.tokenHash)).run();
    if (used.changes !== 1) throw new AppError(404, SELLING_MESSAGES.inviteInvalid, 'invite_invalid');
    const user = existing
      ? tx
          .update(users)
          .set({ role: 'coordinator', nonprofitId: invite.nonprofitId, restaurantId: null, updatedAt: now.toISOString() })
          .where(eq(users.id, existing.id))
          .returning()
          .get()!
      : tx
          .insert(users)
          .values({
            id: randomUUID(),
            email: invite.email,
            passwordHash,
            firstName: body.firstName || null,
            lastName: body.lastName || null,
            role: 'coordinator',
            nonprofitId: invite.nonprofitId,
          })
          .returning()
          .get();
    insertAudit(tx, {
      actorUserId: user.id,
      action: 'coordinator_accepted',
      entityType: 'nonprofit',
      entityId: invite.nonprofitId,
      beforeStatus: existing?.role ?? null,
      afterStatus: 'coordinator',
      details: { email: invite.email, newAccount: !existing },
    });
    return user;
  });
}
