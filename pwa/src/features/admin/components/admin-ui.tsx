import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  flex-wrap: wrap;
  margin-bottom: 24px;
  h1 { font-size: 1.75rem; font-weight: 800; }
  p { color: ${({ theme }) => theme.colors.muted}; margin-top: 4px; }
`;

export function PageHeading({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Head>
      <div>
        <h1>{title}</h1>
        {description ? <p>{description}</p> : null}
      </div>
      {actions ? <div>{actions}</div> : null}
    </Head>
  );
}

export const StatGrid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  margin-bottom: 24px;
`;

const Stat = styled(Card)`
  padding: 18px 20px;
  h3 { font-size: 0.9rem; font-weight: 600; color: ${({ theme }) => theme.colors.muted}; }
  strong { display: block; font-size: 1.9rem; font-weight: 800; margin-top: 6px; }
`;

export function StatCard({ title, value, loading }: { title: string; value: ReactNode; loading?: boolean }) {
  return (
    <Stat aria-label={title}>
      <h3>{title}</h3>
      {loading ? <Skeleton $height="2.2rem" $width="60%" style={{ marginTop: 8 }} /> : <strong>{value}</strong>}
    </Stat>
  );
}

export const EmptyState = styled.div`
  text-align: center;
  padding: 48px 16px;
  color: ${({ theme }) => theme.colors.muted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const ErrorBox = styled.div`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;
