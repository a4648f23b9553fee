import styled from 'styled-components';
import { Card } from '../../../components/ui/card.tsx';
import { space, text } from '../../../styles/theme.ts';
import { StackTable } from '../../../components/back-office/stack-table.tsx';

/** The report's sections, tables and empty states, shared by its figures and its charts. */

export const Table = styled(StackTable)`
  width: 100%;
  border-collapse: collapse;
  margin-top: ${space(3)};
  font-size: 0.94rem;
  th,
  td {
    text-align: left;
    padding: ${space(2.5, 3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.muted};
    ${text(0.85, 600)}
    background: ${({ theme }) => theme.colors.background};
  }
  td.num,
  th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .sub {
    color: ${({ theme }) => theme.colors.subtle};
    font-size: 0.85rem;
  }
`;
export const Section = styled(Card)`
  margin-bottom: ${space(5)};
  overflow-x: auto;
`;
export const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  padding: ${space(7)} 0 ${space(3)};
`;
