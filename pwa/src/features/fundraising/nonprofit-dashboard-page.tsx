import { plural, t } from '@lingui/core/macro';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { DashboardCampaign, NonprofitDashboardResponse } from '@dealcard/shared';
import { toDateOnly } from '@dealcard/shared/dates';
import { formatCents } from '@dealcard/shared/money';
import { ShareTools } from '../../components/share-tools/share-tools.tsx';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { Page } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useNonprofitDashboard } from './api.ts';
import { LinkProblem, shortDate } from './link-problem.tsx';
import { space, media, column, row, text } from '../../styles/theme.ts';

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
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(2)};
  margin: 0;
  ${media.sm} {
    gap: ${space(3)};
  }
  > div {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.card};
    padding: ${space(3)};
    min-width: 0;
    ${media.sm} {
      padding: ${space(4)};
    }
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    ${text(0.8, 700)}
  }
  dd {
    margin: ${space(0.5)} 0 0;
    font-size: clamp(1.05rem, 4.6vw, 1.6rem);
    font-weight: 800;
    overflow-wrap: anywhere;
  }
`;
const Campaigns = styled.div`
  ${column(4)}
`;
const CampaignCard = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${column(4)}
  padding: ${space(4)};
  ${media.sm} {
    padding: ${space(6)};
  }
`;
const CampaignHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2, 3)};
  h3 {
    ${text(1.2, 800)}
    overflow-wrap: anywhere;
  }
`;
const Dates = styled.span`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;
const Raised = styled.p`
  ${text(1.1, 700)}
`;
const Track = styled.div`
  height: 12px;
  margin-top: ${space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;
const Fill = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${({ $percent }) => `${$percent}%`};
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
`;
const Sold = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-top: ${space(1.5)};
`;
const SubTitle = styled.h4`
  ${text(1, 800)}
  margin-bottom: ${space(2)};
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    padding: ${space(2, 1.5)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
    padding-left: 0;
    overflow-wrap: anywhere;
  }
  th:last-child,
  td:last-child {
    padding-right: 0;
  }
  thead th {
    color: ${({ theme }) => theme.colors.muted};
    ${text(0.8, 700)}
  }
  tbody tr:last-child td,
  tbody tr:last-child th {
    border-bottom: 0;
  }
  tbody th {
    font-weight: 600;
  }
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

function datesText(startDate: string | null, endDate: string | null): string | null {
  const start = shortDate(startDate);
  const end = shortDate(endDate);
  if (start && end) return `${start} – ${end}`;
  if (start) return t`From ${start}`;
  if (end) return t`Until ${end}`;
  return null;
}

/**
 * Live, or why not, in the campaign's own words: waiting for approval, a draft, not approved,
 * not started, paused, or ended. Only an approved campaign that has stopped selling has ended.
 */
export function salesBadge(
  campaign: Pick<DashboardCampaign, 'isLive' | 'status' | 'startDate' | 'endDate'>,
  today: string,
): { label: string; variant: BadgeVariant } {
  if (campaign.isLive) return { label: t`Live`, variant: 'success' };
  switch (campaign.status) {
    case 'pending':
      return { label: t`Waiting for approval`, variant: 'info' };
    case 'draft':
      return { label: t({ message: 'Draft', context: "a campaign's state, for its nonprofit" }), variant: 'secondary' };
    case 'rejected':
      return { label: t`Not approved`, variant: 'secondary' };
    case 'archived':
      return { label: t`Ended`, variant: 'secondary' };
  }
  if (campaign.startDate && today < campaign.startDate) return { label: t`Not started`, variant: 'info' };
  if (!campaign.endDate || today <= campaign.endDate) return { label: t`Paused`, variant: 'warning' };
  return { label: t`Ended`, variant: 'secondary' };
}

/** Worth sharing: it sells now, or will once its start date comes. */
export function canShare(campaign: Pick<DashboardCampaign, 'isLive' | 'status' | 'startDate'>, today: string): boolean {
  return campaign.isLive || (campaign.status === 'approved' && campaign.startDate !== null && today < campaign.startDate);
}

