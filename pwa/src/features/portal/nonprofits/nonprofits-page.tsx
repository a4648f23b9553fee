import { t } from '@lingui/core/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { formatDateTime, formatShortDate, NONPROFIT_MESSAGES, type Nonprofit, FUNDRAISING_MESSAGES } from '@dealcard/shared';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';
import { useSendDashboardLink } from '../../../lib/send-dashboard-link.ts';
import { usePortalScope } from '../api/portal-scope.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteNonprofit } from '../api/delete-nonprofit.ts';
import { useInviteCoordinator } from '../api/invite-coordinator.ts';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { usePortalCampaigns } from '../api/get-campaigns.ts';
import { useNonprofits } from '../api/get-nonprofits.ts';
import { CardActions, CardGrid, Meta, PageFrame } from '../../../components/back-office/kit.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { NonprofitDialog } from './nonprofit-dialog.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ConfirmDeleteDialog, DeleteButton } from '../../../components/back-office/form-kit.tsx';
import { sharedMessage } from '../../../components/back-office/labels.ts';
import { space, text } from '../../../styles/theme.ts';

const Head = styled.div`
  display: flex;
  gap: ${space(3)};
  align-items: center;
  img,
  .placeholder {
    width: 52px;
    height: 52px;
    flex: none;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    object-fit: contain;
    background: ${({ theme }) => theme.colors.background};
  }
  .placeholder {
    display: grid;
    place-items: center;
    color: ${({ theme }) => theme.colors.primary};
  }
  h2 {
    ${text(1.1, 700)}
  }
`;
const Description = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-top: ${space(2.5)};
  font-size: 0.92rem;
