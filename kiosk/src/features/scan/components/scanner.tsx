import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { layerProps } from '../../../lib/layers.ts';
import { SCAN_INTERVAL_MS, cameraMessage, cameraProblemOf } from '../camera.ts';
import { createFrameDecoder, type FrameDecoder } from '../qr-decoder.ts';
import { TypedCode } from './typed-code.tsx';
import { space, text } from '../../../styles/theme.ts';

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.camera};
  color: ${({ theme }) => theme.colors.onColour};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(4)};
  padding: ${space(4, 6)};
  background: ${({ theme }) => theme.colors.background};
  h2 {
    ${text(1.5, 800)}
  }
`;

const BarButton = styled.button`
  min-height: 64px;
  min-width: 200px;
  padding: 0 ${space(7)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.onColour};
  ${text(1.3, 700)}
  cursor: pointer;
  touch-action: manipulation;
`;

const Viewport = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  overflow: hidden;
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** The square to hold the code in; the shade around it keeps the eye on it. */
const Frame = styled.div`
  position: absolute;
  top: 50%;
  left: 50%;
  width: min(60vmin, 440px);
  aspect-ratio: 1;
  transform: translate(-50%, -50%);
  border: 4px solid ${({ theme }) => theme.colors.onColour};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: 0 0 0 100vmax ${({ theme }) => theme.colors.cameraShade};
  pointer-events: none;
`;

const Caption = styled.p`
  position: absolute;
  left: 0;
  right: 0;
  bottom: ${space(7)};
  text-align: center;
  ${text(1.4, 700)}
`;

/** The camera's picture with the typed field at its foot or, when the camera failed, the message, the field and "Try again". */
const Body = styled.div<{ $failed: boolean }>`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  ${({ $failed, theme }) =>
    $failed
      ? `
    align-items: center;
    justify-content: center;
    gap: ${space(6)};
    padding: ${space(8)};
    text-align: center;
    background: ${theme.colors.background};
  `
      : ''}
  > p {
    ${text(1.4, 600)}
    line-height: 1.45;
    max-width: 40rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(4)};
`;

const Primary = styled(BarButton)`
  background: ${({ theme }) => theme.colors.primary};
`;

type Phase = { name: 'starting' } | { name: 'scanning' } | { name: 'failed'; message: string };

interface ScannerProps {
  /** The text of the first QR code read; the camera is already off when it is called. */
  onCode(text: string): void;
  onClose(): void;
}

/**
 * The rear camera, full-screen, read every ~150 ms until a QR code shows up. The camera stops as
 * soon as a code is read or the scanner closes. Under it, the QR's text typed, pasted or sent by
 * a USB scanner takes the same way as a camera's read (a tablet without a camera has no other).
 */
export function Scanner({ onCode, onClose }: ScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const callbacks = useRef({ onCode, onClose });
  callbacks.current = { onCode, onClose };
  const typedCode = useCallback((text: string) => callbacks.current.onCode(text), []);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      callbacks.current.onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
      if (video.current) video.current.srcObject = null;
    };
    const fail = (message: string) => {
      if (stopped) return;
      stop();
      setPhase({ name: 'failed', message });
    };

    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        fail(cameraMessage(window.isSecureContext ? 'no_camera' : 'insecure'));
        return;
      }
      try {
        const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
      } catch (err) {
        fail(cameraMessage(cameraProblemOf(err)));
        return;
      }
      const el = video.current;
      if (!el) return stop();
      el.srcObject = stream;
      await el.play().catch(() => undefined);
      let decode: FrameDecoder;
      try {
        decode = await createFrameDecoder();
      } catch {
        fail(
          t`This tablet cannot read QR codes with its camera. Type or paste the QR’s code below, or scan it with a USB scanner.`,
        );
        return;
      }
      if (stopped) return;
      setPhase({ name: 'scanning' });
      const look = async () => {
        let text: string | null = null;
        try {
          text = await decode(el);
        } catch {
          text = null;
        }
        if (stopped) return;
        if (text) {
          stop();
          callbacks.current.onCode(text);
          return;
        }
        timer = window.setTimeout(() => void look(), SCAN_INTERVAL_MS);
      };
      void look();
    })();

    return stop;
  }, [attempt]);

  const failed = phase.name === 'failed';
  return (
    <Layer role="dialog" aria-modal="true" aria-labelledby="scanner-title" {...layerProps}>
      <Bar>
        <h2 id="scanner-title">{t`Scan the guest’s QR code`}</h2>
        <BarButton ref={closeButton} type="button" onClick={onClose}>
          {t`Back to keypad`}
        </BarButton>
      </Bar>
      {/* One body whose children keep their places, so the typed field keeps what was typed when the camera fails. */}
      <Body $failed={failed}>
        {failed ? (
          <p role="alert">{phase.message}</p>
        ) : (
          <Viewport aria-busy={phase.name === 'starting'}>
            <video ref={video} muted playsInline autoPlay aria-label={t`Camera picture`} />
            <Frame aria-hidden />
            <Caption role="status">
              {phase.name === 'starting' ? t`Starting the camera…` : t`Hold the QR code inside the square`}
            </Caption>
          </Viewport>
        )}
        {/* No camera: the typed field (or a USB scanner typing into it) is the way in, with the focus. */}
        <TypedCode onCode={typedCode} autoFocus={failed} />
        {failed ? (
          <Actions>
            <Primary
              type="button"
              onClick={() => {
                setPhase({ name: 'starting' });
                setAttempt((n) => n + 1);
              }}
            >
              {t`Try again`}
            </Primary>
          </Actions>
        ) : null}
      </Body>
    </Layer>
  );
}
