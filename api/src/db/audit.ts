import type { Tx } from './client.ts';
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

/** One audit row, written in the caller's transaction with the change it records. */
export function insertAudit(db: Tx, entry: AuditInput): void {
  db.insert(auditLog)
    .values({ ...entry, details: entry.details ?? null })
    .run();
}
