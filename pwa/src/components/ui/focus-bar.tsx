import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { space } from '../../styles/theme.ts';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Inner = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: ${space(1, 2)};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;
const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space(1.5)};
  min-height: 48px;
  padding: 0 ${space(2.5)};
  border-radius: 10px;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  span[aria-hidden] {
    font-size: 1.3rem;
    line-height: 1;
  }
`;
const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 48px;
  padding: 0 ${space(2.5)};
  font-weight: 800;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  img {
    width: 28px;
    height: 28px;
  }
`;
const End = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
`;

interface FocusBarProps {
  backTo: string;
  backLabel: string;
  /** Shown before the home mark, e.g. checkout's "Secure checkout". */
  note?: ReactNode;
  /** The mark alone, without the name, where the row is busy. */
  compact?: boolean;
}

/** The campaign and checkout pages hide the site header; this keeps a way back and home. */
export function FocusBar({ backTo, backLabel, note, compact }: FocusBarProps) {
  return (
    <Bar>
      <Inner>
        <Back to={backTo}>
          <span aria-hidden="true">‹</span> {backLabel}
        </Back>
        <End>
          {note}
          <Home to="/" aria-label={t`Deal Cards home`}>
            <img src="/favicon.png" alt="" width={28} height={28} />
            {compact ? null : t`Deal Cards`}
          </Home>
        </End>
      </Inner>
    </Bar>
  );
}
