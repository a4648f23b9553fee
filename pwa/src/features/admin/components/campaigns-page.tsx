import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { campaignValidityText, centsToDollarString, formatShortDate, type Campaign, type CampaignStatus } from '@dealcard/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminCampaigns, useCampaignAction, useRejectCampaign } from '../api/campaigns.ts';
import { ErrorState, PageHeading } from '../../../components/back-office/kit.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CampaignDetailsDialog } from './campaign-details-dialog.tsx';
import { statusBadgeVariant } from './campaign-status.ts';
import { campaignStatusLabel } from '../../../components/back-office/labels.ts';
import { space, column, text } from '../../../styles/theme.ts';

const TAB_STATUSES: readonly CampaignStatus[] = ['pending', 'approved', 'rejected', 'draft', 'archived'];

/** A tab's name. */
function tabLabel(status: CampaignStatus): string {
  switch (status) {
    case 'pending':
      return t`Pending`;
    case 'approved':
      return t`Approved`;
    case 'rejected':
      return t`Rejected`;
    case 'archived':
      return t`Archived`;
    case 'draft':
      return t`Drafts`;
  }
}

/** What an empty tab says. */
function emptyTabTitle(status: CampaignStatus): string {
  switch (status) {
    case 'pending':
      return t`No pending campaigns`;
    case 'approved':
      return t`No approved campaigns`;
    case 'rejected':
      return t`No rejected campaigns`;
    case 'archived':
      return t`No archived campaigns`;
    case 'draft':
      return t`No drafts: a pending campaign its owner withdraws from review waits here`;
  }
}

const TabList = styled.div`
  display: inline-flex;
  gap: ${space(1)};
  padding: ${space(1)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};
  margin-bottom: ${space(5)};
  flex-wrap: wrap;
`;
const Tab = styled.button<{ $active: boolean }>`
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${space(2, 3.5)};
  min-height: 36px;
  font-weight: 600;
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.surface : 'transparent')};
  color: ${({ $active, theme }) => ($active ? theme.colors.text : theme.colors.muted)};
  box-shadow: ${({ $active, theme }) => ($active ? theme.shadows.card : 'none')};
`;
const List = styled.div`
  display: grid;
  gap: ${space(4)};
  grid-template-columns: repeat(auto-fill, minmax(340px, 1fr));
`;
const CampaignCard = styled(Card)`
  ${column(3)}
  header {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: ${space(2)};
  }
  h2 {
    ${text(1.15, 700)}
  }
  .desc {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.95rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space(1, 3)};
    font-size: 0.9rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    font-weight: 600;
  }
  .actions {
    display: flex;
    gap: ${space(2)};
    flex-wrap: wrap;
    margin-top: auto;
    padding-top: ${space(1)};
  }
`;
const Badges = styled.div`
  display: flex;
  gap: ${space(1.5)};
  flex-wrap: wrap;
  justify-content: flex-end;
`;

function failure(fallback: string) {
  return (err: unknown) => toast({ title: t`Error`, description: errorMessage(err, fallback), variant: 'destructive' });
}

