import { plural, t } from '@lingui/core/macro';
import styled from 'styled-components';
import { formatCents } from '@dealcard/shared/money';
import { Card } from '../../../components/ui/card.tsx';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import { space, plainList, row, text } from '../../../styles/theme.ts';

const Title = styled.h2`
  font-size: 1.15rem;
`;
const Rows = styled.ol`
  ${plainList(2)}
  margin: ${space(3)} 0 0;
`;
const Row = styled.li`
  ${row(3)}
  padding: ${space(2.5, 3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;
const Rank = styled.span`
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.pill};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${text(0.9, 800)}
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
`;
const Name = styled.strong`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;
const Figures = styled.span`
  flex: none;
  text-align: right;
  font-weight: 700;
  small {
    display: block;
    ${text(0.8, 500)}
    color: ${({ theme }) => theme.colors.subtle};
  }
`;

/** The campaign's best sellers (those who agreed to be shown); nothing until there is one. */
export function TopSellers({ slug }: { slug: string }) {
  const { data } = useLeaderboard(slug);
  // Secondary to buying: while it loads or if it fails, the page simply goes without it.
  if (!data || data.sellers.length === 0) return null;
  return (
    <Card aria-labelledby="top-sellers-heading">
      <Title id="top-sellers-heading">{t`Top sellers`}</Title>
      <Rows>
        {data.sellers.map((seller, i) => (
          <Row key={`${i}-${seller.displayName}`} data-testid="leaderboard-row">
            <Rank>{i + 1}</Rank>
            <Name>{seller.displayName}</Name>
            <Figures>
              {t`${formatCents(seller.raisedCents)} raised`}
              <small>{plural(seller.cardsSold, { one: '# card sold', other: '# cards sold' })}</small>
            </Figures>
          </Row>
        ))}
      </Rows>
    </Card>
  );
}
