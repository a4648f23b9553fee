import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCents, type RestaurantReport } from '@dealcard/shared';
import { usePortalCampaigns } from '../api/get-campaigns.ts';
import { useNonprofits } from '../api/get-nonprofits.ts';
import { useRestaurantReport } from '../api/get-report.ts';
import { usePortalScope } from '../api/portal-scope.ts';
import { RestaurantMoney } from './restaurant-money.tsx';
import { ErrorState, PageHeading, StatCard, StatGrid, Loaded } from '../../../components/back-office/kit.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { isLive } from '../campaigns/campaign-rules.ts';
import { space, text } from '../../../styles/theme.ts';

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: ${space(4)} 0 0;
  display: grid;
  gap: ${space(3.5)};
  li {
    display: flex;
    gap: ${space(3.5)};
    align-items: flex-start;
  }
  .n {
    flex: none;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    display: grid;
    place-items: center;
    font-weight: 800;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  h3 {
    ${text(1, 700)}
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.92rem;
  }
  a {
    ${text(0.9, 600)}
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Done = styled.span`
  ${text(0.85, 700)}
  color: ${({ theme }) => theme.colors.success};
  margin-left: ${space(2)};
`;

/** Redemptions of the last seven days (today and the six before, the report's UTC days). */
export function redemptionsThisWeek(report: Pick<RestaurantReport, 'redemptionsByDay'>, now: Date = new Date()): number {
  const since = new Date(now.getTime() - 6 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  return report.redemptionsByDay.filter((d) => d.day >= since).reduce((sum, d) => sum + d.count, 0);
}

/** How the fundraising is going: the report's figures beside the campaign counts. */
function Figures() {
  const report = useRestaurantReport();
  const data = report.data;
  const raised = data ? data.campaignStats.reduce((sum, c) => sum + c.raisedCents, 0) : 0;
  // A failed report says so in the figures' place instead of showing zeros.
  if (report.error)
    return (
      <ErrorState message={errorMessage(report.error, t`Could not load your figures.`)} onRetry={() => void report.refetch()} />
    );
  return (
    <StatGrid role="group" aria-label={t`How it is going`}>
      <StatCard
        label={t`Money Raised`}
        value={formatCents(raised)}
        hint={t`For your nonprofit partners, net of refunds`}
        loading={!data}
      />
      <StatCard label={t`Cards Sold`} value={data?.totalCardsSold ?? 0} hint={t`Net of refunds, all campaigns`} loading={!data} />
      <StatCard
        label={t`Redemptions This Week`}
        value={data ? redemptionsThisWeek(data) : 0}
        hint={t`Offers used in the last 7 days`}
        loading={!data}
      />
    </StatGrid>
  );
}

export function DashboardPage() {
  const { restaurant, link } = usePortalScope();
  const campaigns = usePortalCampaigns();
  const nonprofits = useNonprofits();
  const list = campaigns.data ?? [];
  const total = list.length;
  const active = list.filter(isLive).length;
  const pending = list.filter((c) => c.status === 'pending').length;
  const restaurantName = restaurant.name;
  // The three steps, each done once the restaurant has got there; the list goes once all are.
  const steps = {
    partner: (nonprofits.data?.length ?? 0) > 0,
    campaign: total > 0,
    live: list.some((c) => c.status === 'approved' || c.status === 'archived'),
  };
  const loaded = campaigns.data !== undefined && nonprofits.data !== undefined;
  const started = loaded && steps.partner && steps.campaign && steps.live;
  // Someone who has not submitted a campaign yet is new here: welcomed, not welcomed back.
  const isNew = campaigns.data !== undefined && total === 0;

  return (
    <>
      <PageHeading
        title={t`Dashboard`}
        description={
          isNew
            ? t`Welcome to ${restaurantName}'s portal. Three steps below take you from a good cause to cards in your guests' hands.`
            : t`Welcome back to ${restaurantName}. Here is how your fundraising is going.`
        }
        actions={<ButtonLink as={Link} to={link('/restaurant/campaigns/new')}>{t`New campaign`}</ButtonLink>}
      />

      <Loaded
        query={campaigns}
        loading={
          <StatGrid aria-busy="true">
            <Skeleton $height="104px" />
            <Skeleton $height="104px" />
            <Skeleton $height="104px" />
          </StatGrid>
        }
        failure={t`Could not load your campaigns.`}
      >
        {() => (
          <StatGrid>
            <StatCard label={t`Total Campaigns`} value={total} hint={t`All campaign requests`} />
            <StatCard label={t`Active Campaigns`} value={active} hint={t`Approved and currently running`} />
            <StatCard label={t`Pending Approval`} value={pending} hint={t`Awaiting review`} />
          </StatGrid>
        )}
      </Loaded>

      <Figures />

      <RestaurantMoney />

      {loaded && !started ? (
        <Card>
          <CardTitle>{t`Getting Started`}</CardTitle>
          <CardDescription>{t`Three steps from a good cause to cards in your guests' hands.`}</CardDescription>
          <Steps>
            <li>
              <span className="n">1</span>
              <div>
                <h3>
                  {t`Add nonprofit partners`}
                  {steps.partner ? <Done>{t`✓ Done`}</Done> : null}
                </h3>
                <p>{t`Add the schools, teams and charities you want to raise money for.`}</p>
                <Link to={link('/restaurant/nonprofits')}>{t`Manage nonprofits →`}</Link>
              </div>
            </li>
            <li>
              <span className="n">2</span>
              <div>
                <h3>
                  {t`Create a campaign and submit it for approval`}
                  {steps.campaign ? <Done>{t`✓ Done`}</Done> : null}
                </h3>
                <p>{t`Choose a partner, set the card price and offers; our team reviews it before it goes live.`}</p>
                <Link to={link('/restaurant/campaigns/new')}>{t`Create a campaign →`}</Link>
              </div>
            </li>
            <li>
              <span className="n">3</span>
              <div>
                <h3>
                  {t`Track performance`}
                  {steps.live ? <Done>{t`✓ Done`}</Done> : null}
                </h3>
                <p>{t`Follow cards sold, revenue and redemptions for every campaign.`}</p>
                <Link to={link('/restaurant/reports')}>{t`View reports →`}</Link>
              </div>
            </li>
          </Steps>
        </Card>
      ) : null}
    </>
  );
}
