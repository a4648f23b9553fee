import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePortalCampaigns } from '../api/get-campaigns.ts';
import { usePortalScope } from '../api/portal-scope.ts';
import { PageHeading, StatCard, StatGrid, Loaded } from '../../../components/back-office/kit.tsx';
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

export function DashboardPage() {
  const { restaurant, link } = usePortalScope();
  const campaigns = usePortalCampaigns();
  const list = campaigns.data ?? [];
  const total = list.length;
  const active = list.filter(isLive).length;
  const pending = list.filter((c) => c.status === 'pending').length;
  const restaurantName = restaurant.name;

  return (
    <>
      <PageHeading
        title={t`Dashboard`}
        description={t`Welcome back to ${restaurantName}. Here is how your fundraising is going.`}
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

      <Card>
        <CardTitle>{t`Getting Started`}</CardTitle>
        <CardDescription>{t`Three steps from a good cause to cards in your guests' hands.`}</CardDescription>
        <Steps>
          <li>
            <span className="n">1</span>
            <div>
              <h3>{t`Add nonprofit partners`}</h3>
              <p>{t`Add the schools, teams and charities you want to raise money for.`}</p>
              <Link to={link('/restaurant/nonprofits')}>{t`Manage nonprofits →`}</Link>
            </div>
          </li>
          <li>
            <span className="n">2</span>
            <div>
              <h3>{t`Create a campaign and submit it for approval`}</h3>
              <p>{t`Choose a partner, set the card price and offers; our team reviews it before it goes live.`}</p>
              <Link to={link('/restaurant/campaigns/new')}>{t`Create a campaign →`}</Link>
            </div>
          </li>
          <li>
            <span className="n">3</span>
            <div>
              <h3>{t`Track performance`}</h3>
              <p>{t`Follow cards sold, revenue and redemptions for every campaign.`}</p>
              <Link to={link('/restaurant/reports')}>{t`View reports →`}</Link>
            </div>
          </li>
        </Steps>
      </Card>
    </>
  );
}
