import { SAFETY_MESSAGES } from '@dealcard/shared';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';
import { enqueueEmail, type OutgoingEmail } from './outbox.ts';

/**
 * E-mails a signed-in person causes to be sent to other people (roster welcomes, coordinator
 * invites, dashboard links) count against a quota per account and day (PRODUCT.md, "Safety,
 * tightened again"), so the product is no relay. Each such e-mail is queued with its account and
 * the day it counts on; past the quota it is queued for the next day with room, and the mail
 * worker sends it when that day comes (the outbox is the durable queue).
 */
export const EMAIL_QUOTA_PER_DAY = 200;

const DAY_MS = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

function countsFrom(tx: Tx, userId: string, firstDay: string): Map<string, number> {
  const rows = tx
    .select({ day: emailOutbox.quotaDay, n: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.quotaUserId, userId), gte(emailOutbox.quotaDay, firstDay)))
    .groupBy(emailOutbox.quotaDay)
    .all();
  return new Map(rows.map((r) => [r.day!, r.n]));
}

/** How many e-mails the account has left today. */
export function quotaLeftToday(tx: Tx, userId: string, now = new Date()): number {
  const today = dayOf(now);
  return Math.max(0, EMAIL_QUOTA_PER_DAY - (countsFrom(tx, userId, today).get(today) ?? 0));
}

/** One e-mail that must go today (an invitation): 429 once the account's quota for today is used. */
export function enqueueCountedEmail(tx: Tx, userId: string, email: OutgoingEmail, now = new Date()): void {
  if (quotaLeftToday(tx, userId, now) === 0) throw new AppError(429, SAFETY_MESSAGES.emailQuotaReached, 'email_quota');
  enqueueCounted(tx, userId, email, dayOf(now), now);
}

/**
 * E-mails that may wait (roster welcomes): up to the quota go today, the rest on the following
 * days, each day's share of the quota filled in turn. Answers how many wait for a later day.
 */
export function enqueueCountedEmails(tx: Tx, userId: string, emails: readonly OutgoingEmail[], now = new Date()): number {
  if (emails.length === 0) return 0;
  const today = dayOf(now);
  const counts = countsFrom(tx, userId, today);
  let day = today;
  let queued = 0;
  for (const email of emails) {
    while ((counts.get(day) ?? 0) >= EMAIL_QUOTA_PER_DAY) day = dayOf(new Date(startOf(day).getTime() + DAY_MS));
    counts.set(day, (counts.get(day) ?? 0) + 1);
    if (day !== today) queued++;
    enqueueCounted(tx, userId, email, day, day === today ? now : startOf(day));
  }
  return queued;
}

function enqueueCounted(tx: Tx, userId: string, email: OutgoingEmail, day: string, notBefore: Date): void {
  enqueueEmail(tx, email, notBefore, { quotaUserId: userId, quotaDay: day });
}
