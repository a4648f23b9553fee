import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { toDateOnly } from '@dealcard/shared';
import { ConnectionError } from '../../lib/api-client.ts';
import { useConnection, useConnectionLost } from '../../lib/connection-store.ts';
import { offlineStorage, useOfflineQueue } from '../../lib/offline-queue-store.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { serverNow, useServerClock } from '../../lib/server-clock.ts';
import { syncScans } from './api/sync-scans.ts';

/** How often the kiosk tries again while scans wait. */
export const SYNC_RETRY_MS = 30_000;

/**
 * Uploads the scans accepted offline: at start, as soon as the connection is back, and every 30
 * seconds while some wait. A failed upload leaves them queued for the next try.
 */
export function useOfflineSync(enabled: boolean): void {
  const client = useQueryClient();
  const lost = useConnectionLost();
  const online = useConnection((s) => s.online);
  const hasWaiting = useOfflineQueue((s) => s.waiting > 0);
  const [loaded, setLoaded] = useState(false);

  const upload = useCallback(async () => {
    try {
      const outcome = await useOfflineQueue.getState().sync(syncScans);
      if (outcome) {
        useServerClock.getState().synced(serverNow().toISOString());
        await client.invalidateQueries({ queryKey: queryKeys.redemptions });
      }
    } catch (err) {
      // Offline again: the banner says so and the scans stay queued for the next try.
      if (!(err instanceof ConnectionError)) console.warn('Offline scans could not be synced', err);
    }
  }, [client]);

  // The queue as stored (a reload keeps it), read once for the banner's counts and the conflicts.
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    // The server's clock as of the last kit: offline after a reload, expiry is still judged on it.
    offlineStorage()
      .getKit()
      .then((kit) => {
        if (kit?.clockOffsetMs !== undefined && !useServerClock.getState().lastSyncedAt) {
          const heardAt = new Date(Date.parse(kit.fetchedAt) + kit.clockOffsetMs).toISOString();
          useServerClock.getState().heard(kit.clockOffsetMs, heardAt);
        }
      })
      .catch(() => undefined);
    useOfflineQueue
      .getState()
      .load(toDateOnly(serverNow()))
      .catch((err: unknown) => console.warn('The offline queue could not be read', err))
      .finally(() => {
        if (!cancelled) setLoaded(true);
      });
    return () => {
      cancelled = true;
    };
  }, [enabled]);

  // At start, and as soon as the connection is back.
  useEffect(() => {
    if (enabled && loaded && !lost) void upload();
  }, [enabled, loaded, lost, upload]);

  // While scans wait, every 30 seconds, even after a failed call: a success brings the kiosk back online.
  useEffect(() => {
    if (!enabled || !loaded || !hasWaiting || !online) return;
    const timer = window.setInterval(() => void upload(), SYNC_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [enabled, loaded, hasWaiting, online, upload]);
}
