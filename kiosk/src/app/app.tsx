import styled from 'styled-components';
import { errorMessage } from '../lib/api-client.ts';
import { OfflineBanner } from '../features/connection/offline-banner.tsx';
import { useDevice } from '../features/pairing/api/get-device.ts';
import { PairingScreen } from '../features/pairing/components/pairing-screen.tsx';
import { RecentRedemptions } from '../features/redemptions/components/recent-redemptions.tsx';
import { VerifyScreen } from '../features/verify/components/verify-screen.tsx';
import { useWakeLock } from '../features/wake-lock/use-wake-lock.ts';

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
  gap: 20px;
  padding: 32px;
  text-align: center;
  h1 {
    font-size: 2.5rem;
  }
  p {
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.muted};
    max-width: 36rem;
  }
  button {
    min-height: 64px;
    padding: 0 32px;
    border: 0;
    border-radius: 12px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onColour};
    font-size: 1.3rem;
    font-weight: 700;
    cursor: pointer;
  }
`;

/** Pairing screen until the tablet has a device session, then the counter screen. */
export function App() {
  const device = useDevice();
  useWakeLock(Boolean(device.data));
  return (
    <Shell>
      <OfflineBanner />
      {device.isPending ? (
        <Centered aria-busy="true">
          <h1>Deal Cards Kiosk</h1>
          <p>Starting…</p>
        </Centered>
      ) : device.isError ? (
        <Centered>
          <h1>Deal Cards Kiosk</h1>
          <p role="alert">{errorMessage(device.error, 'The kiosk could not start. Check the connection and try again.')}</p>
          <button type="button" onClick={() => void device.refetch()}>
            Try again
          </button>
        </Centered>
      ) : device.data ? (
        <VerifyScreen device={device.data} recent={<RecentRedemptions />} />
      ) : (
        <PairingScreen />
      )}
    </Shell>
  );
}