`;

type Editing = { nonprofit: Nonprofit | null } | null;

/** The toast after a dashboard link went out: who can see what, where, until when. */
function dashboardLinkSent(name: string, sentTo: string, until: string): string {
  return t`${name} can see its results at the link e-mailed to ${sentTo}, until ${until}.`;
}

export function NonprofitsPage() {
  const nonprofits = useNonprofits();
  const remove = useDeleteNonprofit();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Nonprofit | null>(null);
  // Campaigns name their partner: say so before the confirmation rather than refuse after it.
  const campaigns = usePortalCampaigns();
  const blockingCampaigns = deleting ? (campaigns.data ?? []).filter((c) => c.nonprofitId === deleting.id).length : 0;
  const add = () => setEditing({ nonprofit: null });
  const { restaurantId } = usePortalScope();
  const sendDashboard = useSendDashboardLink(backOfficeKeys.portal.nonprofits(restaurantId));
  const invite = useInviteCoordinator();

  function inviteCoordinator(n: Nonprofit) {
    invite.mutate(n.id, {
      onSuccess: (sent) =>
        toast({
          title: t`Invitation sent`,
          description: t`${sent.sentTo} can accept it until ${formatShortDate(sent.expiresAt)} to coordinate ${n.name}.`,
          variant: 'success',
        }),
      onError: (err) =>
        toast({ title: t`Error`, description: errorMessage(err, t`Could not send the invitation`), variant: 'destructive' }),
    });
  }

  function sendLink(n: Nonprofit) {
    sendDashboard.mutate(n.id, {
      onSuccess: (sent) =>
        toast({
          title: t`Dashboard link sent`,
          description: dashboardLinkSent(n.name, sent.sentTo, formatShortDate(sent.expiresAt)),
          variant: 'success',
        }),
      onError: (err) =>
        toast({ title: t`Error`, description: errorMessage(err, t`Could not send the dashboard link`), variant: 'destructive' }),
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t`Success`, description: t`Nonprofit partner deleted successfully`, variant: 'success' });
        setDeleting(null);
      },
      onError: (err) => {
        toast({ title: t`Error`, description: errorMessage(err, t`Failed to delete nonprofit`), variant: 'destructive' });
        setDeleting(null);
      },
    });
  }

  return (
    <>
      <PageFrame
        title={t`Nonprofit Partners`}
        description={t`The organizations your campaigns raise money for.`}
        actions={<Button onClick={add}>{t`+ Add Nonprofit`}</Button>}
        query={nonprofits}
        failure={t`Could not load your nonprofit partners.`}
        empty={
          <EmptyState
            icon="heart"
            title={t`No Nonprofit Partners Yet`}
            text={t`Add the schools, teams and charities you want to raise money for. Each campaign supports one partner.`}
            action={<Button onClick={add}>{t`Add Your First Nonprofit`}</Button>}
          />
        }
      >
        {(nonprofitList) => (
          <CardGrid>
            {nonprofitList.map((n) => (
              <Card key={n.id} aria-label={n.name}>
                <Head>
                  {n.logoUrl ? (
                    <img src={n.logoUrl} alt={t`${n.name} logo`} />
                  ) : (
                    <div className="placeholder">
                      <Icon name="heart" size={24} />
                    </div>
                  )}
                  <h2>{n.name}</h2>
                </Head>
                <Meta>
                  <dt>{t`Contact`}</dt>
                  <dd>{n.contactName ?? '—'}</dd>
                  <dt>{t`Email`}</dt>
                  <dd>{n.contactEmail ? <a href={`mailto:${n.contactEmail}`}>{n.contactEmail}</a> : '—'}</dd>
                  {n.contactPhone ? (
                    <>
                      <dt>{t`Phone`}</dt>
                      <dd>{n.contactPhone}</dd>
                    </>
                  ) : null}
                  {n.website ? (
                    <>
                      <dt>{t`Website`}</dt>
                      <dd>
                        <a href={n.website} target="_blank" rel="noopener noreferrer">
                          {n.website.replace(/^https?:\/\//, '')}
                        </a>
                      </dd>
                    </>
                  ) : null}
                  <dt>{t`Dashboard`}</dt>
                  <dd>{n.dashboardLinkSentAt ? t`Link sent ${formatDateTime(n.dashboardLinkSentAt)}` : t`Link not sent yet`}</dd>
                  <dt>{t`Coordinator`}</dt>
                  <dd data-testid="coordinator-state">
                    <CoordinatorState coordinator={n.coordinator ?? null} />
                  </dd>
                </Meta>
                {n.description ? <Description>{n.description}</Description> : null}
                <CardActions>
                  <Button
                    $variant="outline"
                    $size="sm"
                    onClick={() => sendLink(n)}
                    disabled={!n.contactEmail || (sendDashboard.isPending && sendDashboard.variables === n.id)}
                    title={n.contactEmail ? undefined : sharedMessage(FUNDRAISING_MESSAGES.dashboardNoContactEmail)}
                    aria-label={t`Send dashboard link to ${n.name}`}
                  >
                    {sendDashboard.isPending && sendDashboard.variables === n.id ? t`Sending...` : t`Send Dashboard Link`}
                  </Button>
                  <Button
                    $variant="outline"
                    $size="sm"
                    onClick={() => inviteCoordinator(n)}
                    disabled={!n.contactEmail || (invite.isPending && invite.variables === n.id)}
                    aria-label={t`Invite Coordinator for ${n.name}`}
                  >
                    {t`Invite Coordinator`}
                  </Button>
                  <ButtonLink
                    as={Link}
                    to={`/nonprofit?nonprofit=${n.id}`}
                    $variant="outline"
                    $size="sm"
                    aria-label={t`Workspace of ${n.name}`}
                  >
                    {t`Workspace`}
                  </ButtonLink>
                  <Button
                    $variant="outline"
                    $size="sm"
                    onClick={() => setEditing({ nonprofit: n })}
                    aria-label={t`Edit ${n.name}`}
                  >{t`Edit`}</Button>
                  <DeleteButton name={n.name} onClick={() => setDeleting(n)} />
                </CardActions>
              </Card>
            ))}
          </CardGrid>
        )}
      </PageFrame>

      {editing ? <NonprofitDialog nonprofit={editing.nonprofit} onClose={() => setEditing(null)} /> : null}

      <Dialog
        open={deleting != null && blockingCampaigns > 0}
        onClose={() => setDeleting(null)}
        title={t`This partner cannot be deleted`}
        description={sharedMessage(NONPROFIT_MESSAGES.deleteBlocked(blockingCampaigns))}
      >
        <DialogFooter>
          <Button $variant="outline" onClick={() => setDeleting(null)}>{t`Close`}</Button>
        </DialogFooter>
      </Dialog>

      <ConfirmDeleteDialog
        open={deleting != null && blockingCampaigns === 0}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        title={t`Delete Nonprofit Partner?`}
        description={
          <>
            {t`This will permanently delete`} <strong>{deleting?.name}</strong>
            {t`. This action cannot be undone. Campaigns associated with this nonprofit will need updating.`}
          </>
        }
      />
    </>
  );
}

/** Whether the nonprofit's coordinator was invited, let the link run out, or has an account. */
function CoordinatorState({ coordinator }: { coordinator: Nonprofit['coordinator'] | null }) {
  if (!coordinator) return <>{t`Not invited yet`}</>;
  const email = coordinator.email;
  if (coordinator.status === 'accepted') return <Badge $variant="success">{t`Accepted: ${email}`}</Badge>;
  if (coordinator.status === 'invited') return <Badge $variant="info">{t`Invited: ${email}`}</Badge>;
  return <Badge $variant="secondary">{t`Invitation expired: invite again`}</Badge>;
}
