import styled from 'styled-components';
import { Card } from '../../../components/ui/card.tsx';
import { space } from '../../../styles/theme.ts';

/** The report's sections, tables and empty states, shared by its figures and its charts. */

export { Table } from '../../../components/back-office/data-table.tsx';

export const Section = styled(Card)`
  margin-bottom: ${space(5)};
  overflow-x: auto;
`;
export const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  padding: ${space(7)} 0 ${space(3)};
`;
