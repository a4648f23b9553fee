import styled, { keyframes } from 'styled-components';
import { space } from '../../styles/theme.ts';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

export const Skeleton = styled.div<{ $height?: string; $width?: string }>`
  height: ${({ $height = '1rem' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.div.attrs({ role: 'status', 'aria-label': 'Loading' })<{ $size?: number }>`
  width: ${({ $size = 32 }) => `${$size}px`};
  height: ${({ $size = 32 }) => `${$size}px`};
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
  margin: ${space(6)} auto;
`;

const Hold = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
`;

/**
 * A whole page still loading: the spinner holds the viewport's height, so the footer below starts
 * off screen and does not jump when the page arrives (Lighthouse counted that as layout shift).
 */
export function PageLoading({ size }: { size?: number }) {
  return (
    <Hold>
      <Spinner $size={size} />
    </Hold>
  );
}
