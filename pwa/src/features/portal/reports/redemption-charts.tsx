import { t } from '@lingui/core/macro';
import type { RestaurantReport } from '@dealcard/shared';
import { formatDateTime, formatShortDate } from '@dealcard/shared/dates';
import { useId, type ReactNode } from 'react';
import { BarChart, type BarDatum } from '../../../components/back-office/bar-chart.tsx';
import { CardTitle } from '../../../components/ui/card.tsx';
import { Empty, Section, Table } from './report-layout.ts';
import { everyDay } from './redemption-days.ts';

/** A titled section whose title names it (a region), with a chart or, with nothing to draw, a line saying so. */
function ChartSection({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <CardTitle id={id}>{title}</CardTitle>
      {empty ? <Empty>{empty}</Empty> : children}
    </Section>
  );
}

/** A location's name on the chart; redemptions no tablet checked (six-digit codes) have none: the table's words. */
function locationLabel(name: string | null): string {
  return name ?? t`Not checked at a tablet`;
}

/** Redemptions (undone ones left out) by location, by day over the last 30 days, and by offer. */
export function RedemptionCharts({ report }: { report: RestaurantReport }) {
  const byDay: BarDatum[] = everyDay(report.redemptionsByDay).map((d) => ({
    label: formatShortDate(d.day),
    // Without the year under a column: "Nov 5, 2026" reads "Nov 5", "5 nov 2026" reads "5 nov".
    short: formatShortDate(d.day).replace(/,? \d{4}$/, ''),
    value: d.count,
  }));
  const byLocation: BarDatum[] = report.redemptionsByLocation.map((d) => ({
    label: locationLabel(d.locationName),
    value: d.count,
  }));
  const byOffer: BarDatum[] = report.redemptionsByOffer.map((d) => ({ label: d.offerType, value: d.count }));
  return (
    <>
      <ChartSection
        title={t`Redemptions by day`}
        empty={byDay.every((d) => d.value === 0) ? t`No redemptions in the last 30 days` : null}
      >
        <BarChart title={t`Redemptions by day`} data={byDay} labelHeader={t`Day`} valueHeader={t`Redemptions`} layout="columns" />
      </ChartSection>
      <ChartSection title={t`Redemptions by location`} empty={byLocation.length === 0 ? t`No redemptions yet` : null}>
        <BarChart title={t`Redemptions by location`} data={byLocation} labelHeader={t`Location`} valueHeader={t`Redemptions`} />
      </ChartSection>
      <ChartSection title={t`Redemptions by offer`} empty={byOffer.length === 0 ? t`No redemptions yet` : null}>
        <BarChart title={t`Redemptions by offer`} data={byOffer} labelHeader={t`Offer`} valueHeader={t`Redemptions`} />
      </ChartSection>
    </>
  );
}

/**
 * Vouchers a tablet accepted offline that had been used elsewhere first: the restaurant sees both
 * times and places, to settle it with the guest or the staff.
 */
export function OfflineConflicts({ conflicts }: { conflicts: RestaurantReport['offlineConflicts'] }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <CardTitle id={id}>{t`Offline conflicts`}</CardTitle>
      {conflicts.length === 0 ? (
        <Empty>{t`No offline conflicts`}</Empty>
      ) : (
        <Table aria-label={t`Offline conflicts`}>
          <thead>
            <tr>
              <th scope="col">{t`Location`}</th>
              <th scope="col">{t`Offer`}</th>
              <th scope="col">{t`Holder`}</th>
              <th scope="col">{t`Scanned offline`}</th>
              <th scope="col">{t`Used first`}</th>
            </tr>
          </thead>
          <tbody>
            {conflicts.map((c) => (
              <tr key={`${c.scannedAt}-${c.usedAt}-${c.offerType}-${c.holderFirstName}`}>
                {/* Where the conflict happened: the location of the tablet that scanned offline. */}
                <td>{c.scannedAtLocation ?? t`Unknown location`}</td>
                <td>{c.offerType}</td>
                <td>{c.holderFirstName}</td>
                <td>{formatDateTime(c.scannedAt)}</td>
                <td>
                  <div>{formatDateTime(c.usedAt)}</div>
                  <div className="sub">{locationLabel(c.usedAtLocation)}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  );
}
