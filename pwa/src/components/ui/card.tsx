import styled from 'styled-components';
import { space, text } from '../../styles/theme.ts';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${space(5)};
`;

export const CardTitle = styled.h2`
  ${text(1.25, 700)}
`;

export const CardDescription = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

export const Page = styled.main<{ $narrow?: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? '560px' : '1120px')};
  margin: 0 auto;
  padding: ${space(6, 4, 12)};
`;

export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 12 }) => `${$gap}px`};
`;

export const Row = styled.div<{ $gap?: number; $wrap?: boolean; $justify?: string }>`
  display: flex;
  align-items: center;
  gap: ${({ $gap = 12 }) => `${$gap}px`};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
`;
