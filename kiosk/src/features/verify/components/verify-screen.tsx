import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { REDEMPTION_CODE_LENGTH, type KioskDevice, type VerifyResponse } from '@dealcard/shared';
import { LanguagePicker } from '../../../components/language-picker.tsx';
import { ApiError, ConnectionError, errorMessage } from '../../../lib/api-client.ts';
import { useConnectionLost } from '../../../lib/connection-store.ts';
import { isLayerOpen } from '../../../lib/layers.ts';
import { useVerifyCode } from '../api/verify-code.ts';
import { Keypad } from './keypad.tsx';
import { ResultScreen } from './result-screen.tsx';
import { space, column, text } from '../../../styles/theme.ts';

const Layout = styled.main`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: minmax(0, 1.35fr) minmax(0, 1fr);
  grid-template-rows: auto minmax(0, 1fr);
  gap: ${space(4, 6)};
  padding: ${space(4, 6, 5)};
  @media (orientation: portrait) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto auto minmax(240px, 1fr);
  }
`;

const Header = styled.header`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(4)};
  h1 {
    ${text(1.6, 800)}
  }
`;

/** The restaurant and, after it, the location this tablet is paired with. */
const Place = styled.div`
  flex: 1 1 0;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space(0.5, 4)};
`;

const Location = styled.p`
  font-size: 1.15rem;
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

const Entry = styled.section`
  ${column(3.5)}
  min-height: 0;
`;

const Prompt = styled.h2`
  ${text(1.15, 600)}
  color: ${({ theme }) => theme.colors.muted};
`;

const Digits = styled.div`
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  gap: ${space(2.5)};
`;

const Digit = styled.span<{ $filled: boolean; $next: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 84px;
  border-radius: ${({ theme }) => theme.radii.md};
  ${text(3, 800)}
  font-variant-numeric: tabular-nums;
  background: ${({ theme }) => theme.colors.surface};
  border: 3px solid ${({ $next, theme }) => ($next ? theme.colors.primary : theme.colors.border)};
  color: ${({ $filled, theme }) => ($filled ? theme.colors.text : theme.colors.border)};
  @media (max-height: 700px) {
    height: 68px;
    font-size: 2.4rem;
  }
`;

const Alert = styled.p`
  ${text(1.2, 700)}
  padding: ${space(3.5, 4.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.notFound};
  color: ${({ theme }) => theme.colors.onColour};
`;

/** A typed code is checked by the server only: without a connection the QR voucher is the way. */
const offlineCodeMessage = () => t`No connection: scan the holder's QR code instead.`;

interface VerifyScreenProps {
  device: KioskDevice;
  /** The live list of the restaurant's redemptions (and anything beside it), composed in by the app. */
  recent: ReactNode;
  /** The QR scanner's button, under the keypad, composed in by the app. */
  scan?: ReactNode;
  /** The tablet's own state under its place (last sync, scans waiting), composed in by the app. */
  status?: ReactNode;
  /** A warning across the screen (a clock that is off), composed in by the app. */
  notice?: ReactNode;
}

/**
 * The counter screen: six digits on a large keypad (or a keyboard), the answer full-screen, the
 * scanner's button under the keypad and the live list of redemptions beside them.
 */
export function VerifyScreen({ device, recent, scan, status, notice }: VerifyScreenProps) {
  const [code, setCode] = useState('');
  const [shown, setShown] = useState<{ result: VerifyResponse; code: string } | null>(null);
  const [triedOffline, setTriedOffline] = useState(false);
  const verify = useVerifyCode();
  const lost = useConnectionLost();
  const busy = verify.isPending;
  const complete = code.length === REDEMPTION_CODE_LENGTH;

  const addDigit = useCallback((d: string) => {
    setTriedOffline(false);
    setCode((c) => (c.length < REDEMPTION_CODE_LENGTH ? c + d : c));
  }, []);
  const backspace = useCallback(() => {
    setTriedOffline(false);
    setCode((c) => c.slice(0, -1));
  }, []);

  const submit = useCallback(() => {
    if (!complete || busy) return;
    if (lost) {
      // The server alone knows a six-digit code: do not even try.
      verify.reset();
      setTriedOffline(true);
      return;
    }
    setTriedOffline(false);
    const checked = code;
    verify.mutate(checked, {
      onSuccess: (result) => {
        setShown({ result, code: checked });
        setCode('');
      },
    });
  }, [busy, code, complete, lost, verify]);

  const dismiss = useCallback(() => {
    setShown(null);
    verify.reset();
  }, [verify]);

  // The physical keyboard: digits, Backspace, Enter; Escape clears. Any key closes a result.
  const handlers = useRef({ addDigit, backspace, submit, dismiss, shown, setCode });
  handlers.current = { addDigit, backspace, submit, dismiss, shown, setCode };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      // The scanner, a voucher's answer or a dialog is open, or someone types in a field: not for the keypad.
      if (isLayerOpen() || (e.target instanceof HTMLElement && e.target.closest('input, textarea, select'))) return;
      const h = handlers.current;
      const isDigit = /^[0-9]$/.test(e.key);
      if (h.shown) {
        if (isDigit || e.key === 'Enter' || e.key === 'Escape' || e.key === ' ' || e.key === 'Backspace') {
          e.preventDefault();
          h.dismiss();
          if (isDigit) h.setCode(e.key);
        }
        return;
      }
      if (isDigit) h.addDigit(e.key);
      else if (e.key === 'Backspace') h.backspace();
      else if (e.key === 'Enter') h.submit();
      else if (e.key === 'Escape') h.setCode('');
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // "No connection" holds only while the connection is lost: it goes once it is back.
  const failure = triedOffline
    ? lost
      ? offlineCodeMessage()
      : null
    : verify.isError
      ? verify.error instanceof ConnectionError
        ? lost
          ? offlineCodeMessage()
          : null
        : verify.error instanceof ApiError && verify.error.status === 429
          ? errorMessage(verify.error, t`Too many wrong codes. Wait a minute, then try again.`)
          : errorMessage(verify.error, t`The code could not be checked. Please try again.`)
      : null;
  const entered = code.length;
  const total = REDEMPTION_CODE_LENGTH;

  return (
    <Layout>
      <Header>
        <Place>
          <h1>{device.restaurantName ?? t`Restaurant`}</h1>
          <Location>{device.locationName ?? ''}</Location>
          {status}
        </Place>
        <LanguagePicker />
        {notice}
      </Header>
      <Entry aria-labelledby="entry-title">
        <Prompt id="entry-title">{t`Enter the guest’s six-digit redemption code`}</Prompt>
        <Digits role="group" aria-label={t`Redemption code, ${entered} of ${total} digits entered`} data-code={code}>
          {Array.from({ length: REDEMPTION_CODE_LENGTH }, (_, i) => (
            <Digit key={i} $filled={i < code.length} $next={i === code.length}>
              {code[i] ?? '•'}
            </Digit>
          ))}
        </Digits>
        {failure ? <Alert role="alert">{failure}</Alert> : null}
        <Keypad onDigit={addDigit} onBackspace={backspace} onSubmit={submit} canSubmit={complete} disabled={busy} />
        {scan}
      </Entry>
      {recent}
      {shown ? <ResultScreen result={shown.result} code={shown.code} onDone={dismiss} /> : null}
    </Layout>
  );
}
