import styled, { css } from 'styled-components';
import { space, text } from '../../styles/theme.ts';

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'success' | 'warning' | 'outline' | 'info';

const styles = {
  default: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onPrimary};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warning};
  `,
  info: css`
    background: ${({ theme }) => theme.colors.infoSoft};
    color: ${({ theme }) => theme.colors.info};
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
};

export const Badge = styled.span<{ $variant?: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  padding: ${space(0.5, 2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid transparent;
  ${text(0.75, 700)}
  letter-spacing: 0.02em;
  white-space: nowrap;
  ${({ $variant = 'default' }) => styles[$variant]}
`;
