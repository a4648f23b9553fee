import { t } from '@lingui/core/macro';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { NonprofitDashboardResponse } from '@dealcard/shared';
import { toDateOnly } from '@dealcard/shared/dates';
import { MoneySteps } from '../../components/money-steps.tsx';
import { Page } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useNonprofitDashboard } from './api.ts';
import { CampaignResults } from './campaign-results.tsx';
import { LinkProblem, shortDate } from './link-problem.tsx';
import { space, column, row, text } from '../../styles/theme.ts';

const invalidLink = () => t`This dashboard link is not valid. Ask the restaurant for a new one.`;
const expiredLink = () => t`This dashboard link has expired. Ask the restaurant for a new one.`;

const Layout = styled(Page)`
  max-width: 880px;
  ${column(5)}
`;
const Identity = styled.div`
  ${row(3.5)}
  min-width: 0;
  img {
    flex: none;
    width: 64px;
    height: 64px;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  small {
    display: block;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    ${text(0.75, 700)}
    color: ${({ theme }) => theme.colors.subtle};
  }
`;
const Title = styled.h1`
  font-size: clamp(1.5rem, 6vw, 2.1rem);
  font-weight: 800;
  overflow-wrap: anywhere;
`;
const SectionTitle = styled.h2`
  ${text(1.2, 800)}
  margin-bottom: ${space(3)};
`;
const Campaigns = styled.div`
  ${column(4)}
`;
function Dashboard({ data }: { data: NonprofitDashboardResponse }) {
  const { nonprofit, campaigns, payouts, expiresAt } = data;
  const today = toDateOnly(new Date());
  const until = shortDate(expiresAt);
  return (
    <Layout>
      <Identity>
        {/* The name is printed beside it, so the logo adds nothing for a screen reader. */}
        {nonprofit.logoUrl ? <img src={nonprofit.logoUrl} alt="" width={64} height={64} /> : null}
        <div>
          <small>{t`Fundraising dashboard`}</small>
          <Title>{nonprofit.name}</Title>
        </div>
      </Identity>

      {until ? (
        <Notice
          $tone="info"
          data-testid="dashboard-expiry"
        >{t`This link works until ${until}. Ask the restaurant for a new one after that.`}</Notice>
      ) : null}

      <section aria-labelledby="dashboard-payouts">
        <SectionTitle id="dashboard-payouts">{t`Your money`}</SectionTitle>
        <MoneySteps money={payouts} />
      </section>

      <section aria-labelledby="dashboard-campaigns">
        <SectionTitle id="dashboard-campaigns">{t`Campaigns`}</SectionTitle>
        {campaigns.length === 0 ? (
          <EmptyState
            icon="megaphone"
            title={t`No campaigns yet`}
            text="When a restaurant's campaign for you is approved, its results show here."
          />
        ) : (
          <Campaigns>
            {campaigns.map((campaign) => (
              <CampaignResults key={campaign.slug} campaign={campaign} today={today} />
            ))}
          </Campaigns>
        )}
      </section>
    </Layout>
  );
}

function DashboardSkeleton() {
  return (
    <Layout aria-busy="true" aria-label={t`Loading the dashboard`}>
      <Skeleton $height="64px" $width="70%" />
      <Skeleton $height="48px" />
      <Skeleton $height="96px" />
      <Skeleton $height="320px" />
    </Layout>
  );
}

/** /nonprofit/{token}: a nonprofit's campaigns, sellers and payouts, without an account. */
export function NonprofitDashboardPage() {
  const { token = '' } = useParams();
  const { data, isPending, isError, error, refetch, isFetching } = useNonprofitDashboard(token);
  return (
    <>
      {/* A private link: never indexed. */}
      <meta name="robots" content="noindex" />
      {isPending ? (
        <DashboardSkeleton />
      ) : isError ? (
        <Layout>
          <LinkProblem
            error={error}
            invalidMessage={invalidLink()}
            expiredMessage={expiredLink()}
            failedTitle="We couldn't load the dashboard"
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        </Layout>
      ) : (
        <Dashboard data={data} />
      )}
    </>
  );
}
