import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { KioskRedemption } from '@dealcard/shared';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatWhen } from '../../../lib/format.ts';
import { useConnectionLost } from '../../../lib/connection-store.ts';
import { useRedemptions } from '../api/get-redemptions.ts';
import { canUndo, undoClosesAt } from '../undo-rules.ts';
import { UndoDialog } from './undo-dialog.tsx';
import { space, text } from '../../../styles/theme.ts';

const Panel = styled.section`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-height: 0;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
`;

const Title = styled.h2`
  ${text(1.2, 700)}
  padding: ${space(4, 5, 3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

const pulse = keyframes`0%, 100% { opacity: 1; } 50% { opacity: 0.35; }`;
const Live = styled.span<{ $paused: boolean }>`
  ${text(0.8, 600)}
  color: ${({ theme }) => theme.colors.subtle};
  display: inline-flex;
  align-items: center;
  gap: ${space(1.5)};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ $paused, theme }) => ($paused ? theme.colors.subtle : theme.colors.success)};
    animation: ${({ $paused }) =>
      $paused
        ? 'none'
        : css`
            ${pulse} 2s ease-in-out infinite
          `};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  flex: 1;
`;

// An undone row is struck through and badged, never faded: faded text on the dark counter failed WCAG AA.
const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto auto;
  align-items: center;
  gap: ${space(0.5, 3)};
  padding: ${space(3, 5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Offer = styled.span<{ $undone: boolean }>`
  ${text(1.05, 700)}
  text-decoration: ${({ $undone }) => ($undone ? 'line-through' : 'none')};
`;
const Meta = styled.span<{ $undone: boolean }>`
  grid-column: 1;
  color: ${({ theme }) => theme.colors.subtle};
  font-size: 0.9rem;
  text-decoration: ${({ $undone }) => ($undone ? 'line-through' : 'none')};
`;
const Status = styled.span<{ $tone: 'verified' | 'waiting' | 'undone' }>`
  grid-column: 2;
  grid-row: 1 / span 2;
  align-self: center;
  ${text(0.85, 700)}
  padding: ${space(1, 2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $tone, theme }) =>
    $tone === 'verified' ? theme.colors.valid : $tone === 'undone' ? theme.colors.used : theme.colors.surfaceRaised};
  /* Dark on amber: white on it is 3.2:1. */
  color: ${({ $tone, theme }) =>
    $tone === 'waiting' ? theme.colors.muted : $tone === 'undone' ? theme.colors.background : theme.colors.onColour};
`;
// Amber on the dark counter: a use on a card that was paid back afterwards.
const Refunded = styled.span`
  grid-column: 1;
  ${text(0.85, 700)}
  color: ${({ theme }) => theme.colors.used};
`;
const UndoButton = styled.button`
  grid-column: 3;
  grid-row: 1 / span 2;
  min-height: 48px;
  min-width: 76px;
  padding: 0 ${space(3.5)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  ${text(1, 700)}
  cursor: pointer;
  touch-action: manipulation;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const Empty = styled.p`
  padding: ${space(6, 5)};
  color: ${({ theme }) => theme.colors.subtle};
  font-size: 1rem;
  line-height: 1.5;
`;

const SkeletonRow = styled.div`
  height: 52px;
  margin: ${space(3, 5)};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

/** Now, updated when the next Undo button in the list should go away (15 minutes after its redemption). */
function useUndoClock(redemptions: readonly KioskRedemption[] | undefined): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const next = (redemptions ?? [])
      .map(undoClosesAt)
      .filter((at): at is number => at !== null && at > now.getTime())
      .reduce((min, at) => Math.min(min, at), Infinity);
    if (next === Infinity) return;
    const timer = window.setTimeout(() => setNow(new Date()), Math.min(next - Date.now() + 50, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [redemptions, now]);
  // A fresh list (a poll) brings a fresh clock too.
  useEffect(() => setNow(new Date()), [redemptions]);
  return now;
}

/**
 * The restaurant's latest redemptions, newest first, refreshed every few seconds. Undone ones are
 * struck through; one less than 15 minutes old can be undone here, with a reason.
 */
export function RecentRedemptions() {
  const { data, isPending, isError, error } = useRedemptions();
  const lost = useConnectionLost();
  const now = useUndoClock(data);
  const [undoing, setUndoing] = useState<KioskRedemption | null>(null);
  return (
    <Panel aria-labelledby="recent-title">
      <Title id="recent-title">
        {t`Recent redemptions`} {data ? <Live $paused={lost}>{lost ? t`Paused` : t`Live`}</Live> : null}
      </Title>
      {isPending ? (
        <div role="status" aria-label={t`Loading recent redemptions`}>
          <SkeletonRow />
          <SkeletonRow />
          <SkeletonRow />
        </div>
      ) : isError && !data ? (
        <Empty role="alert">{errorMessage(error, t`Recent redemptions could not be loaded.`)}</Empty>
      ) : data.length === 0 ? (
        <Empty>{t`No redemptions yet. When a guest redeems an offer on their card, it appears here.`}</Empty>
      ) : (
        // It scrolls: focusable, so the keyboard can scroll it too (WCAG 2.1.1).
        <List aria-label={t`Recent redemptions`} tabIndex={0}>
          {data.map((r) => {
            const undone = r.undoneAt !== null;
            return (
              <Item key={r.id} data-undone={undone ? 'true' : 'false'}>
                <Offer $undone={undone}>{r.offerType}</Offer>
                <Status $tone={undone ? 'undone' : r.verifiedAt ? 'verified' : 'waiting'}>
                  {undone ? t`Undone` : r.verifiedAt ? t`Verified` : t`Not verified`}
                </Status>
                {canUndo(r, now) ? (
                  <UndoButton
                    type="button"
                    onClick={() => setUndoing(r)}
                    disabled={lost}
                    title={lost ? t`Undo needs the connection` : undefined}
                  >
                    {t`Undo`}
                  </UndoButton>
                ) : null}
                <Meta $undone={undone}>
                  {r.holderFirstName} · {formatWhen(r.redeemedAt)}
                  {r.verifiedAt && r.locationName ? ` · ${r.locationName}` : ''}
                </Meta>
                {r.cardRefunded ? <Refunded>{t`⚠ Card refunded since`}</Refunded> : null}
              </Item>
            );
          })}
        </List>
      )}
      {undoing ? <UndoDialog redemption={undoing} onClose={() => setUndoing(null)} /> : null}
    </Panel>
  );
}
