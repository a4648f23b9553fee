import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';

/** Small pieces every portal section shares: heading row, grids, empty and error states. */

export const SectionHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  flex-wrap: wrap;
  margin-bottom: 20px;
  h1 { font-size: 1.75rem; font-weight: 800; }
  p { color: ${({ theme }) => theme.colors.muted}; margin-top: 4px; }
`;

export const CardGrid = styled.div<{ $min?: number }>`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 300 }) => `${$min}px`}, 1fr));
`;

export const StatGrid = styled.div<{ $cols?: number }>`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  margin-bottom: 24px;
`;

const StatBox = styled(Card)`
  padding: 18px 20px;
  .label { color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; font-weight: 600; }
  .value { font-size: 1.9rem; font-weight: 800; margin-top: 6px; }
  .hint { color: ${({ theme }) => theme.colors.subtle}; font-size: 0.8rem; margin-top: 2px; }
`;

export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <StatBox aria-label={label}>
      <div className="label">{label}</div>
      <div className="value">{value}</div>
      {hint ? <div className="hint">{hint}</div> : null}
    </StatBox>
  );
}

const EmptyBox = styled(Card)`
  text-align: center;
  padding: 48px 24px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  .icon { color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.primarySoft}; border-radius: 50%; padding: 14px; }
  h2 { font-size: 1.2rem; font-weight: 700; }
  p { color: ${({ theme }) => theme.colors.muted}; max-width: 460px; }
`;

export function EmptyState({ icon, title, text, action }: { icon?: IconName; title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <EmptyBox>
      {icon ? (
        <div className="icon">
          <Icon name={icon} size={36} />
        </div>
      ) : null}
      <h2>{title}</h2>
      {text ? <p>{text}</p> : null}
      {action}
    </EmptyBox>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <EmptyBox role="alert">
      <h2>Something went wrong</h2>
      <p>{message}</p>
      {onRetry ? (
        <Button $variant="outline" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </EmptyBox>
  );
}

export function CardsSkeleton({ count = 3, height = '160px' }: { count?: number; height?: string }) {
  return (
    <CardGrid aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} $height={height} />
      ))}
    </CardGrid>
  );
}

export const Meta = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  font-size: 0.92rem;
  margin-top: 10px;
  dt { color: ${({ theme }) => theme.colors.subtle}; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.text}; overflow-wrap: anywhere; }
`;

export const CardActions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  margin-top: 16px;
`;

export const FormGrid = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: 1fr;
  margin-top: 16px;
  @media (min-width: 640px) { grid-template-columns: 1fr 1fr; }
  .full { grid-column: 1 / -1; }
`;
