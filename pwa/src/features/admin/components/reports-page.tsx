import { plural, t } from '@lingui/core/macro';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatCents, groupThousands } from '@dealcard/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminReport } from '../api/reports.ts';
import { useAdminRestaurants } from '../api/restaurants.ts';
import { ErrorState, PageHeading, StatCard, StatGrid } from '../../../components/back-office/kit.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { adminReportCsv, adminReportFileName } from './report-csv.ts';
import { useCsvExport } from '../../../components/back-office/use-csv-export.ts';
import { Table } from '../../../components/back-office/data-table.tsx';
import { space, text } from '../../../styles/theme.ts';

const Filters = styled(Card)`
  display: flex;
  align-items: flex-end;
  gap: ${space(4)};
  flex-wrap: wrap;
  margin-bottom: ${space(6)};
  > div:first-child {
    min-width: 280px;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
    flex: 1;
    min-width: 200px;
  }
`;
const SectionTitle = styled.h2`
  ${text(1.2, 700)}
  padding: ${space(4, 4, 1)};
`;

/** Platform Analytics: figures per restaurant, all from the server's aggregates. */
export function AdminReportsPage() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('restaurant'));
  const restaurantId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const filtered = restaurantId !== null;
  const restaurants = useAdminRestaurants();
  const report = useAdminReport(restaurantId);
  const rows = report.data ?? [];

  const sum = (key: 'campaigns' | 'cardsSold' | 'revenue' | 'raisedCents') => rows.reduce((total, r) => total + r[key], 0);
  const title = (label: string) => (filtered ? t`${label} (Filtered)` : label);

  const exportCsv = useCsvExport({
    rows,
    csv: adminReportCsv,
    fileName: adminReportFileName,
    empty: t`No data available to export with current filters.`,
    exported: (count) => plural(count, { one: 'Exported # restaurant(s) to CSV.', other: 'Exported # restaurant(s) to CSV.' }),
  });

  return (
    <>
      <PageHeading
        title={t`Platform Analytics`}
        description={t`Sales, revenue and redemptions across the platform`}
        actions={<Button $variant="outline" onClick={exportCsv} disabled={report.isLoading}>{t`⤓ Export CSV`}</Button>}
      />
      <Filters>
        <SelectField
          label={t`Restaurant`}
          value={restaurantId ?? ''}
          onChange={(e) => setParams(e.target.value ? { restaurant: e.target.value } : {}, { replace: true })}
        >
          <option value="">{t`All Restaurants`}</option>
          {(restaurants.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </SelectField>
        <p>{t`Date range and campaign filtering will be available in a future update.`}</p>
      </Filters>

      {report.error ? (
        <ErrorState message={errorMessage(report.error, t`Could not load the report`)} onRetry={() => void report.refetch()} />
      ) : null}

      <StatGrid>
        <StatCard label={title(t`Total Restaurants`)} value={rows.length} loading={report.isLoading} />
        <StatCard label={title(t`Total Campaigns`)} value={sum('campaigns')} loading={report.isLoading} />
        <StatCard label={title(t`Cards Sold`)} value={groupThousands(sum('cardsSold'))} loading={report.isLoading} />
        <StatCard label={title(t`Platform Revenue`)} value={formatCents(sum('revenue'))} loading={report.isLoading} />
        <StatCard
          label={title(t`Raised for Nonprofits`)}
          value={formatCents(sum('raisedCents'))}
          hint={t`Their half, net of refunds`}
          loading={report.isLoading}
        />
      </StatGrid>

      {/* It scrolls sideways on a phone: focusable, so the keyboard can scroll it too (WCAG 2.1.1). */}
      <Card style={{ padding: 0, overflowX: 'auto' }} tabIndex={0} aria-labelledby="restaurant-performance">
        <SectionTitle id="restaurant-performance">{t`Restaurant Performance`}</SectionTitle>
        {report.isLoading ? (
          <div style={{ padding: 16 }} aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} $height="2.2rem" style={{ marginBottom: 8 }} />
            ))}
          </div>
        ) : rows.length === 0 ? (
          <div style={{ padding: 16 }}>
            <EmptyState title={t`No data available for the selected filters`} />
          </div>
        ) : (
          <Table aria-label={t`Restaurant Performance`}>
            <thead>
              <tr>
                <th>{t`Restaurant`}</th>
                <th className="num">{t`Campaigns`}</th>
                <th className="num">{t`Cards Sold`}</th>
                <th className="num">{t`Revenue`}</th>
                <th className="num">{t`Redemptions`}</th>
                <th className="num">{t`Raised for Nonprofits`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.restaurantId}>
                  <td style={{ fontWeight: 600 }}>{r.restaurantName}</td>
                  <td className="num">{r.campaigns}</td>
                  <td className="num">{groupThousands(r.cardsSold)}</td>
                  <td className="num">{formatCents(r.revenue)}</td>
                  <td className="num">{groupThousands(r.redemptions)}</td>
                  <td className="num">{formatCents(r.raisedCents)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
    </>
  );
}
