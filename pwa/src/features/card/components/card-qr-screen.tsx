import { t } from '@lingui/core/macro';
import { qrSvg } from '../../../lib/qr-svg.ts';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button.tsx';
import { space, column, text } from '../../../styles/theme.ts';

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  ${column(4)}
  align-items: center;
  justify-content: center;
  padding: ${space(6, 5)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  h1 {
    ${text(1.5, 800)}
  }
  p {
    ${text(1, 600)}
    color: ${({ theme }) => theme.colors.muted};
    max-width: 22rem;
  }
`;

/** On white (the text colour on primary buttons), whatever the page: a camera reads it best so. */
const Qr = styled.div`
  width: min(86vw, 60vh, 360px);
  aspect-ratio: 1;
  padding: ${space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.onPrimary};
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

/**
 * "Show your card": the card's signed QR, full screen, for the server to scan at the counter. It
 * names the card, not an offer: staff tap the offer the holder asks for. Loaded on the tap only
 * (with the QR encoder), so the card's first visit carries none of it; it works offline from the
 * token saved with the vouchers.
 */
export function CardQrScreen({ token, onClose }: { token: string; onClose(): void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <Screen role="dialog" aria-modal="true" aria-labelledby="card-qr-title" data-testid="card-qr-screen">
      <h1 id="card-qr-title">{t`Show your card`}</h1>
      <Qr role="img" aria-label={t`Card QR code`} data-testid="card-qr" dangerouslySetInnerHTML={{ __html: qrSvg(token) }} />
      <p>{t`Show this to your server and say which offer you want.`}</p>
      <Button ref={close} $variant="outline" $size="lg" onClick={onClose}>
        {t`Close`}
      </Button>
    </Screen>
  );
}
