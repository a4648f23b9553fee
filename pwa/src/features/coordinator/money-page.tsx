import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { formatCents, formatShortDate, type MoneyMovement } from '@dealcard/shared';
import { Loaded, PageHeading, StatCard, StatGrid } from '../../components/back-office/kit.tsx';
import { Card } from '../../components/ui/card.tsx';
import { space, text } from '../../styles/theme.ts';
import { useNonprofitMoney } from './api/money.ts';
import { useCoordinatorScope } from './scope.ts';

const Section = styled(Card)`
  margin-bottom: ${space(5)};
  overflow-x: auto;
  h2 {
    ${text(1.15, 700)}
    margin-bottom: ${space(2)};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.92rem;
  }
  th,
  td {
    text-align: left;
    padding: ${space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

function Movements({ title, rows, none }: { title: string; rows: MoneyMovement[]; none: string }) {
  return (
    <Section aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p>{none}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t`Date`}</th>
              <th>{t`Reference`}</th>
              <th className="num">{t`Amount`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.id}>
                <td>{formatShortDate(m.on)}</td>
                <td style={{ overflowWrap: 'anywhere' }}>{m.reference}</td>
                <td className="num">{formatCents(m.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

/** The nonprofit's own line: what it earned, the cash it holds, what moved each way, and who owes whom. */
export function MoneyPage() {
  const { nonprofitId } = useCoordinatorScope();
  const money = useNonprofitMoney(nonprofitId);
  return (
    <>
      <PageHeading
        title={t`Money`}
        description={t`Online sales are paid to you by the platform; cash and checks you took stay with you, and you owe the restaurant's share of them.`}
      />
      <Loaded query={money} failure={t`Could not load your money.`}>
        {(m) => (
          <>
            <StatGrid>
              <StatCard
                label={t`Earned`}
                value={formatCents(m.earnedCents)}
                hint={t`Your share of every sale, net of refunds and voids`}
              />
              <StatCard label={t`Cash and checks held`} value={formatCents(m.cashHeldCents)} />
              <StatCard label={t`Paid to you`} value={formatCents(m.paidCents)} />
              <StatCard label={t`Remitted by you`} value={formatCents(m.receivedCents)} />
              <StatCard label={m.dueCents < 0 ? t`You owe` : t`Due to you`} value={formatCents(Math.abs(m.dueCents))} />
            </StatGrid>
            <Movements title={t`Payouts to you`} rows={m.payouts} none={t`No payouts yet.`} />
            <Movements title={t`Remittances from you`} rows={m.remittances} none={t`No remittances yet.`} />
          </>
        )}
      </Loaded>
    </>
  );
}
