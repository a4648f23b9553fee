import { t } from '@lingui/core/macro';
import { PageFrame } from '../../components/back-office/kit.tsx';
import { Movements, MovementsSection } from '../../components/back-office/money.tsx';
import { MoneySteps } from '../../components/money-steps.tsx';
import { useNonprofitMoney } from './api/money.ts';
import { useCoordinatorScope } from './scope.ts';

const movements = (rows: Array<{ id: number; on: string; reference: string; amountCents: number }>) =>
  rows.map((m) => ({ id: m.id, on: m.on, reference: m.reference, cents: m.amountCents }));

/** The nonprofit's own line, told in steps: what it took, what is whose, and who sends whom how much. */
export function MoneyPage() {
  const { nonprofitId } = useCoordinatorScope();
  const money = useNonprofitMoney(nonprofitId);
  return (
    <>
      <PageFrame
        title={t`Money`}
        description={t`Cards bought online are paid to the platform, which owes you half. Cash and checks you take stay with you: half is yours, the other half is the restaurant's, which you send to the platform.`}
        query={money}
        failure={t`Could not load your money.`}
      >
        {(m) => (
          <>
            <MovementsSection aria-label={t`Step by step`}>
              <h2>{t`Step by step`}</h2>
              <MoneySteps money={m} />
            </MovementsSection>
            <Movements title={t`Payouts to you`} rows={movements(m.payouts)} none={<p>{t`No payouts yet.`}</p>} />
            <Movements title={t`Remittances from you`} rows={movements(m.remittances)} none={<p>{t`No remittances yet.`}</p>} />
          </>
        )}
      </PageFrame>
    </>
  );
}
