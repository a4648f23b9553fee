import type { Db, Tx } from './client.ts';
import { preparedPerDb } from './prepared.ts';
import { auditLog } from './schema/index.ts';

export interface AuditInput {
  actorUserId: string | null;
  action: string;
  entityType:
    | 'campaign'
    | 'restaurant'
    | 'card'
    | 'payout'
    | 'payment'
    | 'redemption'
    | 'remittance'
    | 'nonprofit'
    | 'seller'
    | 'printed_batch';
  entityId: number;
  beforeStatus: string | null;
  afterStatus: string | null;
  details?: Record<string, unknown>;
}

const statements = preparedPerDb((db) => ({
  insert: db.$client.prepare<[string | null, string, string, number, string | null, string | null, string | null]>(
    `INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id, before_status, after_status, details)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ),
}));

/**
 * One audit row, written in the caller's transaction with the change it records. Given the
 * database handle (inside its transaction), by a statement prepared once: for the hot paths.
 */
export function insertAudit(db: Tx, entry: AuditInput): void {
  if ('$client' in db) {
    statements(db as Db).insert.run(
      entry.actorUserId,
      entry.action,
      entry.entityType,
      entry.entityId,
      entry.beforeStatus,
      entry.afterStatus,
      entry.details ? JSON.stringify(entry.details) : null,
    );
    return;
  }
  db.insert(auditLog)
    .values({ ...entry, details: entry.details ?? null })
    .run();
}
