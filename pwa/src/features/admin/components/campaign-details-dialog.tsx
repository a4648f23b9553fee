import styled from 'styled-components';
import { centsToDollarString, formatDateTime, formatShortDate, type Campaign } from '@dealcard/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCampaignAudit } from '../api/campaigns.ts';
import { statusBadgeVariant } from './campaign-status.ts';
import { Notice } from '../../../components/ui/notice.tsx';

const Fields = styled.dl`
  display: grid;
  grid-template-columns: 140px 1fr;
  gap: 10px 16px;
  margin-top: 16px;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    overflow-wrap: anywhere;
  }
`;
const Note = styled(Notice)`
  margin-top: 16px;
  padding: 12px;
  font-size: 0.9rem;
`;
const History = styled.ol`
  list-style: none;
  margin-top: 8px;
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: 0.9rem;
  li {
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    display: block;
  }
`;

const ACTION_LABELS: Record<string, string> = {
  create: 'Created (pending review)',
  create_approved: 'Created and auto-approved',
  approve: 'Approved',
  reject: 'Rejected',
  pause: 'Paused',
  activate: 'Activated',
  archive: 'Archived',
};

/** Read-only details of a campaign, with its audit history. */
export function CampaignDetailsDialog({ campaign, onClose }: { campaign: Campaign | null; onClose: () => void }) {
  const audit = useCampaignAudit(campaign?.id ?? null);
  if (!campaign) return null;
  return (
    <Dialog open onClose={onClose} title={campaign.nonprofitName} description="Campaign details" wide>
      <Fields>
        <dt>Description</dt>
        <dd>{campaign.description}</dd>
        <dt>Restaurant</dt>
        <dd>{campaign.restaurantName ?? 'Unknown'}</dd>
        <dt>Status</dt>
        <dd>
          <Badge $variant={statusBadgeVariant(campaign.status)}>{campaign.status}</Badge>
          {campaign.status === 'approved' ? ` ${campaign.isActive === 1 ? '(active)' : '(paused)'}` : null}
        </dd>
        <dt>Card Price</dt>
        <dd>${centsToDollarString(campaign.cardPrice)}</dd>
        <dt>Expiration</dt>
        <dd>{campaign.expirationMonths} months</dd>
        <dt>Created</dt>
        <dd>{formatShortDate(campaign.createdAt)}</dd>
        <dt>Campaign Slug</dt>
        <dd>
          <code>{campaign.slug}</code>
        </dd>
      </Fields>
      <Note $tone="info">
        Full campaign editing is coming in a future update. Campaigns are currently managed with Approve, Reject, Pause and
        Archive.
      </Note>
      <h3 style={{ marginTop: 20, fontWeight: 700 }}>History</h3>
      {audit.isLoading ? (
        <Skeleton $height="2.5rem" style={{ marginTop: 8 }} />
      ) : audit.error ? (
        <p role="alert">{errorMessage(audit.error, 'Could not load the history')}</p>
      ) : audit.data && audit.data.length > 0 ? (
        <History aria-label="Audit log">
          {audit.data.map((e) => (
            <li key={e.id}>
              <strong>{ACTION_LABELS[e.action] ?? e.action}</strong>
              {e.beforeStatus || e.afterStatus ? ` · ${e.beforeStatus ?? '—'} → ${e.afterStatus ?? '—'}` : null}
              <small>
                {formatDateTime(e.createdAt)} by {e.actorEmail ?? 'unknown user'}
              </small>
            </li>
          ))}
        </History>
      ) : (
        <p style={{ marginTop: 8, color: 'inherit' }}>No changes recorded yet.</p>
      )}
      <DialogFooter>
        <Button $variant="outline" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
