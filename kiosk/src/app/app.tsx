import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { LanguagePicker } from '../components/language-picker.tsx';
import { errorMessage } from '../lib/api-client.ts';
import { useOfflineKitRefresh } from '../features/connection/api/get-offline-kit.ts';
import { OfflineBanner } from '../features/connection/components/offline-banner.tsx';
import { ScanConflicts } from '../features/connection/components/scan-conflicts.tsx';
import { ClockCheck, SyncStatus } from '../features/connection/components/sync-status.tsx';
import { useOfflineSync } from '../features/connection/use-offline-sync.ts';
import { useDevice } from '../features/pairing/api/get-device.ts';
import { PairingScreen } from '../features/pairing/components/pairing-screen.tsx';
import { RecentRedemptions } from '../features/redemptions/components/recent-redemptions.tsx';
import { ScanVoucher } from '../features/scan/components/scan-voucher.tsx';
import { VerifyScreen } from '../features/verify/components/verify-screen.tsx';
import { useWakeLock } from '../features/wake-lock/use-wake-lock.ts';
import { space, column, text } from '../styles/theme.ts';

const Shell = styled.div`
  height: 100%;
  display: flex;
  flex-direction: column;
`;

const Centered = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space(5)};
  padding: ${space(8)};
  text-align: center;
  h1 {
    font-size: 2.5rem;
  }
  p {
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.muted};
    max-width: 36rem;
  }
  > button {
    min-height: 64px;
    padding: 0 ${space(8)};
    border: 0;
    border-radius: 12px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onColour};
    ${text(1.3, 700)}
    cursor: pointer;
  }
`;

/** Beside the keypad: the offline conflicts (when there are any) above the live list. */
const Side = styled.div`
  ${column(3)}
  min-height: 0;
`;

/**
 * Pairing screen until the tablet has a device session, then the counter screen. A paired
 * tablet keeps its offline kit fresh and uploads the scans it accepted offline.
 */
export function App() {
  const device = useDevice();
  useWakeLock(Boolean(device.data));
  useOfflineKitRefresh(device.data?.restaurantId);
  useOfflineSync(Boolean(device.data));
  return (
    <Shell>
      <OfflineBanner />
      {device.isPending ? (
        <Centered aria-busy="true">
          <h1>{t`Deal Cards Kiosk`}</h1>
          <p>{t`Starting…`}</p>
        </Centered>
      ) : device.isError ? (
        <Centered>
          <h1>{t`Deal Cards Kiosk`}</h1>
          <p role="alert">{errorMessage(device.error, t`The kiosk could not start. Check the connection and try again.`)}</p>
          <button type="button" onClick={() => void device.refetch()}>
            {t`Try again`}
          </button>
          <LanguagePicker />
        </Centered>
      ) : device.data ? (
        <VerifyScreen
          device={device.data}
          scan={<ScanVoucher restaurantId={device.data.restaurantId} />}
          status={<SyncStatus />}
          notice={<ClockCheck />}
          recent={
            <Side>
              <ScanConflicts />
              <RecentRedemptions />
            </Side>
          }
        />
      ) : (
        <PairingScreen />
      )}
    </Shell>
  );
}
