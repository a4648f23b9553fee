import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '@dealcard/shared';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminCampaigns } from '../api/campaigns.ts';
import { useReconciliation } from '../api/money.ts';
import { ErrorState, PageHeading, StatCard, StatGrid } from '../../../components/back-office/kit.tsx';

const Action = styled(Card)`
  border-color: ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  flex-wrap: wrap;
  h2 {
    font-size: 1.15rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.warning};
  }
  p {
    margin-top: 4px;
  }
`;

/** The four counts from the campaign list, the payment sweep's recoveries, and a nudge when campaigns await review. */
export function AdminDashboardPage() {
  const { data: campaigns, isLoading, error, refetch } = useAdminCampaigns();
  const count = (status: string) => campaigns?.filter((c) => c.status === status).length ?? 0;
  const pending = count('pending');
  const sweep = useReconciliation();
  const lastRunAt = sweep.data?.lastRunAt;
  return (
    <>
      <PageHeading title="Dashboard" description="Overview of campaigns across the platform" />
      {error ? <ErrorState message={errorMessage(error, 'Could not load campaigns')} onRetry={() => void refetch()} /> : null}
      <StatGrid>
        <StatCard label="Total Campaigns" value={campaigns?.length ?? 0} loading={isLoading} />
        <StatCard label="Pending Review" value={pending} loading={isLoading} />
        <StatCard label="Approved" value={count('approved')} loading={isLoading} />
        <StatCard label="Rejected" value={count('rejected')} loading={isLoading} />
        <StatCard
          label="Cards recovered (7 days)"
          value={sweep.error ? '—' : (sweep.data?.recoveredLast7Days ?? 0)}
          hint={
            sweep.error
              ? errorMessage(sweep.error, 'Could not load the payment sweep')
              : `Paid payments the sweep gave their card${lastRunAt ? `, last check ${formatDateTime(lastRunAt)}` : ''}`
          }
          loading={sweep.isLoading}
        />
      </StatGrid>
      {pending > 0 ? (
        <Action aria-label="Action Required">
          <div>
            <h2>Action Required</h2>
            <p>
              {pending === 1
                ? 'You have 1 campaign waiting for approval.'
                : `You have ${pending} campaigns waiting for approval.`}
            </p>
          </div>
          <ButtonLink as={Link} to="/admin/campaigns">
            Review Campaigns
          </ButtonLink>
        </Action>
      ) : null}
    </>
  );
}
