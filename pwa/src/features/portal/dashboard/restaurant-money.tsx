import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { formatCents, formatShortDate } from '@dealcard/shared';
import { Loaded, StatCard, StatGrid } from '../../../components/back-office/kit.tsx';
import { Card, CardTitle, CardDescription } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { space } from '../../../styles/theme.ts';
import { useRestaurantMoney } from '../api/get-restaurant-money.ts';

const Section = styled(Card)`
  margin-bottom: ${space(6)};
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.92rem;
    margin-top: ${space(3)};
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

/** The restaurant's own line: its share of every sale, what it was paid and what is due, with every payout. */
export function RestaurantMoney() {
  const money = useRestaurantMoney();
  return (
    <Section aria-labelledby="restaurant-money">
      <CardTitle id="restaurant-money">{t`Your money`}</CardTitle>
      <CardDescription>{t`Your share of every card sold, online or in person, and the payouts made to you.`}</CardDescription>
      <Loaded query={money} loading={<Skeleton $height="104px" />} failure={t`Could not load your money.`}>
        {(m) => (
          <>
            <StatGrid style={{ marginTop: 16, marginBottom: 0 }}>
              <StatCard label={t`Earned`} value={formatCents(m.earnedCents)} />
              <StatCard label={t`Paid to you`} value={formatCents(m.paidCents)} />
              <StatCard label={t`Due to you`} value={formatCents(m.dueCents)} />
            </StatGrid>
            {m.payouts.length === 0 ? (
              <p style={{ marginTop: 12 }}>{t`No payouts yet.`}</p>
            ) : (
              <table aria-label={t`Payouts to you`}>
                <thead>
                  <tr>
                    <th>{t`Date`}</th>
                    <th>{t`Reference`}</th>
                    <th className="num">{t`Amount`}</th>
                  </tr>
                </thead>
                <tbody>
                  {m.payouts.map((p) => (
                    <tr key={p.id}>
                      <td>{formatShortDate(p.on)}</td>
                      <td style={{ overflowWrap: 'anywhere' }}>{p.reference}</td>
                      <td className="num">{formatCents(p.amountCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </Loaded>
    </Section>
  );
}
