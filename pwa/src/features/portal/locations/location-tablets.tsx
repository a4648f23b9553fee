import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatDistanceToNowStrict } from 'date-fns';
import { es } from 'date-fns/locale/es';
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
import { theme, space, plainList, text } from '../../../styles/theme.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { currentLanguage } from '../../../i18n/i18n.tsx';

/** While the pairing code is on screen, the list is polled so the owner sees the tablet arrive. */
const PAIRING_POLL_MS = 3000;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  h3 {
    ${text(0.95, 700)}
  }
`;

const Devices = styled.ul`
  ${plainList(2)}
  margin: ${space(2.5)} 0 0;
`;

const Device = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(2.5, 3)};
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
  margin-top: ${space(2)};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Code = styled.p`
  margin: ${space(5)} 0 ${space(2)};
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
  margin-top: ${space(4)};
  code {
    font-weight: 700;
    word-break: break-all;
  }
`;

const Paired = styled(Notice)`
  margin-top: ${space(4)};
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
  if (!device.lastSeenAt) return t`Not seen since pairing`;
  // "5 minutes ago", "hace 5 minutos": date-fns's words in the language in use.
  const ago = formatDistanceToNowStrict(new Date(device.lastSeenAt), {
    addSuffix: true,
    ...(currentLanguage() === 'es' ? { locale: es } : {}),
  });
  return t`Last seen ${ago}`;
}

/** "Main Street tablet": a paired tablet, by its location. */
function tabletName(locationName: string): string {
  return t`${locationName} tablet`;
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
  const kioskUrl = `${window.location.origin}/kiosk/`;
  const locationName = location.name;
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = String(secondsLeft % 60).padStart(2, '0');

  return (
    <Dialog open onClose={onClose} title={t`Pair a tablet`} description={t`Pair a kiosk tablet with ${locationName}.`}>
      {create.isPending && !issued ? (
        <Skeleton $height="64px" style={{ marginTop: 20 }} />
      ) : create.isError && !issued ? (
        <Note role="alert">{errorMessage(create.error, t`Could not create a pairing code. Please try again.`)}</Note>
      ) : issued ? (
        <>
          <Code aria-label={t`Pairing code`} data-code={issued.pairingCode}>
            {spaced(issued.pairingCode)}
          </Code>
          {paired ? (
            <Paired $tone="success" role="status">{t`Tablet paired ✓ It is ready to check codes at ${locationName}.`}</Paired>
          ) : (
            <>
              <Countdown $expired={expired} role="timer" aria-live="off">
                {expired ? t`This code has expired.` : t`Expires in ${minutes}:${seconds}`}
              </Countdown>
              <Instructions $tone="info">
                {t({ message: 'Open', context: 'the start of: Open (the kiosk address) on the tablet and enter this code' })}{' '}
                <code>{kioskUrl}</code>{' '}
                {t`on the tablet and enter this code. It works once, for ${KIOSK_PAIRING_CODE_MINUTES} minutes.`}
              </Instructions>
            </>
          )}
        </>
      ) : null}
      <DialogFooter>
        {!paired && (expired || (create.isError && !issued)) ? (
          <Button $variant="outline" onClick={newCode} disabled={create.isPending}>{t`Create a new code`}</Button>
        ) : null}
        <Button onClick={onClose}>{paired ? t`Done` : t`Close`}</Button>
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
  const locationName = location.name;

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () =>
        toast({
          title: t`Tablet revoked`,
          description: t`The tablet at ${locationName} can no longer check codes.`,
          variant: 'success',
        }),
      onError: (err) =>
        toast({ title: t`Error`, description: errorMessage(err, t`Failed to revoke the tablet`), variant: 'destructive' }),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <section aria-label={t`Paired tablets at ${locationName}`}>
      <Head>
        <h3>{t`Paired tablets`}</h3>
        <Button
          $variant="secondary"
          $size="sm"
          onClick={() => setPairing(true)}
          aria-label={t`Pair a tablet with ${locationName}`}
        >{t`Pair a tablet`}</Button>
      </Head>
      {devices.isLoading ? (
        <Skeleton $height="44px" style={{ marginTop: 10 }} />
      ) : devices.isError ? (
        <Note role="alert">
          {errorMessage(devices.error, t`Could not load the paired tablets.`)}{' '}
          <Button $variant="ghost" $size="sm" onClick={() => void devices.refetch()}>{t`Retry`}</Button>
        </Note>
      ) : here.length === 0 ? (
        <Note>{t`No tablets paired here yet. Pair one to check redemption codes at the counter.`}</Note>
      ) : (
        <Devices>
          {here.map((d) => (
            <Device key={d.id}>
              <div>
                <strong>{tabletName(d.locationName ?? locationName)}</strong>
                <span>{t`Paired ${formatDateTime(d.pairedAt)}`}</span>
                <span>{lastSeen(d)}</span>
              </div>
              <Button
                $variant="ghost"
                $size="sm"
                onClick={() => setRevoking(d)}
                style={{ color: theme.colors.danger }}
                aria-label={t`Revoke tablet paired ${formatDateTime(d.pairedAt)}`}
              >{t`Revoke`}</Button>
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
        title={t`Revoke this tablet?`}
        description={t`The tablet at ${locationName} will stop checking codes at once. To use it again, pair it with a new code.`}
      >
        <DialogFooter>
          <Button $variant="outline" onClick={() => setRevoking(null)} disabled={revoke.isPending}>{t`Cancel`}</Button>
          <Button $variant="destructive" onClick={confirmRevoke} disabled={revoke.isPending}>
            {revoke.isPending ? t`Revoking...` : t`Revoke tablet`}
          </Button>
        </DialogFooter>
      </Dialog>
    </section>
  );
}
