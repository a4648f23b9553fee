import styled from 'styled-components';
import { Card } from '../../../components/ui/card.tsx';

/** The report's sections, tables and empty states, shared by its figures and its charts. */

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-top: 12px;
  font-size: 0.94rem;
  th,
  td {
    text-align: left;
    padding: 10px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    font-size: 0.85rem;
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
  margin-bottom: 20px;
  overflow-x: auto;
`;
export const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  padding: 28px 0 12px;
`;
