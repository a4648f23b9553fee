import { plural, t } from '@lingui/core/macro';
import styled from 'styled-components';
import { Table } from '../../components/back-office/data-table.tsx';
import { formatCents, type CoordinatorDashboardResponse } from '@dealcard/shared';
import { Link } from 'react-router-dom';
import { PageHeading, StatCard, StatGrid } from '../../components/back-office/kit.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { space, text } from '../../styles/theme.ts';
import { useCoordinatorScope } from './scope.ts';

const CampaignCard = styled(Card)`
  margin-bottom: ${space(4)};
  h2 {
    ${text(1.15, 700)}
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin-top: ${space(3)};
    font-size: 0.92rem;
  }
  th,
  td {
    text-align: left;
    padding: ${space(1.5, 2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-bottom: ${space(6)};
`;

/** What the e-mailed dashboard link shows, for the signed-in coordinator, with the way to work. */
export function CoordinatorDashboardPage({ dashboard }: { dashboard: CoordinatorDashboardResponse }) {
  const { link } = useCoordinatorScope();
  const { payouts } = dashboard;
  return (
    <>
      <PageHeading title={dashboard.nonprofit.name} description={t`Your campaigns, your sellers and your money.`} />
      <Actions>
        <ButtonLink as={Link} to={link('/nonprofit/sales')}>{t`Record a Sale`}</ButtonLink>
        <ButtonLink as={Link} to={link('/nonprofit/roster')} $variant="outline">{t`Roster`}</ButtonLink>
      </Actions>
      <StatGrid>
        <StatCard label={t`Earned`} value={formatCents(payouts.earnedCents)} />
        <StatCard label={t`Paid to you`} value={formatCents(payouts.paidCents)} />
        <StatCard
          label={payouts.dueCents < 0 ? t`You send the platform` : t`The platform sends you`}
          value={formatCents(Math.abs(payouts.dueCents))}
          hint={t`Everything counted: cash you hold, online sales, payouts and remittances. Money shows the steps.`}
        />
      </StatGrid>
      {dashboard.campaigns.length === 0 ? (
        <EmptyState
          icon="megaphone"
          title={t`No campaigns yet`}
          text={t`The restaurant has not started a campaign for you yet.`}
        />
      ) : (
        dashboard.campaigns.map((c) => (
          <CampaignCard key={c.campaignId} aria-label={c.slug}>
            <h2>
              {c.restaurantName}{' '}
              <Badge $variant={c.isLive ? 'success' : 'secondary'}>{c.isLive ? t`On sale` : t`Not on sale`}</Badge>
            </h2>
            <p>
              {c.goalCents
                ? t`${formatCents(c.raisedCents)} raised of ${formatCents(c.goalCents)}`
                : t`${formatCents(c.raisedCents)} raised`}
              {', '}
              {plural(c.cardsSold, { one: '# card sold', other: '# cards sold' })}
            </p>
            {c.teams.length > 0 ? (
              <Table aria-label={t`Teams`}>
                <thead>
                  <tr>
                    <th>{t`Team`}</th>
                    <th className="num">{t`Cards`}</th>
                    <th className="num">{t`Raised`}</th>
                  </tr>
                </thead>
                <tbody>
                  {c.teams.map((team) => (
                    <tr key={team.team}>
                      <td>{team.team}</td>
                      <td className="num">{team.cardsSold}</td>
                      <td className="num">{formatCents(team.raisedCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            ) : null}
          </CampaignCard>
        ))
      )}
    </>
  );
}
