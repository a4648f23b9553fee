import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatDistanceToNowStrict } from 'date-fns';
import {
  formatDateTime,
  KIOSK_PAIRING_CODE_MINUTES,
  type KioskDevice,
  type Location,
  type PairingCodeResponse,
} from '@dealcard/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreatePairingCode } from '../api/create-pairing-code.ts';
import { useKioskDevices } from '../api/get-kiosk-devices.ts';
import { useRevokeKioskDevice } from '../api/revoke-kiosk-device.ts';
import { theme } from '../../../styles/theme.ts';
import { Notice } from '../../../components/ui/notice.tsx';

/** While the pairing code is on screen, the list is polled so the owner sees the tablet arrive. */
const PAIRING_POLL_MS = 3000;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h3 {
    font-size: 0.95rem;
    font-weight: 700;
  }
`;

const Devices = styled.ul`
  list-style: none;
  margin: 10px 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Device = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-size: 0.9rem;
  strong {
    display: block;
    font-size: 0.95rem;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Note = styled.p`
  margin-top: 8px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Code = styled.p`
  margin: 20px 0 8px;
  text-align: center;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: clamp(2.25rem, 9vw, 3.5rem);
  font-weight: 800;
  letter-spacing: 0.18em;
  color: ${({ theme }) => theme.colors.text};
`;

const Countdown = styled.p<{ $expired: boolean }>`
  text-align: center;
  font-weight: 600;
  color: ${({ $expired, theme }) => ($expired ? theme.colors.danger : theme.colors.muted)};
`;

const Instructions = styled(Notice)`
  margin-top: 16px;
  code {
    font-weight: 700;
    word-break: break-all;
  }
`;

const Paired = styled(Notice)`
  margin-top: 16px;
  font-weight: 700;
  text-align: center;
`;

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

const spaced = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;

function lastSeen(device: KioskDevice): string {
  return device.lastSeenAt
    ? `Last seen ${formatDistanceToNowStrict(new Date(device.lastSeenAt), { addSuffix: true })}`
    : 'Not seen since pairing';
}

interface PairingDialogProps {
  location: Location;
  scopeRestaurantId: number | undefined;
  devices: KioskDevice[];
  onClose(): void;
}

function PairingDialog({ location, scopeRestaurantId, devices, onClose }: PairingDialogProps) {
  const create = useCreatePairingCode(scopeRestaurantId);
  const [issued, setIssued] = useState<PairingCodeResponse | null>(null);
  const now = useNow(issued != null);
  const { mutate } = create;
  const newCode = () => mutate(location.id, { onSuccess: setIssued });
  // One code per opening of the dialog (the ref keeps StrictMode's double effect from making two).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(location.id, { onSuccess: setIssued });
  }, [mutate, location.id]);

  const expiresAt = issued ? new Date(issued.expiresAt).getTime() : 0;
  const secondsLeft = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  const expired = issued != null && secondsLeft === 0;
  // Server times on both sides: the code was issued KIOSK_PAIRING_CODE_MINUTES before it expires.
  const issuedAt = expiresAt - KIOSK_PAIRING_CODE_MINUTES * 60_000;
  const paired =
    issued != null && devices.some((d) => d.locationId === location.id && new Date(d.pairedAt).getTime() >= issuedAt);
  const origin = window.location.origin;

  return (
    <Dialog open onClose={onClose} title="Pair a tablet" description={`Pair a kiosk tablet with ${location.name}.`}>
      {create.isPending && !issued ? (
        <Skeleton $height="64px" style={{ marginTop: 20 }} />
      ) : create.isError && !issued ? (
        <Note role="alert">{errorMessage(create.error, 'Could not create a pairing code. Please try again.')}</Note>
      ) : issued ? (
        <>
          <Code aria-label="Pairing code" data-code={issued.pairingCode}>
            {spaced(issued.pairingCode)}
          </Code>
          {paired ? (
            <Paired $tone="success" role="status">
              Tablet paired ✓ It is ready to check codes at {location.name}.
            </Paired>
          ) : (
            <>
              <Countdown $expired={expired} role="timer" aria-live="off">
                {expired
                  ? 'This code has expired.'
                  : `Expires in ${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`}
              </Countdown>
              <Instructions $tone="info">
                Open <code>{origin}/kiosk/</code> on the tablet and enter this code. It works once, for{' '}
                {KIOSK_PAIRING_CODE_MINUTES} minutes.
              </Instructions>
            </>
          )}
        </>
      ) : null}
      <DialogFooter>
        {!paired && (expired || (create.isError && !issued)) ? (
          <Button $variant="outline" onClick={newCode} disabled={create.isPending}>
            Create a new code
          </Button>
        ) : null}
        <Button onClick={onClose}>{paired ? 'Done' : 'Close'}</Button>
      </DialogFooter>
    </Dialog>
  );
}

interface LocationTabletsProps {
  location: Location;
  /** Only for a superadmin, who names the restaurant; an owner's comes from their session. */
  scopeRestaurantId?: number | undefined;
}

/** "Pair a tablet" and the tablets paired with one location, with Revoke: the portal's kiosk panel. */
export function LocationTablets({ location, scopeRestaurantId }: LocationTabletsProps) {
  const [pairing, setPairing] = useState(false);
  const [revoking, setRevoking] = useState<KioskDevice | null>(null);
  const devices = useKioskDevices(location.restaurantId, scopeRestaurantId, pairing ? PAIRING_POLL_MS : false);
  const revoke = useRevokeKioskDevice(location.restaurantId);
  const here = (devices.data ?? []).filter((d) => d.locationId === location.id);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () =>
        toast({
          title: 'Tablet revoked',
          description: `The tablet at ${location.name} can no longer check codes.`,
          variant: 'success',
        }),
      onError: (err) =>
        toast({ title: 'Error', description: errorMessage(err, 'Failed to revoke the tablet'), variant: 'destructive' }),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <section aria-label={`Paired tablets at ${location.name}`}>
      <Head>
        <h3>Paired tablets</h3>
        <Button
          $variant="secondary"
          $size="sm"
          onClick={() => setPairing(true)}
          aria-label={`Pair a tablet with ${location.name}`}
        >
          Pair a tablet
        </Button>
      </Head>
      {devices.isLoading ? (
        <Skeleton $height="44px" style={{ marginTop: 10 }} />
      ) : devices.isError ? (
        <Note role="alert">
          {errorMessage(devices.error, 'Could not load the paired tablets.')}{' '}
          <Button $variant="ghost" $size="sm" onClick={() => void devices.refetch()}>
            Retry
          </Button>
        </Note>
      ) : here.length === 0 ? (
        <Note>No tablets paired here yet. Pair one to check redemption codes at the counter.</Note>
      ) : (
        <Devices>
          {here.map((d) => (
            <Device key={d.id}>
              <div>
                <strong>{d.locationName ?? location.name} tablet</strong>
                <span>Paired {formatDateTime(d.pairedAt)}</span>
                <span>{lastSeen(d)}</span>
              </div>
              <Button
                $variant="ghost"
                $size="sm"
                onClick={() => setRevoking(d)}
                style={{ color: theme.colors.danger }}
                aria-label={`Revoke tablet paired ${formatDateTime(d.pairedAt)}`}
              >
                Revoke
              </Button>
            </Device>
          ))}
        </Devices>
      )}

      {pairing ? (
        <PairingDialog
          location={location}
          scopeRestaurantId={scopeRestaurantId}
          devices={devices.data ?? []}
          onClose={() => setPairing(false)}
        />
      ) : null}

      <Dialog
        open={revoking != null}
        onClose={() => setRevoking(null)}
        title="Revoke this tablet?"
        description={`The tablet at ${location.name} will stop checking codes at once. To use it again, pair it with a new code.`}
      >
        <DialogFooter>
          <Button $variant="outline" onClick={() => setRevoking(null)} disabled={revoke.isPending}>
            Cancel
          </Button>
          <Button $variant="destructive" onClick={confirmRevoke} disabled={revoke.isPending}>
            {revoke.isPending ? 'Revoking...' : 'Revoke tablet'}
          </Button>
        </DialogFooter>
      </Dialog>
    </section>
  );
}
