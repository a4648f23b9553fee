import { emailOutbox } from '../db/schema/index.ts';
import type { Db, Tx } from '../db/client.ts';
import { preparedPerDb } from '../db/prepared.ts';

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The same key twice queues one e-mail: a retried purchase never mails the holder twice. */
  dedupeKey?: string;
  /** Extra headers, such as List-Unsubscribe on reminders and announcements. */
  headers?: Record<string, string>;
}

/**
 * Queues an e-mail in the caller's transaction, so it exists exactly when what caused it exists.
 * The mail worker delivers it (with retries) after the commit, or once `notBefore` has come: a
 * gift's card e-mail waits in the table for its delivery date, across any number of restarts.
 */
export function enqueueEmail(
  tx: Tx,
  email: OutgoingEmail,
  notBefore?: Date,
  /** Set by mail/quota.ts for e-mails counted against an account's daily quota. */
  quota?: { quotaUserId: string; quotaDay: string },
): void {
  tx.insert(emailOutbox)
    .values({
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      dedupeKey: email.dedupeKey ?? null,
      headers: email.headers ?? null,
      nextAttemptAt: (notBefore ?? new Date()).toISOString(),
      ...quota,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .run();
}

const statements = preparedPerDb((db) => ({
  insert: db.$client.prepare<[string, string, string, string, string, string | null, string | null, string]>(
    `INSERT INTO email_outbox (kind, to_address, subject, html, text, dedupe_key, headers, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (dedupe_key) DO NOTHING`,
  ),
}));

/**
 * enqueueEmail by a statement prepared once per database, for the sweeps that queue thousands in a
 * run (the query builder costs more than the insert). Inside a transaction of `db`'s connection it
 * joins that transaction, as enqueueEmail does.
 */
export function enqueueEmailFast(db: Db, email: OutgoingEmail, notBefore?: Date): void {
  statements(db).insert.run(
    email.kind,
    email.to,
    email.subject,
    email.html,
    email.text,
    email.dedupeKey ?? null,
    email.headers ? JSON.stringify(email.headers) : null,
    (notBefore ?? new Date()).toISOString(),
  );
}
