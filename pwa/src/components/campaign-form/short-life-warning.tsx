import { plural, t } from '@lingui/core/macro';
import styled from 'styled-components';
import { formatShortDate } from '@dealcard/shared';
import { Notice } from '../ui/notice.tsx';
import { SHORT_CARD_LIFE_DAYS, shortestCardLifeDays } from '../../lib/card-life.ts';
import { media } from '../../styles/theme.ts';

const Wide = styled(Notice)`
  ${media.md} {
    grid-column: 1 / -1;
  }
`;

interface ShortLifeWarningProps {
  endDate: string;
  expirationMonths: string;
  cardExpirationDate: string;
}

/**
 * Under the dates: a warning when a card bought on the last day of sales would be good for fewer
 * than 30 days (the card expiration date too close to the end of sales). It does not stop saving.
 */
export function ShortLifeWarning({ endDate, expirationMonths, cardExpirationDate }: ShortLifeWarningProps) {
  const days = shortestCardLifeDays({ endDate, expirationMonths: Number(expirationMonths), cardExpirationDate });
  if (days === null || days >= SHORT_CARD_LIFE_DAYS) return null;
  const end = formatShortDate(endDate);
  const last = formatShortDate(cardExpirationDate);
  const lasting = plural(days, {
    0: 'is good for that day only',
    one: 'is good for only # day',
    other: 'is good for only # days',
  });
  return (
    <Wide $tone="warning" role="status" data-testid="short-life-warning">
      {t`A card bought on the last day of sales (${end}) ${lasting}, until ${last}. Buyers expect at least ${SHORT_CARD_LIFE_DAYS} days: set the card expiration date later, or end sales sooner.`}
    </Wide>
  );
}
