import type { emailOutbox } from '../db/schema/index.ts';
import type { OutboxEmail, OutboxEmailSummary } from '@dealcard/shared';

type OutboxRow = typeof emailOutbox.$inferSelect;

export function presentSummary(row: OutboxRow): OutboxEmailSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    lastError: row.lastError,
  };
}

export function presentEmail(row: OutboxRow): OutboxEmail {
  return { ...presentSummary(row), html: row.html, text: row.text };
}
