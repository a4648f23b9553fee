import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { MessageBox } from '../ui/empty-state.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { space, media, text } from '../../styles/theme.ts';

/** The back office's own pieces, shared by the admin and the restaurant portal. */

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(4)};
  flex-wrap: wrap;
  margin-bottom: ${space(6)};
  h1 {
    ${text(1.75, 800)}
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin-top: ${space(1)};
  }
`;

/** A screen's title, what it is for, and its main action. */
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
  gap: ${space(4)};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  margin-bottom: ${space(6)};
`;

const StatBox = styled(Card)`
  padding: ${space(4.5, 5)};
  .label {
    color: ${({ theme }) => theme.colors.muted};
    ${text(0.9, 600)}
  }
  .value {
    ${text(1.9, 800)}
    margin-top: ${space(1.5)};
  }
  .hint {
    color: ${({ theme }) => theme.colors.subtle};
    font-size: 0.8rem;
    margin-top: ${space(0.5)};
  }
`;

/** One figure, labelled (the label is also its accessible name). */
export function StatCard({ label, value, hint, loading }: { label: string; value: ReactNode; hint?: string; loading?: boolean }) {
  return (
    <StatBox aria-label={label}>
      <div className="label">{label}</div>
      {loading ? <Skeleton $height="2.2rem" $width="60%" style={{ marginTop: 8 }} /> : <div className="value">{value}</div>}
      {hint ? <div className="hint">{hint}</div> : null}
    </StatBox>
  );
}

const ErrorBox = styled(MessageBox)`
  padding: ${space(10, 6)};
  p {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** A load that failed: what went wrong and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <ErrorBox role="alert">
      <h2>{t`Something went wrong`}</h2>
      <p>{message}</p>
      {onRetry ? <Button $variant="outline" onClick={onRetry}>{t`Try again`}</Button> : null}
    </ErrorBox>
  );
}

export const CardGrid = styled.div<{ $min?: number }>`
  display: grid;
  gap: ${space(4)};
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 300 }) => `${$min}px`}, 1fr));
`;

export function CardsSkeleton({ count = 3, height = '160px' }: { count?: number; height?: string }) {
  return (
    <CardGrid aria-busy="true" aria-label={t`Loading`}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} $height={height} />
      ))}
    </CardGrid>
  );
}

/** Label-value pairs on a card. */
export const Meta = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(1, 3)};
  font-size: 0.92rem;
  margin-top: ${space(2.5)};
  dt {
    color: ${({ theme }) => theme.colors.subtle};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

export const CardActions = styled.div`
  display: flex;
  gap: ${space(2)};
  flex-wrap: wrap;
  margin-top: ${space(4)};
`;

export const FormGrid = styled.div`
  display: grid;
  gap: ${space(3.5)};
  grid-template-columns: 1fr;
  margin-top: ${space(4)};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  .full {
    grid-column: 1 / -1;
  }
`;

/** A query as a screen reads it (react-query's result fits). */
interface Loadable<T> {
  isLoading: boolean;
  error: unknown;
  data?: T | undefined;
  refetch: () => unknown;
}

/**
 * A screen's server data in its three states: the skeleton while it loads, what went wrong with
 * a way to try again, then the data, or the empty state when it is an empty list.
 */
export function Loaded<T>({
  query,
  loading = <CardsSkeleton />,
  failure,
  empty,
  children,
}: {
  query: Loadable<T>;
  loading?: ReactNode;
  /** Said when the load failed and the server gave no reason. */
  failure: string;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) return loading;
  if (query.error) return <ErrorState message={errorMessage(query.error, failure)} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return loading;
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty;
  return children(query.data);
}

/**
 * A back-office screen whose body is one query: its heading (title, what it is for, its main
 * action), then the query's loading, failure, empty and loaded states (see Loaded).
 */
export function PageFrame<T>({
  title,
  description,
  actions,
  ...loaded
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  query: Loadable<T>;
  loading?: ReactNode;
  failure: string;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <PageHeading title={title} description={description} actions={actions} />
      <Loaded {...loaded} />
    </>
  );
}
