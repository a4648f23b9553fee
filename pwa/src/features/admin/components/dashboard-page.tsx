import { plural, t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '@dealcard/shared';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminCampaigns } from '../api/campaigns.ts';
import { useReconciliation } from '../api/money.ts';
import { ErrorState, PageHeading, StatCard, StatGrid } from '../../../components/back-office/kit.tsx';
import { space, text } from '../../../styles/theme.ts';

const Action = styled(Card)`
  border-color: ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(4)};
  flex-wrap: wrap;
  h2 {
    ${text(1.15, 700)}
    color: ${({ theme }) => theme.colors.warning};
  }
  p {
    margin-top: ${space(1)};
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
      <PageHeading title={t`Dashboard`} description={t`Overview of campaigns across the platform`} />
      {error ? <ErrorState message={errorMessage(error, t`Could not load campaigns`)} onRetry={() => void refetch()} /> : null}
      <StatGrid>
        <StatCard label={t`Total Campaigns`} value={campaigns?.length ?? 0} loading={isLoading} />
        <StatCard label={t`Pending Review`} value={pending} loading={isLoading} />
        <StatCard label={t`Approved`} value={count('approved')} loading={isLoading} />
        <StatCard label={t`Rejected`} value={count('rejected')} loading={isLoading} />
        <StatCard
          label={t`Cards recovered (7 days)`}
          value={sweep.error ? '—' : (sweep.data?.recoveredLast7Days ?? 0)}
          hint={
            sweep.error
              ? errorMessage(sweep.error, t`Could not load the payment sweep`)
              : lastRunAt
                ? t`Paid payments the sweep gave their card, last check ${formatDateTime(lastRunAt)}`
                : t`Paid payments the sweep gave their card`
          }
          loading={sweep.isLoading}
        />
      </StatGrid>
      {pending > 0 ? (
        <Action aria-label={t`Action Required`}>
          <div>
            <h2>{t`Action Required`}</h2>
            <p>
              {plural(pending, {
                one: 'You have # campaign waiting for approval.',
                other: 'You have # campaigns waiting for approval.',
              })}
            </p>
          </div>
          <ButtonLink as={Link} to="/admin/campaigns">{t`Review Campaigns`}</ButtonLink>
        </Action>
      ) : null}
    </>
  );
}