/** Review and manage all campaigns, one tab per status. */
export function AdminCampaignsPage() {
  const [params, setParams] = useSearchParams();
  const tab = TAB_STATUSES.find((s) => s === params.get('tab')) ?? 'pending';
  const { data: campaigns, isLoading, error, refetch } = useAdminCampaigns();
  const [details, setDetails] = useState<Campaign | null>(null);
  const [archiving, setArchiving] = useState<Campaign | null>(null);
  const [rejecting, setRejecting] = useState<Campaign | null>(null);
  const [reason, setReason] = useState('');

  const approve = useCampaignAction('approve');
  const reject = useRejectCampaign();
  const toggle = useCampaignAction('toggle');
  const archive = useCampaignAction('archive');

  const onApprove = (c: Campaign) =>
    approve.mutate(c, {
      onSuccess: () =>
        toast({
          title: t`Campaign Approved`,
          description: t`The campaign has been approved and is now active.`,
          variant: 'success',
        }),
      onError: failure(t`Failed to approve campaign`),
    });
  const onReject = (c: Campaign) =>
    reject.mutate(
      { id: c.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setRejecting(null);
          setReason('');
          toast({ title: t`Campaign Rejected`, description: t`The campaign has been rejected.` });
        },
        onError: failure(t`Failed to reject campaign`),
      },
    );
  const onToggle = (c: Campaign) =>
    toggle.mutate(c, {
      // The server's own words for it are English only: the toast says the same in the language in use.
      onSuccess: (data) => {
        const paused = data.campaign.isActive !== 1;
        toast({
          title: paused ? t`Campaign Paused` : t`Campaign Activated`,
          description: paused
            ? t`The campaign has been paused and no longer sells cards.`
            : t`The campaign has been activated and is selling cards again.`,
          variant: 'success',
        });
      },
      onError: failure(t`Failed to toggle campaign`),
    });
  const onArchive = (c: Campaign) =>
    archive.mutate(c, {
      onSuccess: () => {
        setArchiving(null);
        toast({ title: t`Campaign Archived`, description: t`The campaign has been archived successfully.`, variant: 'success' });
      },
      onError: failure(t`Failed to archive campaign`),
    });

  const busy = (c: Campaign) =>
    [approve, toggle, archive].some((m) => m.isPending && m.variables?.id === c.id) ||
    (reject.isPending && reject.variables?.id === c.id);
  const visible = campaigns?.filter((c) => c.status === tab) ?? [];
  const countOf = (status: CampaignStatus) => campaigns?.filter((c) => c.status === status).length ?? 0;

  return (
    <>
      <PageHeading
        title={t`Campaign Management`}
        description={t`Review and manage all campaigns`}
        actions={<ButtonLink as={Link} to="/admin/campaigns/create">{t`+ Create Campaign`}</ButtonLink>}
      />
      <TabList role="tablist" aria-label={t`Campaign status`}>
        {TAB_STATUSES.map((status) => (
          <Tab
            key={status}
            id={`campaign-tab-${status}`}
            role="tab"
            aria-controls="campaign-tab-panel"
            aria-selected={tab === status}
            $active={tab === status}
            onClick={() => setParams(status === 'pending' ? {} : { tab: status }, { replace: true })}
          >
            {tabLabel(status)} ({countOf(status)})
          </Tab>
        ))}
      </TabList>

      {/* The chosen tab's panel, whatever it holds (the list, its loading, its empty state or an error). */}
      <div role="tabpanel" id="campaign-tab-panel" aria-labelledby={`campaign-tab-${tab}`}>
        {error ? (
          <ErrorState message={errorMessage(error, t`Could not load campaigns`)} onRetry={() => void refetch()} />
        ) : isLoading ? (
          <List aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Card key={i}>
                <Skeleton $height="1.4rem" $width="60%" />
                <Skeleton $height="3rem" style={{ marginTop: 12 }} />
                <Skeleton $height="2.2rem" $width="50%" style={{ marginTop: 12 }} />
              </Card>
            ))}
          </List>
        ) : visible.length === 0 ? (
          <EmptyState title={emptyTabTitle(tab)} />
        ) : (
          <List>
            {visible.map((c) => (
              <CampaignCard key={c.id} aria-label={c.nonprofitName} data-testid={`campaign-${c.id}`}>
                <header>
                  <h2>{c.nonprofitName}</h2>
                  <Badges>
                    <Badge $variant={statusBadgeVariant(c.status)}>{campaignStatusLabel(c.status)}</Badge>
                    {c.status === 'approved' && c.isActive !== 1 ? <Badge $variant="warning">{t`paused`}</Badge> : null}
                  </Badges>
                </header>
                <p className="desc">{c.description}</p>
                <dl>
                  <dt>{t`Restaurant`}</dt>
                  <dd>{c.restaurantName ?? t`Unknown`}</dd>
                  <dt>{t`Price`}</dt>
                  <dd>${centsToDollarString(c.cardPrice)}</dd>
                  <dt>{t`Expiration`}</dt>
                  <dd>{campaignValidityText(c.expirationMonths, c.cardExpirationDate)}</dd>
                  <dt>{t`Created`}</dt>
                  <dd>{formatShortDate(c.createdAt)}</dd>
                </dl>
                <div className="actions">
                  {c.status === 'pending' ? (
                    <>
                      <Button $size="sm" onClick={() => onApprove(c)} disabled={busy(c)}>{t`Approve`}</Button>
                      <Button
                        $size="sm"
                        $variant="destructive"
                        onClick={() => setRejecting(c)}
                        disabled={busy(c)}
                      >{t`Reject`}</Button>
                    </>
                  ) : null}
                  {c.status === 'approved' ? (
                    <>
                      <Button $size="sm" $variant="outline" onClick={() => onToggle(c)} disabled={busy(c)}>
                        {c.isActive === 1 ? t`Pause` : t`Unpause`}
                      </Button>
                      <Button
                        $size="sm"
                        $variant="outline"
                        onClick={() => setArchiving(c)}
                        disabled={busy(c)}
                      >{t`Archive`}</Button>
                      <ButtonLink
                        $size="sm"
                        $variant="ghost"
                        href={`/campaign/${c.slug}`}
                        target="_blank"
                        rel="noopener noreferrer"
                      >{t`Preview`}</ButtonLink>
                    </>
                  ) : null}
                  {c.status === 'rejected' ? (
                    <Button $size="sm" $variant="outline" onClick={() => setArchiving(c)} disabled={busy(c)}>{t`Archive`}</Button>
                  ) : null}
                  {c.status !== 'archived' ? (
                    <Button $size="sm" $variant="ghost" onClick={() => setDetails(c)}>{t`View Details`}</Button>
                  ) : null}
                </div>
              </CampaignCard>
            ))}
          </List>
        )}
      </div>

      <CampaignDetailsDialog campaign={details} onClose={() => setDetails(null)} />
      <Dialog
        open={rejecting !== null}
        onClose={() => !reject.isPending && setRejecting(null)}
        title={t`Reject Campaign`}
        description={t`Say what the owner should change: they see this reason beside the campaign and can edit it and send it again.`}
      >
        <TextareaField
          label={t`Reason for the owner`}
          rows={4}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          hint={t`${reason.length} of 500 characters`}
          placeholder={t`e.g. The free dessert needs a value limit.`}
        />
        <DialogFooter>
          <Button $variant="outline" onClick={() => setRejecting(null)} disabled={reject.isPending}>{t`Cancel`}</Button>
          <Button $variant="destructive" onClick={() => rejecting && onReject(rejecting)} disabled={reject.isPending}>
            {reject.isPending ? t`Rejecting...` : t`Reject`}
          </Button>
        </DialogFooter>
      </Dialog>
      <Dialog
        open={archiving !== null}
        onClose={() => !archive.isPending && setArchiving(null)}
        title={t`Archive Campaign`}
        description={
          <>
            {t`This marks`} <strong>{archiving?.nonprofitName}</strong>{' '}
            {t`as archived. It will no longer be visible in the active lists, and you can still view it in the Archived tab.`}
          </>
        }
      >
        <DialogFooter>
          <Button $variant="outline" onClick={() => setArchiving(null)} disabled={archive.isPending}>{t`Cancel`}</Button>
          <Button $variant="destructive" onClick={() => archiving && onArchive(archiving)} disabled={archive.isPending}>
            {archive.isPending ? t`Archiving...` : t`Archive`}
          </Button>
        </DialogFooter>
      </Dialog>
    </>
  );
}
