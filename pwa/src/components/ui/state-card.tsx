import styled from 'styled-components';
import { Card } from './card.tsx';
import { space } from '../../styles/theme.ts';

/** A centred card that says why there is nothing to show: a failed load, an empty list, a broken link. */
export const StateCard = styled(Card)`
  text-align: center;
  padding: ${space(10, 5)};
  h1,
  h2 {
    margin-bottom: ${space(2)};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: ${space(4)};
  }
`;
