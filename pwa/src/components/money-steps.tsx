import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { nonprofitMoneySteps, type NonprofitMoneyFigures } from '@dealcard/shared/nonprofit-money';
import { formatCents } from '@dealcard/shared/money';
import { column, space, text } from '../styles/theme.ts';

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  ${column(0)}
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${space(1, 3)};
    padding: ${space(3, 0)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .what {
    ${text(1, 700)}
  }
  .amount {
    ${text(1.05, 800)}
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  .why {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;
const Net = styled.div<{ $owe: boolean }>`
  ${column(1)}
  margin-top: ${space(4)};
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme, $owe }) => ($owe ? theme.colors.warning : theme.colors.success)};
  background: ${({ theme }) => theme.colors.background};
  strong {
    ${text(1.2, 800)}
  }
`;

/**
 * A nonprofit's money told in the steps a volunteer follows, the same on the coordinator's money
 * screen and on the dashboard its contact is e-mailed: cash collected, its half, the restaurant's
 * half, the online sales owed to it, what already moved, and who sends whom how much, and how.
 */
export function MoneySteps({ money }: { money: NonprofitMoneyFigures }) {
  const s = nonprofitMoneySteps(money);
  const net = formatCents(s.net.cents);
  const rows = [
    {
      id: 'cash',
      what: t`Cash and checks collected`,
      amount: s.cashCollectedCents,
      why: t`Every card sold in person or activated from a printed card, less the sales you voided.`,
    },
    {
      id: 'your-half',
      what: t`Your half: keep it`,
      amount: s.yourCashHalfCents,
      why: t`Your share of those sales is already in your hands.`,
    },
    {
      id: 'restaurant-half',
      what: t`The restaurant's half: owed to the platform`,
      amount: s.restaurantCashHalfCents,
      why: t`The platform pays the restaurant its share, so this part of the cash goes to the platform.`,
    },
    {
      id: 'online',
      what: t`Online sales: owed to you`,
      amount: s.onlineOwedToYouCents,
      why: t`Your half of the cards bought online, net of refunds; the platform holds that money.`,
    },
    ...(s.paidToYouCents
      ? [{ id: 'paid', what: t`Already paid to you`, amount: s.paidToYouCents, why: t`Payouts the platform sent you.` }]
      : []),
    ...(s.sentByYouCents
      ? [
          {
            id: 'sent',
            what: t`Already sent by you`,
            amount: s.sentByYouCents,
            why: t`Remittances the platform received from you.`,
          },
        ]
      : []),
  ];
  return (
    <>
      <Steps aria-label={t`Your money step by step`}>
        {rows.map((r) => (
          <li key={r.id} aria-label={r.what} data-step={r.id}>
            <span className="what">{r.what}</span>
            <span className="amount">{formatCents(r.amount)}</span>
            <span className="why">{r.why}</span>
          </li>
        ))}
      </Steps>
      <Net $owe={s.net.direction === 'you_pay_platform'} role="status" aria-label={t`Net`} data-testid="money-net">
        {s.net.direction === 'you_pay_platform' ? (
          <>
            <strong>{t`You send the platform ${net}`}</strong>
            <span>{t`Send a check or a bank transfer to the platform for ${net} and keep its number; once the platform records it, it appears under "Remittances from you" and this line goes to zero.`}</span>
          </>
        ) : s.net.direction === 'platform_pays_you' ? (
          <>
            <strong>{t`The platform sends you ${net}`}</strong>
            <span>{t`The platform pays it by check or bank transfer; each payment appears under "Payouts to you" with its reference.`}</span>
          </>
        ) : (
          <strong>{t`Nobody owes anything right now.`}</strong>
        )}
      </Net>
    </>
  );
}
