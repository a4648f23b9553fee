import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { Loaded } from '../../../components/back-office/kit.tsx';
import { MoneySummary, MovementsTable } from '../../../components/back-office/money.tsx';
import { Card, CardTitle, CardDescription } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { space } from '../../../styles/theme.ts';
import { useRestaurantMoney } from '../api/get-restaurant-money.ts';

const Section = styled(Card)`
  margin-bottom: ${space(6)};
  overflow-x: auto;
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
            <MoneySummary
              flush
              figures={[
                { label: t`Earned`, cents: m.earnedCents },
                { label: t`Paid to you`, cents: m.paidCents },
                { label: t`Due to you`, cents: m.dueCents },
              ]}
            />
            <MovementsTable
              label={t`Payouts to you`}
              rows={m.payouts.map((p) => ({ id: p.id, on: p.on, reference: p.reference, cents: p.amountCents }))}
              empty={<p style={{ marginTop: 12 }}>{t`No payouts yet.`}</p>}
            />
          </>
        )}
      </Loaded>
    </Section>
  );
}
