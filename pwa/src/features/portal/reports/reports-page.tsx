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

const STATUS_BADGE: Record<ReturnType<typeof campaignDisplayStatus>, BadgeVariant> = {
  Active: 'success',
  Pending: 'warning',
  Paused: 'secondary',
  Rejected: 'destructive',
  Draft: 'outline',
};

const SellersCaption = styled.h3`
  font-size: 1rem;
  font-weight: 600;
  margin: 16px 0 4px;
`;

/** Under the nonprofit's name: which of its campaigns this row is. */
const CampaignWhen = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.subtle};
  font-size: 0.8rem;
`;

export function ReportsPage() {
  const report = useRestaurantReport();
  const data = report.data;
  const avg = data && data.totalCardsSold > 0 ? Math.round(data.totalRevenue / data.totalCardsSold) : 0;

  return (
    <>
      <PageHeading title="Reports" description="Cards sold, revenue and redemptions across your campaigns." />
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
        <ErrorState message={errorMessage(report.error, 'Could not load your reports.')} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <StatGrid>
            <StatCard label="Total Cards Sold" value={data.totalCardsSold} />
            <StatCard label="Total Revenue" value={formatCents(data.totalRevenue)} hint="Net of refunds" />
            <StatCard label="Total Redemptions" value={data.totalRedemptions} />
            <StatCard label="Avg. Revenue/Card" value={formatCents(avg)} />
          </StatGrid>

          <Section>
            <CardTitle>Campaign Performance</CardTitle>
            {data.campaignStats.length === 0 ? (
              <Empty>No campaign data available yet</Empty>
            ) : (
              <Table aria-label="Campaign Performance">
                <thead>
                  <tr>
                    <th>Campaign</th>
                    <th>Status</th>
                    <th className="num">Cards Sold</th>
                    <th className="num">Revenue</th>
                    <th className="num">Redemptions</th>
                    <th className="num">Raised for Nonprofit</th>
                    <th className="num">Paid Out</th>
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
                          <Badge $variant={STATUS_BADGE[status]}>{status}</Badge>
                        </td>
                        <td className="num">{s.cardsSold}</td>
                        <td className="num">
                          {formatCents(s.totalRevenue)}
                          {s.refundedCents > 0 ? <div className="sub">{formatCents(s.refundedCents)} refunded</div> : null}
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
            <CardTitle>Sellers</CardTitle>
            {data.sellers.length === 0 ? (
              <Empty>No one sells cards through a share link yet</Empty>
            ) : (
              data.campaignStats
                .filter((c) => data.sellers.some((s) => s.campaignId === c.campaignId))
                .map((c) => (
                  <div key={c.campaignId}>
                    <SellersCaption>
                      {c.nonprofitName} · {c.shortCode}
                    </SellersCaption>
                    <Table aria-label={`Sellers of ${c.nonprofitName} (${c.shortCode})`}>
                      <thead>
                        <tr>
                          <th>Seller</th>
                          <th className="num">Cards Sold</th>
                          <th className="num">Raised</th>
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

          <Section>
            <CardTitle>Recent Purchases</CardTitle>
            {data.recentPurchases.length === 0 ? (
              <Empty>No purchases yet</Empty>
            ) : (
              <Table aria-label="Recent Purchases">
                <thead>
                  <tr>
                    <th>Customer</th>
                    <th>Campaign</th>
                    <th>Purchase Date</th>
                    <th className="num">Amount</th>
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
                              {p.status === 'refunded' ? 'Refunded' : 'On hold'}
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
