import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePortalCampaigns } from '../api/get-campaigns.ts';
import { usePortalScope } from '../api/portal-scope.ts';
import { ErrorState, PageHeading, StatCard, StatGrid } from '../../../components/back-office/kit.tsx';
import { isLive } from '../campaigns/campaign-rules.ts';

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: 16px 0 0;
  display: grid;
  gap: 14px;
  li {
    display: flex;
    gap: 14px;
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
    font-size: 1rem;
    font-weight: 700;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.92rem;
  }
  a {
    font-size: 0.9rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function DashboardPage() {
  const { restaurant, link } = usePortalScope();
  const campaigns = usePortalCampaigns();
  const list = campaigns.data ?? [];
  const total = list.length;
  const active = list.filter(isLive).length;
  const pending = list.filter((c) => c.status === 'pending').length;

  return (
    <>
      <PageHeading
        title="Dashboard"
        description={<>Welcome back to {restaurant.name}. Here is how your fundraising is going.</>}
        actions={
          <ButtonLink as={Link} to={link('/restaurant/campaigns/new')}>
            New campaign
          </ButtonLink>
        }
      />

      {campaigns.isLoading ? (
        <StatGrid aria-busy="true">
          <Skeleton $height="104px" />
          <Skeleton $height="104px" />
          <Skeleton $height="104px" />
        </StatGrid>
      ) : campaigns.error ? (
        <ErrorState
          message={errorMessage(campaigns.error, 'Could not load your campaigns.')}
          onRetry={() => void campaigns.refetch()}
        />
      ) : (
        <StatGrid>
          <StatCard label="Total Campaigns" value={total} hint="All campaign requests" />
          <StatCard label="Active Campaigns" value={active} hint="Approved and currently running" />
          <StatCard label="Pending Approval" value={pending} hint="Awaiting review" />
        </StatGrid>
      )}

      <Card>
        <CardTitle>Getting Started</CardTitle>
        <CardDescription>Three steps from a good cause to cards in your guests' hands.</CardDescription>
        <Steps>
          <li>
            <span className="n">1</span>
            <div>
              <h3>Add nonprofit partners</h3>
              <p>Add the schools, teams and charities you want to raise money for.</p>
              <Link to={link('/restaurant/nonprofits')}>Manage nonprofits →</Link>
            </div>
          </li>
          <li>
            <span className="n">2</span>
            <div>
              <h3>Create a campaign and submit it for approval</h3>
              <p>Choose a partner, set the card price and offers; our team reviews it before it goes live.</p>
              <Link to={link('/restaurant/campaigns/new')}>Create a campaign →</Link>
            </div>
          </li>
          <li>
            <span className="n">3</span>
            <div>
              <h3>Track performance</h3>
              <p>Follow cards sold, revenue and redemptions for every campaign.</p>
              <Link to={link('/restaurant/reports')}>View reports →</Link>
            </div>
          </li>
        </Steps>
      </Card>
    </>
  );
}
