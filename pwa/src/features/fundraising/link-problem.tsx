import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { formatShortDate } from '@dealcard/shared/dates';
import { Button } from '../../components/ui/button.tsx';
import { StateCard } from '../../components/ui/state-card.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { space } from '../../styles/theme.ts';

const Problem = styled(StateCard)`
  h1 {
    font-size: 1.5rem;
  }
  p {
    margin-bottom: 0;
  }
  button {
    margin-top: ${space(5)};
  }
`;

interface LinkProblemProps {
  error: unknown;
  /** Shown when the server has no message: the link names nothing (404, or a malformed token). */
  invalidMessage: string;
  /** Shown for a link past its date (410); links that never expire leave it out. */
  expiredMessage?: string;
  /** "We couldn't load …" for any other failure, with a retry. */
  failedTitle: string;
  onRetry: () => void;
  retrying: boolean;
}

/** Why a private link (a seller's page, a nonprofit's dashboard) shows nothing, and what to do. */
export function LinkProblem({ error, invalidMessage, expiredMessage, failedTitle, onRetry, retrying }: LinkProblemProps) {
  const status = error instanceof ApiError ? error.status : null;
  if (status === 410 && expiredMessage) {
    return (
      <Problem role="alert">
        <h1>{t`This link has expired`}</h1>
        <p>{errorMessage(error, expiredMessage)}</p>
      </Problem>
    );
  }
  if (status === 404 || status === 400) {
    return (
      <Problem role="alert">
        <h1>{t`This link doesn't work`}</h1>
        <p>{errorMessage(error, invalidMessage)}</p>
      </Problem>
    );
  }
  return (
    <Problem role="alert">
      <h1>{failedTitle}</h1>
      <p>{errorMessage(error, t`Something went wrong. Try again in a moment.`)}</p>
      <Button onClick={onRetry} disabled={retrying}>{t`Try again`}</Button>
    </Problem>
  );
}

/** A date from the server as "Nov 5, 2026", or null when there is none or it cannot be read. */
export function shortDate(value: string | null): string | null {
  if (!value) return null;
  try {
    return formatShortDate(value);
  } catch {
    return null;
  }
}
