import { plural, t } from '@lingui/core/macro';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useConnection, useConnectionLost } from '../../../lib/connection-store.ts';
import { useOfflineQueue } from '../../../lib/offline-queue-store.ts';
import { space, text } from '../../../styles/theme.ts';

const Banner = styled.div<{ $tone: 'offline' | 'syncing' | 'waiting' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: center;
  gap: ${space(1, 4)};
  background: ${({ $tone, theme }) =>
    $tone === 'offline' ? theme.colors.danger : $tone === 'syncing' ? theme.colors.valid : theme.colors.used};
  color: ${({ $tone, theme }) => ($tone === 'offline' || $tone === 'syncing' ? theme.colors.onColour : theme.colors.onUsed)};
  ${text(1.25, 700)}
  padding: ${space(3.5, 6)};
  text-align: center;
`;

const Aside = styled.span`
  ${text(1, 600)}
  opacity: 0.9;
`;

/**
 * Follows the browser's online/offline events and says what the kiosk is doing about the
 * connection: offline (with the scans waiting), uploading them, or holding some it could not send yet.
 */
export function OfflineBanner() {
  const lost = useConnectionLost();
  const setOnline = useConnection((s) => s.setOnline);
  const waiting = useOfflineQueue((s) => s.waiting);
  const syncing = useOfflineQueue((s) => s.syncing);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [setOnline]);

  if (lost) {
    return (
      <Banner $tone="offline" role="alert" data-waiting={waiting}>
        <span>{plural(waiting, { one: 'Offline: # scan waiting', other: 'Offline: # scans waiting' })}</span>
        <Aside>{t`Scan QR codes to accept vouchers; typed codes need the connection.`}</Aside>
      </Banner>
    );
  }
  if (syncing > 0) {
    return (
      <Banner $tone="syncing" role="status" data-waiting={syncing}>
        {plural(syncing, { one: 'Syncing # scan…', other: 'Syncing # scans…' })}
      </Banner>
    );
  }
  if (waiting > 0) {
    return (
      <Banner $tone="waiting" role="status" data-waiting={waiting}>
        {plural(waiting, { one: '# scan waiting to sync', other: '# scans waiting to sync' })}
      </Banner>
    );
  }
  return null;
}
