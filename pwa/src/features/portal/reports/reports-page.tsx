import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { campaignDisplayStatus, formatCents, formatShortDate } from '@dealcard/shared';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRestaurantReport } from '../api/get-report.ts';
import { ErrorState, PageHeading, StatCard, StatGrid } from '../../../components/back-office/kit.tsx';
import { Empty, Section, Table } from './report-layout.ts';
import { OfflineConflicts, RedemptionCharts } from './redemption-charts.tsx';
import { RecentRedemptions } from './recent-redemptions.tsx';
import { Renewals } from './renewals.tsx';
import { space, text } from '../../../styles/theme.ts';

type DisplayStatus = ReturnType<typeof campaignDisplayStatus>;

const STATUS_BADGE: Record<DisplayStatus, BadgeVariant> = {
  Active: 'success',
  Pending: 'warning',
  Paused: 'secondary',
  Rejected: 'destructive',
  Archived: 'secondary',
  Draft: 'outline',
};

/** A campaign's status on the report, in words. */
function displayStatusLabel(status: DisplayStatus): string {
  switch (status) {
    case 'Active':
      return t({ message: 'Active', context: "one campaign's status" });
    case 'Pending':
      return t({ message: 'Pending', context: "one campaign's status" });
    case 'Paused':
      return t({ message: 'Paused', context: "one campaign's status" });
    case 'Rejected':
      return t({ message: 'Rejected', context: "one campaign's status" });
    case 'Archived':
      return t({ message: 'Archived', context: "one campaign's status" });
    case 'Draft':
      return t({ message: 'Draft', context: "one campaign's status" });
  }
}

const SellersCaption = styled.h3`
  ${text(1, 600)}
  margin: ${space(4)} 0 ${space(1)};
`;

/** Under the nonprofit's name: which of its campaigns this row is. */
const CampaignWhen = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.subtle};
  font-size: 0.8rem;
`;

/** The name of one campaign's table of sellers. */
function sellersOf(nonprofitName: string, shortCode: string): string {
  return t`Sellers of ${nonprofitName} (${shortCode})`;
}

export function ReportsPage() {
  const report = useRestaurantReport();
  const data = report.data;
  const avg = data && data.totalCardsSold > 0 ? Math.round(data.totalRevenue / data.totalCardsSold) : 0;

  return (
    <>
      <PageHeading title={t`Reports`} description={t`Cards sold, revenue and redemptions across your campaigns.`} />
      {report.isLoading ? (
        <>
          <StatGrid aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} $height="104px" />
            ))}
          </StatGrid>
          <Skeleton $height="240px" />
        </>
      ) : !data ? (
        <ErrorState message={errorMessage(report.error, t`Could not load your reports.`)} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <StatGrid>
            <StatCard label={t`Total Cards Sold`} value={data.totalCardsSold} />
            <StatCard label={t`Total Revenue`} value={formatCents(data.totalRevenue)} hint={t`Net of refunds`} />
            <StatCard label={t`Total Redemptions`} value={data.totalRedemptions} />
            <StatCard label={t`Avg. Revenue/Card`} value={formatCents(avg)} />
          </StatGrid>

          <Section>
            <CardTitle>{t`Campaign Performance`}</CardTitle>
            {data.campaignStats.length === 0 ? (
              <Empty>{t`No campaign data available yet`}</Empty>
            ) : (
              <Table aria-label={t`Campaign Performance`}>
                <thead>
                  <tr>
                    <th>{t`Campaign`}</th>
                    <th>{t`Status`}</th>
                    <th className="num">{t`Cards Sold`}</th>
                    <th className="num">{t`Revenue`}</th>
                    <th className="num">{t`Redemptions`}</th>
                    <th className="num">{t`Raised for Nonprofit`}</th>
                    <th className="num">{t`Paid Out`}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.campaignStats.map((s) => {
                    const status = campaignDisplayStatus(s.status, s.isActive);
                    return (
                      <tr key={s.campaignId}>
                        <td>
                          {s.nonprofitName}
                          <CampaignWhen>
                            {s.startDate && s.endDate ? `${formatShortDate(s.startDate)} – ${formatShortDate(s.endDate)} · ` : ''}
                            {s.shortCode}
                          </CampaignWhen>
                        </td>
                        <td>
                          <Badge $variant={STATUS_BADGE[status]}>{displayStatusLabel(status)}</Badge>
                        </td>
                        <td className="num">{s.cardsSold}</td>
                        <td className="num">
                          {formatCents(s.totalRevenue)}
                          {s.refundedCents > 0 ? <div className="sub">{t`${formatCents(s.refundedCents)} refunded`}</div> : null}
                        </td>
                        <td className="num">{s.totalRedemptions}</td>
                        <td className="num">{formatCents(s.raisedCents)}</td>
                        <td className="num">{formatCents(s.paidOutCents)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            )}
          </Section>

          <RedemptionCharts report={data} />
          <OfflineConflicts conflicts={data.offlineConflicts} />
          <RecentRedemptions />

          <Section>
            <CardTitle>{t`Sellers`}</CardTitle>
            {data.sellers.length === 0 ? (
              <Empty>{t`No one sells cards through a share link yet`}</Empty>
            ) : (
              data.campaignStats
                .filter((c) => data.sellers.some((s) => s.campaignId === c.campaignId))
                .map((c) => (
                  <div key={c.campaignId}>
                    <SellersCaption>
                      {c.nonprofitName} · {c.shortCode}
                    </SellersCaption>
                    <Table aria-label={sellersOf(c.nonprofitName, c.shortCode)}>
                      <thead>
                        <tr>
                          <th>{t`Seller`}</th>
                          <th className="num">{t`Cards Sold`}</th>
                          <th className="num">{t`Raised`}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.sellers
                          .filter((s) => s.campaignId === c.campaignId)
                          .map((s) => (
                            <tr key={`${s.campaignId}-${s.email}`}>
                              <td>
                                <div>{s.displayName}</div>
                                <div className="sub">{s.email}</div>
                              </td>
                              <td className="num">{s.cardsSold}</td>
                              <td className="num">{formatCents(s.raisedCents)}</td>
                            </tr>
                          ))}
                      </tbody>
                    </Table>
                  </div>
                ))
            )}
          </Section>

          <Renewals report={data} />

          <Section>
            <CardTitle>{t`Recent Purchases`}</CardTitle>
            {data.recentPurchases.length === 0 ? (
              <Empty>{t`No purchases yet`}</Empty>
            ) : (
              <Table aria-label={t`Recent Purchases`}>
                <thead>
                  <tr>
                    <th>{t`Customer`}</th>
                    <th>{t`Campaign`}</th>
                    <th>{t`Purchase Date`}</th>
                    <th className="num">{t`Amount`}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.recentPurchases.map((p) => (
                    <tr key={p.id}>
                      <td>
                        <div>{p.customerName}</div>
                        <div className="sub">{p.customerEmail}</div>
                      </td>
                      <td>{p.nonprofitName}</td>
                      <td>{formatShortDate(p.purchaseDate)}</td>
                      <td className="num">
                        {formatCents(p.cardPrice)}
                        {p.status !== 'active' ? (
                          <div>
                            <Badge $variant={p.status === 'refunded' ? 'destructive' : 'warning'}>
                              {p.status === 'refunded' ? t`Refunded` : t`On hold`}
                            </Badge>
                          </div>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Section>
        </>
      )}
    </>
  );
}
