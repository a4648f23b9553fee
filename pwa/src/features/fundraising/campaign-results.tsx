import { plural, t } from '@lingui/core/macro';
import styled from 'styled-components';
import type { DashboardCampaign } from '@dealcard/shared';
import { formatCents } from '@dealcard/shared/money';
import { ShareTools } from '../../components/share-tools/share-tools.tsx';
import { DataTable, type Column } from '../../components/back-office/data-table.tsx';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { shortDate } from './link-problem.tsx';
import { space, media, column, text } from '../../styles/theme.ts';

/* One campaign's results on the nonprofit's dashboard: how it stands, raised, sellers, teams, sharing. */

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

/** A leaderboard's columns (sellers or teams): who, cards sold, raised; each sorts. */
function leaderColumns<R extends { cardsSold: number; raisedCents: number }>(
  header: string,
  name: (row: R) => string,
): Column<R>[] {
  return [
    { key: 'name', header, cell: name, sortBy: name },
    { key: 'cards', header: t`Cards`, cell: (row) => row.cardsSold, num: true, sortBy: (row) => row.cardsSold },
    {
      key: 'raised',
      header: t`Raised`,
      cell: (row) => formatCents(row.raisedCents),
      num: true,
      sortBy: (row) => row.raisedCents,
    },
  ];
}

export function CampaignResults({ campaign, today }: { campaign: DashboardCampaign; today: string }) {
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
          <DataTable
            label={t`Sellers`}
            columns={leaderColumns<DashboardCampaign['sellers'][number]>(t`Name`, (seller) => seller.displayName)}
            rows={campaign.sellers}
            rowKey={(seller) => campaign.sellers.indexOf(seller)}
          />
        )}
      </section>

      {campaign.teams.length > 0 ? (
        <section aria-labelledby={`${headingId}-teams`}>
          <SubTitle id={`${headingId}-teams`}>{t`Teams`}</SubTitle>
          <DataTable
            label={t`Teams`}
            columns={leaderColumns<DashboardCampaign['teams'][number]>(t`Team`, (team) => team.team)}
            rows={campaign.teams}
            rowKey={(team) => team.team}
          />
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
