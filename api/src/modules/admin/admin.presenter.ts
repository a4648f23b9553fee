import type { AuditEntry, Campaign } from '@dealcard/shared';
import { presentCampaign } from '../campaign-management/campaign-management.presenter.ts';

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

/** A campaign after an admin's status change, with the message that says what happened. */
export function presentTransition({ campaign, message }: { campaign: Parameters<typeof presentCampaign>[0]; message: string }): {
  campaign: Campaign;
  message: string;
} {
  return { campaign: presentCampaign(campaign), message };
}
