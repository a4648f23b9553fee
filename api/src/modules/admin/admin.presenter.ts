import type { AuditEntry, Campaign, Message } from '@dealcard/shared';
import { presentCampaign } from '../campaign-management/campaign-management.presenter.ts';

export function presentAuditEntry(e: AuditEntry): AuditEntry {
  return {
    id: e.id,
    action: e.action,
    actorEmail: e.actorEmail,
    beforeStatus: e.beforeStatus,
    afterStatus: e.afterStatus,
    reason: e.reason,
    createdAt: e.createdAt,
  };
}

/** A campaign after an admin's status change, with the message that says what happened. */
export function presentTransition({ campaign, message }: { campaign: Parameters<typeof presentCampaign>[0]; message: Message }): {
  campaign: Campaign;
  message: Message;
} {
  return { campaign: presentCampaign(campaign), message };
}