function GoalProgress({ raisedCents, goalCents }: { raisedCents: number; goalCents: number }) {
  const percent = goalCents > 0 ? Math.min(100, Math.round((raisedCents / goalCents) * 100)) : 0;
  const raised = formatCents(raisedCents);
  const goal = formatCents(goalCents);
  const text = t`${raised} raised of ${goal}`;
  return (
    <div>
      <Raised>{text}</Raised>
      <Track
        role="progressbar"
        aria-label={t`Raised toward the goal`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t`${percent}%: ${text}`}
      >
        <Fill $percent={percent} />
      </Track>
    </div>
  );
}

function CampaignResults({ campaign, today }: { campaign: DashboardCampaign; today: string }) {
  const headingId = `campaign-${campaign.slug}`;
  const badge = salesBadge(campaign, today);
  const dates = datesText(campaign.startDate, campaign.endDate);
  const slug = encodeURIComponent(campaign.slug);
  return (
    <CampaignCard aria-labelledby={headingId} data-testid="dashboard-campaign">
      <CampaignHead>
        {/* The sales window is in the title: two campaigns with one restaurant read apart. */}
        <h3 id={headingId}>
          {campaign.restaurantName}
          {dates ? <Dates>{dates}</Dates> : null}
        </h3>
        <Badge $variant={badge.variant}>{badge.label}</Badge>
      </CampaignHead>

      <div>
        {campaign.goalCents ? (
          <GoalProgress raisedCents={campaign.raisedCents} goalCents={campaign.goalCents} />
        ) : (
          <Raised>{t`${formatCents(campaign.raisedCents)} raised`}</Raised>
        )}
        <Sold>{plural(campaign.cardsSold, { one: '# card sold', other: '# cards sold' })}</Sold>
      </div>

      <section aria-labelledby={`${headingId}-sellers`}>
        <SubTitle id={`${headingId}-sellers`}>{t`Sellers`}</SubTitle>
        {campaign.sellers.length === 0 ? (
          <Muted>{t`No sellers yet`}</Muted>
        ) : (
          <Table aria-labelledby={`${headingId}-sellers`}>
            <thead>
              <tr>
                <th scope="col">{t`Name`}</th>
                <th scope="col">{t`Cards`}</th>
                <th scope="col">{t`Raised`}</th>
              </tr>
            </thead>
            <tbody>
              {campaign.sellers.map((seller, i) => (
                <tr key={`${seller.displayName}-${i}`}>
                  <th scope="row">{seller.displayName}</th>
                  <td>{seller.cardsSold}</td>
                  <td>{formatCents(seller.raisedCents)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>

      {campaign.teams.length > 0 ? (
        <section aria-labelledby={`${headingId}-teams`}>
          <SubTitle id={`${headingId}-teams`}>{t`Teams`}</SubTitle>
          <Table aria-labelledby={`${headingId}-teams`}>
            <thead>
              <tr>
                <th scope="col">{t`Team`}</th>
                <th scope="col">{t`Cards`}</th>
                <th scope="col">{t`Raised`}</th>
              </tr>
            </thead>
            <tbody>
              {campaign.teams.map((team) => (
                <tr key={team.team}>
                  <th scope="row">{team.team}</th>
                  <td>{team.cardsSold}</td>
                  <td>{formatCents(team.raisedCents)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </section>
      ) : null}

      <section aria-labelledby={`${headingId}-share`}>
        <SubTitle id={`${headingId}-share`}>{t`Share this campaign`}</SubTitle>
        {canShare(campaign, today) ? (
          <ShareTools
            url={`${window.location.origin}/campaign/${slug}`}
            title={t`Support ${campaign.nonprofitName}`}
            text={t`Get a deal card from ${campaign.restaurantName} and support ${campaign.nonprofitName}:`}
            posterHref={`/campaign/${slug}/poster`}
          />
        ) : (
          <Muted>{t`Its link, QR code and poster are here while the campaign sells cards.`}</Muted>
        )}
      </section>
    </CampaignCard>
  );
}

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
        <SectionTitle id="dashboard-payouts">{t`Payouts`}</SectionTitle>
        <Figures>
          <div>
            <dt>{t`Earned`}</dt>
            <dd data-testid="payout-earned">{formatCents(payouts.earnedCents)}</dd>
          </div>
          <div>
            <dt>{t`Paid to you`}</dt>
            <dd data-testid="payout-paid">{formatCents(payouts.paidCents)}</dd>
          </div>
          <div>
            <dt>{t`Due`}</dt>
            <dd data-testid="payout-due">{formatCents(payouts.dueCents)}</dd>
          </div>
        </Figures>
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
