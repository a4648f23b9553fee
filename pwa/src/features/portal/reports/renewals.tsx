import { t } from '@lingui/core/macro';
import type { RestaurantReport } from '@dealcard/shared';
import { CardTitle } from '../../../components/ui/card.tsx';
import { Empty, Section, Table } from './report-layout.ts';

/** Next year's card: each new campaign's announcement to earlier holders, and who bought again. */
export function Renewals({ report }: { report: RestaurantReport }) {
  const name = (campaignId: number) => {
    const c = report.campaignStats.find((s) => s.campaignId === campaignId);
    return c ? `${c.nonprofitName} · ${c.shortCode}` : `#${campaignId}`;
  };
  return (
    <Section>
      <CardTitle>{t`Next year's card`}</CardTitle>
      {report.renewals.length === 0 ? (
        <Empty>{t`When a new campaign for the same nonprofit goes live, earlier card holders are told, and here you see how many bought again.`}</Empty>
      ) : (
        <Table aria-label={t`Next year's card`}>
          <thead>
            <tr>
              <th>{t`Campaign`}</th>
              <th className="num">{t`Holders told`}</th>
              <th className="num">{t`Bought again`}</th>
            </tr>
          </thead>
          <tbody>
            {report.renewals.map((r) => (
              <tr key={r.campaignId} data-testid="renewal-row">
                <td>{name(r.campaignId)}</td>
                <td className="num">{r.announced}</td>
                <td className="num">
                  {r.boughtAgain}
                  {r.announced > 0 ? <div className="sub">{Math.round((100 * r.boughtAgain) / r.announced)}%</div> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  );
}
