import { plural, t } from '@lingui/core/macro';
import styled from 'styled-components';
import { formatWhen } from '../../../lib/format.ts';
import type { ScanConflict } from '../../../lib/offline-queue.ts';
import { useOfflineQueue } from '../../../lib/offline-queue-store.ts';
import { space, column, text } from '../../../styles/theme.ts';

/** The most conflicts the panel lists; the counter screen has room for a few, newest first. */
const SHOWN = 20;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  max-height: 45%;
  flex-shrink: 0;
  @media (orientation: portrait) {
    max-height: 60%;
  }
  border: 3px solid ${({ theme }) => theme.colors.used};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(2, 2, 2, 4.5)};
  background: ${({ theme }) => theme.colors.used};
  color: ${({ theme }) => theme.colors.onUsed};
  h2 {
    ${text(1.2, 800)}
  }
`;

const Clear = styled.button`
  min-height: 48px;
  padding: 0 ${space(4)};
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.onUsed};
  ${text(1, 700)}
  cursor: pointer;
`;

const Intro = styled.p`
  padding: ${space(2.5, 4.5, 1)};
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const ToDo = styled.p`
  padding: ${space(1, 4.5, 2)};
  ${text(1, 700)}
`;

/** Under the heading, one scroll: the conflicts first (the newest always in sight), then what they mean and what to do. */
const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding-bottom: ${space(1)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.li`
  ${column(0.5)}
  padding: ${space(2.5, 4.5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  b {
    font-size: 1.1rem;
    color: ${({ theme }) => theme.colors.text};
  }
  strong {
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.used};
  }
  span {
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** "Used elsewhere at Downtown, 7:42 PM", as far as the server said. */
export function conflictSummary(conflict: ScanConflict, now: Date = new Date()): string {
  if (conflict.status === 'invalid')
    return t`Refused by the server: the card is voided or expired, or the voucher is not this restaurant’s`;
  if (conflict.offerType !== undefined) {
    const offer = conflict.offerType;
    return t`Card QR: nothing was left of ${offer} on this card`;
  }
  const location = conflict.locationName;
  const when = conflict.usedAt ? formatWhen(conflict.usedAt, now) : null;
  if (location && when) return t`Used elsewhere at ${location}, ${when}`;
  if (location) return t`Used elsewhere at ${location}`;
  if (when) return t`Used elsewhere, ${when}`;
  return t`Used elsewhere`;
}

const scannedHere = (when: string) => t`scanned here ${when}`;

/** Scans this tablet accepted offline that the server did not apply: the staff should know. */
export function ScanConflicts() {
  const conflicts = useOfflineQueue((s) => s.conflicts);
  const clear = useOfflineQueue((s) => s.clearConflicts);
  if (conflicts.length === 0) return null;
  const newest = [...conflicts].reverse().slice(0, SHOWN);
  const count = conflicts.length;
  return (
    <Panel aria-labelledby="conflicts-title" data-count={count}>
      <Head>
        <h2 id="conflicts-title">{t`Conflicts`}</h2>
        <Clear type="button" onClick={() => void clear()}>
          {t`Clear conflicts`}
        </Clear>
      </Head>
      <Body>
        <List aria-label={t`Conflicts`}>
          {newest.map((c) => (
            <Item key={c.nonce} data-offer={c.offerName ?? ''}>
              {c.offerName && c.offerType === undefined ? <b>{c.offerName}</b> : null}
              <strong>{conflictSummary(c)}</strong>
              <span>
                {c.holderFirstName} · {scannedHere(formatWhen(c.scannedAt))}
              </span>
            </Item>
          ))}
        </List>
        <Intro>
          {plural(count, {
            one: 'A voucher accepted while offline had already been used, or was refused, when the tablet synced.',
            other: '# vouchers accepted while offline had already been used, or were refused, when the tablet synced.',
          })}
        </Intro>
        <ToDo>{t`What to do: these offers were served without the card allowing it. Tell the manager, then clear the list.`}</ToDo>
      </Body>
    </Panel>
  );
}
