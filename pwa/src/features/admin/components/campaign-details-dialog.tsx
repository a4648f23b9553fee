import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import {
  campaignValidityText,
  centsToDollarString,
  formatCents,
  formatDateTime,
  formatShortDate,
  totalValueCents,
  type Campaign,
} from '@dealcard/shared';
import { Table } from '../../../components/back-office/data-table.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCampaignAudit } from '../api/campaigns.ts';
import { statusBadgeVariant } from './campaign-status.ts';
import { campaignStatusLabel } from '../../../components/back-office/labels.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { space, column } from '../../../styles/theme.ts';

const Fields = styled.dl`
  display: grid;
  grid-template-columns: 140px 1fr;
  gap: ${space(2.5, 4)};
  margin-top: ${space(4)};
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    overflow-wrap: anywhere;
  }
`;
const Note = styled(Notice)`
  margin-top: ${space(4)};
  padding: ${space(3)};
  font-size: 0.9rem;
`;
const History = styled.ol`
  list-style: none;
  margin-top: ${space(2)};
  ${column(1.5)}
  font-size: 0.9rem;
  li {
    padding: ${space(2, 2.5)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    display: block;
  }
  q {
    display: block;
    margin-top: ${space(1)};
  }
`;

/** What an audit entry's action was, in words. */
function actionLabel(action: string): string {
  switch (action) {
    case 'create':
      return t`Created (pending review)`;
    case 'create_approved':
      return t`Created and auto-approved`;
    case 'approve':
      return t({ message: 'Approved', context: 'what was done to the campaign, in its history' });
    case 'reject':
      return t({ message: 'Rejected', context: 'what was done to the campaign, in its history' });
    case 'pause':
      return t({ message: 'Paused', context: 'what was done to the campaign, in its history' });
    case 'activate':
      return t({ message: 'Activated', context: 'what was done to the campaign, in its history' });
    case 'archive':
      return t({ message: 'Archived', context: 'what was done to the campaign, in its history' });
    case 'update':
      return t`Edited by its owner while pending`;
    case 'resubmit':
      return t`Edited and sent for approval again`;
    case 'withdraw':
      return t`Withdrawn by its owner (draft)`;
    default:
      return action;
  }
}

/** A status before or after an audited change: a review status, or active and paused for a toggle. */
function auditStatusLabel(status: string | null): string {
  if (status === null) return '—';
  return campaignStatusLabel(status);
}

/** When and by whom: "Nov 5, 2026, 7:42 PM by admin@example.com". */
function auditLine(createdAt: string, actorEmail: string | null): string {
  const when = formatDateTime(createdAt);
  const who = actorEmail ?? t`unknown user`;
  return t`${when} by ${who}`;
}

/** Read-only details of a campaign, with its audit history. */
export function CampaignDetailsDialog({ campaign, onClose }: { campaign: Campaign | null; onClose: () => void }) {
  const audit = useCampaignAudit(campaign?.id ?? null);
  if (!campaign) return null;
  return (
    <Dialog open onClose={onClose} title={campaign.nonprofitName} description={t`Campaign details`} wide>
      <Fields>
        <dt>{t`Description`}</dt>
        <dd>{campaign.description}</dd>
        <dt>{t`Restaurant`}</dt>
        <dd>{campaign.restaurantName ?? t`Unknown`}</dd>
        <dt>{t`Status`}</dt>
        <dd>
          <Badge $variant={statusBadgeVariant(campaign.status)}>{campaignStatusLabel(campaign.status)}</Badge>
          {campaign.status === 'approved' ? ` ${campaign.isActive === 1 ? t`(active)` : t`(paused)`}` : null}
        </dd>
        {campaign.status === 'rejected' ? (
          <>
            <dt>{t`Reason given`}</dt>
            <dd>{campaign.rejectionReason ?? t`None`}</dd>
          </>
        ) : null}
        <dt>{t`Card Price`}</dt>
        <dd>${centsToDollarString(campaign.cardPrice)}</dd>
        <dt>{t`Sales`}</dt>
        <dd>
          {campaign.startDate && campaign.endDate
            ? t`${formatShortDate(campaign.startDate)} to ${formatShortDate(campaign.endDate)}`
            : '—'}
        </dd>
        <dt>{t`Expiration`}</dt>
        <dd>{campaignValidityText(campaign.expirationMonths, campaign.cardExpirationDate)}</dd>
        <dt>{t`Goal`}</dt>
        <dd>{campaign.goalCents ? t`${formatCents(campaign.goalCents)} for the nonprofit` : t`No goal set`}</dd>
        <dt>{t`Created`}</dt>
        <dd>{formatShortDate(campaign.createdAt)}</dd>
        <dt>{t`Campaign Slug`}</dt>
        <dd>
          <code>{campaign.slug}</code>
        </dd>
      </Fields>
      <h3 style={{ marginTop: 20, fontWeight: 700 }}>{t`On the card`}</h3>
      <Table aria-label={t`Offers on the card`}>
        <thead>
          <tr>
            <th scope="col">{t`Offer`}</th>
            <th scope="col" className="num">{t`Quantity`}</th>
            <th scope="col" className="num">{t`Value each`}</th>
          </tr>
        </thead>
        <tbody>
          {campaign.offers.map((o) => (
            <tr key={o.id}>
              <td>
                <strong>{o.name}</strong>
                <small>{o.description}</small>
                {o.offerTypeEs || o.descriptionEs ? (
                  <small data-testid="offer-spanish">
                    {t`In Spanish:`}{' '}
                    <span lang="es-US">
                      {o.offerTypeEs ?? o.name}
                      {o.descriptionEs ? ` · ${o.descriptionEs}` : ''}
                    </span>
                  </small>
                ) : null}
              </td>
              <td className="num">{o.quantity}</td>
              <td className="num">{formatCents(o.retailValue)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t`Total value`}
            </th>
            <td className="num">{formatCents(totalValueCents(campaign.offers))}</td>
          </tr>
        </tfoot>
      </Table>
      {campaign.status === 'pending' ? (
        <Note $tone="info">{t`Check the offers, their quantities and values, the dates and the price before approving: the card goes on sale as shown here.`}</Note>
      ) : null}
      <h3 style={{ marginTop: 20, fontWeight: 700 }}>{t`History`}</h3>
      {audit.isLoading ? (
        <Skeleton $height="2.5rem" style={{ marginTop: 8 }} />
      ) : audit.error ? (
        <p role="alert">{errorMessage(audit.error, t`Could not load the history`)}</p>
      ) : audit.data && audit.data.length > 0 ? (
        <History aria-label={t`Audit log`}>
          {audit.data.map((e) => (
            <li key={e.id}>
              <strong>{actionLabel(e.action)}</strong>
              {e.beforeStatus || e.afterStatus
                ? ` · ${auditStatusLabel(e.beforeStatus)} → ${auditStatusLabel(e.afterStatus)}`
                : null}
              {e.reason ? <q>{e.reason}</q> : null}
              <small>{auditLine(e.createdAt, e.actorEmail)}</small>
            </li>
          ))}
        </History>
      ) : (
        <p style={{ marginTop: 8, color: 'inherit' }}>{t`No changes recorded yet.`}</p>
      )}
      <DialogFooter>
        <Button $variant="outline" onClick={onClose}>{t`Close`}</Button>
      </DialogFooter>
    </Dialog>
  );
}
