import { plural, t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCents } from '@dealcard/shared/money';
import { Card } from '../../../components/ui/card.tsx';
import { fundraisingProgress } from '../fundraising-progress.ts';
import { space, column, text } from '../../../styles/theme.ts';

const Summary = styled(Card)`
  ${column(2.5)}
`;
const Raised = styled.p`
  font-size: 1rem;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
  strong {
    ${text(1.5, 800)}
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;
const Bar = styled.div`
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  overflow: hidden;
`;
const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
`;
const Meta = styled.p`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${space(1, 3)};
  ${text(0.85, 600)}
  color: ${({ theme }) => theme.colors.subtle};
`;

interface FundraisingSummaryProps {
  raisedCents: number;
  goalCents: number | null;
  cardsSold: number;
  nonprofitName: string;
  /** The ways to help under the figures (the "Sell cards" button). */
  children?: ReactNode;
}

/** What the campaign raised for its nonprofit, against its goal when it has one. */
export function FundraisingSummary({ raisedCents, goalCents, cardsSold, nonprofitName, children }: FundraisingSummaryProps) {
  const progress = fundraisingProgress(raisedCents, goalCents);
  const raised = formatCents(raisedCents);
  return (
    <Summary aria-label={t`Fundraising`}>
      <Raised data-testid="fundraising-raised">
        <strong>{raised}</strong>{' '}
        {goalCents !== null && progress
          ? t`raised of ${formatCents(goalCents)} for ${nonprofitName}`
          : t`raised for ${nonprofitName}`}
      </Raised>
      {goalCents !== null && progress ? (
        <Bar
          role="progressbar"
          aria-label={t`Fundraising progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(100, progress.percent)}
          aria-valuetext={t`${raised} raised of ${formatCents(goalCents)} (${progress.percent}%)`}
        >
          <Fill style={{ width: `${progress.filled}%` }} />
        </Bar>
      ) : null}
      <Meta>
        <span data-testid="cards-sold">{plural(cardsSold, { one: '# card sold', other: '# cards sold' })}</span>
        {progress ? <span>{t`${progress.percent}% of goal`}</span> : null}
      </Meta>
      {children}
    </Summary>
  );
}
