import type { AuditEntry } from '@dealcard/shared';

export function presentAuditEntry(e: AuditEntry): AuditEntry {
  return {
    id: e.id,
    action: e.action,
    actorEmail: e.actorEmail,
    beforeStatus: e.beforeStatus,
    afterStatus: e.afterStatus,
    createdAt: e.createdAt,
  };
}
