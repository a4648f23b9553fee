import { plural, t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatWhen } from '../../../lib/format.ts';
import { useOfflineQueue } from '../../../lib/offline-queue-store.ts';
import { clockIsOff, serverNow, useServerClock } from '../../../lib/server-clock.ts';
import { space } from '../../../styles/theme.ts';

const Line = styled.p`
  flex-basis: 100%;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

const ClockWarning = styled.p`
  flex-basis: 100%;
  font-size: 1.05rem;
  font-weight: 700;
  padding: ${space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 3px solid ${({ theme }) => theme.colors.used};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
`;

/** Renders again every minute: "synced 7:42 PM" becomes "synced Nov 5, 7:42 PM" once the day turns. */
function useMinuteTick(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), 60_000);
    return () => window.clearInterval(timer);
  }, []);
}

/**
 * What the tablet knows of its own state, always in view: when it last exchanged with the server
 * (by the server's clock, like every time on the counter screen) and how many offline scans wait.
 */
export function SyncStatus() {
  const lastSyncedAt = useServerClock((s) => s.lastSyncedAt);
  const waiting = useOfflineQueue((s) => s.waiting);
  useMinuteTick();
  const now = serverNow();
  const synced = lastSyncedAt ? formatWhen(lastSyncedAt, now) : null;
  const scans = plural(waiting, { one: '# scan waiting', other: '# scans waiting' });
  return (
    <Line role="status" data-last-synced={lastSyncedAt ?? ''} data-waiting={waiting}>
      {synced ? t`Last synced ${synced} · ${scans}` : t`Not synced yet · ${scans}`}
    </Line>
  );
}

/**
 * A tablet whose clock is more than five minutes from the server's says so: staff should set it
 * right. Expiry is judged on the server's time meanwhile, so no card is served by a wrong clock.
 */
export function ClockCheck() {
  const offsetMs = useServerClock((s) => s.offsetMs);
  if (!clockIsOff(offsetMs)) return null;
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  return (
    <ClockWarning role="alert" data-clock-offset-minutes={Math.round(offsetMs / 60_000)}>
      {offsetMs > 0
        ? plural(minutes, {
            one: "This tablet's clock is # minute behind. Set the right time in the tablet's settings; cards are checked on the server's time meanwhile.",
            other:
              "This tablet's clock is # minutes behind. Set the right time in the tablet's settings; cards are checked on the server's time meanwhile.",
          })
        : plural(minutes, {
            one: "This tablet's clock is # minute ahead. Set the right time in the tablet's settings; cards are checked on the server's time meanwhile.",
            other:
              "This tablet's clock is # minutes ahead. Set the right time in the tablet's settings; cards are checked on the server's time meanwhile.",
          })}
    </ClockWarning>
  );
}
