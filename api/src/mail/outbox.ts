import { emailOutbox } from '../db/schema/index.ts';
import type { Tx } from '../db/client.ts';

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
export function enqueueEmail(tx: Tx, email: OutgoingEmail, notBefore?: Date): void {
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
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .run();
}
