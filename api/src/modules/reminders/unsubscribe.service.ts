import { GIFT_MESSAGES } from '@dealcard/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailPreferences } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

/** Shown on the page the link opens, so the person sees which address stopped, not who it was. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

function preferencesOf(db: Db, token: string) {
  const row = db.select().from(emailPreferences).where(eq(emailPreferences.unsubscribeToken, token)).get();
  if (!row) throw new AppError(404, GIFT_MESSAGES.unsubscribeLinkInvalid, 'not_found');
  return row;
}

/**
 * Whether the link's address has stopped already (by the page's button, or a mail program's
 * one-click POST): the page opened again, or reloaded, says so instead of offering the button.
 */
export function unsubscribeStatus(db: Db, token: string): { email: string; unsubscribed: boolean } {
  const row = preferencesOf(db, token);
  return { email: maskEmail(row.email), unsubscribed: row.unsubscribedAt !== null };
}

/**
 * One click, no sign-in: the token names one address, which gets no more reminders or
 * announcements (receipts and card e-mails still go). Clicking again changes nothing.
 */
export function unsubscribe(db: Db, token: string, now: Date = new Date()): { email: string } {
  const row = preferencesOf(db, token);
  if (!row.unsubscribedAt) {
    db.update(emailPreferences).set({ unsubscribedAt: now.toISOString() }).where(eq(emailPreferences.email, row.email)).run();
  }
  return { email: maskEmail(row.email) };
}
