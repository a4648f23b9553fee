import { t } from '@lingui/core/macro';
import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { ApiError, errorMessage, isUnpaired } from '../../../lib/api-client.ts';
import { layerProps } from '../../../lib/layers.ts';
import { useCheckVoucher } from '../check-voucher.ts';
import { parseCardQrToken, type ParsedCardQr } from '../voucher-token.ts';
import { CardQrScreen } from './card-qr-screen.tsx';
import { Scanner } from './scanner.tsx';
import { VoucherErrorScreen, VoucherResultScreen } from './voucher-result-screen.tsx';
import { space, text } from '../../../styles/theme.ts';

const ScanButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space(3.5)};
  width: 100%;
  min-height: 76px;
  border: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.onColour};
  ${text(1.6, 800)}
  cursor: pointer;
  touch-action: manipulation;
  user-select: none;
  svg {
    width: 36px;
    height: 36px;
  }
  &:active:not(:disabled) {
    transform: scale(0.98);
    filter: brightness(1.2);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Checking = styled.div`
  position: fixed;
  inset: 0;
  z-index: 55;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.scrim};
  color: ${({ theme }) => theme.colors.onColour};
  ${text(2.5, 800)}
`;

function QrIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden focusable="false">
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3M21 14v.01M14 21h3M21 18v3h-1M17 17h.01" />
    </svg>
  );
}

/**
 * The "Scan QR" button beside the keypad, the camera it opens, and the answer for the voucher or
 * card QR read: from the server when online, from the tablet's own check when offline.
 */
export function ScanVoucher({ restaurantId }: { restaurantId: number }) {
  const [scanning, setScanning] = useState(false);
  const [cardQr, setCardQr] = useState<ParsedCardQr | null>(null);
  const check = useCheckVoucher(restaurantId);
  const button = useRef<HTMLButtonElement>(null);
  const { reset } = check;

  const close = useCallback(() => {
    setScanning(false);
    button.current?.focus();
  }, []);
  const done = useCallback(() => {
    reset();
    setCardQr(null);
    button.current?.focus();
  }, [reset]);

  const failure =
    check.isError && !isUnpaired(check.error)
      ? check.error instanceof ApiError && check.error.status === 429
        ? errorMessage(check.error, t`Too many vouchers were refused. Wait a minute, then try again.`)
        : check.error instanceof ApiError
          ? errorMessage(check.error, t`The voucher could not be checked. Please scan it again.`)
          : t`The voucher could not be checked or saved on this tablet. Do not serve the offer yet: scan it again.`
      : null;

  return (
    <>
      <ScanButton ref={button} type="button" onClick={() => setScanning(true)} disabled={check.isPending || cardQr !== null}>
        <QrIcon />
        {t`Scan QR`}
      </ScanButton>
      {scanning ? (
        <Scanner
          onClose={close}
          onCode={(text) => {
            setScanning(false);
            // A card QR lists the card's offers for staff to pick from; anything else is read as a voucher.
            const card = parseCardQrToken(text);
            if (card) setCardQr(card);
            else check.mutate(text);
          }}
        />
      ) : null}
      {check.isPending ? (
        <Checking role="status" aria-live="polite" {...layerProps}>
          {t`Checking the voucher…`}
        </Checking>
      ) : null}
      {cardQr ? <CardQrScreen cardQr={cardQr} restaurantId={restaurantId} onDone={done} /> : null}
      {check.data ? <VoucherResultScreen outcome={check.data} onDone={done} /> : null}
      {failure ? <VoucherErrorScreen message={failure} onDone={done} /> : null}
    </>
  );
}
