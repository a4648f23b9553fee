import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { StackTable } from '../../components/back-office/stack-table.tsx';
import { formatCents, formatShortDate, type MoneyMovement } from '@dealcard/shared';
import { Loaded, PageHeading } from '../../components/back-office/kit.tsx';
import { MoneySteps } from '../../components/money-steps.tsx';
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
        <StackTable>
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
        </StackTable>
      )}
    </Section>
  );
}

/** The nonprofit's own line, told in steps: what it took, what is whose, and who sends whom how much. */
export function MoneyPage() {
  const { nonprofitId } = useCoordinatorScope();
  const money = useNonprofitMoney(nonprofitId);
  return (
    <>
      <PageHeading
        title={t`Money`}
        description={t`Cards bought online are paid to the platform, which owes you half. Cash and checks you take stay with you: half is yours, the other half is the restaurant's, which you send to the platform.`}
      />
      <Loaded query={money} failure={t`Could not load your money.`}>
        {(m) => (
          <>
            <Section aria-label={t`Step by step`}>
              <h2>{t`Step by step`}</h2>
              <MoneySteps money={m} />
            </Section>
            <Movements title={t`Payouts to you`} rows={m.payouts} none={t`No payouts yet.`} />
            <Movements title={t`Remittances from you`} rows={m.remittances} none={t`No remittances yet.`} />
          </>
        )}
      </Loaded>
    </>
  );
}
