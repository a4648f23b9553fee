import { t } from '@lingui/core/macro';
import { useEffect, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { layerProps } from '../lib/layers.ts';
import { space, text } from '../styles/theme.ts';

/** How long a result stays before the counter screen comes back by itself. */
export const RESULT_SECONDS = 6;

/** The theme colour of each kind of answer. */
export type ResultTone = 'valid' | 'used' | 'notFound' | 'voided';

const Overlay = styled.div<{ $tone: ResultTone }>`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space(4.5)};
  padding: ${space(8, 10, 14)};
  text-align: center;
  cursor: pointer;
  color: ${({ $tone, theme }) => ($tone === 'used' ? theme.colors.onUsed : theme.colors.onColour)};
  background: ${({ $tone, theme }) => theme.colors[$tone]};
`;

export const ResultIcon = styled.div`
  font-size: 5rem;
  line-height: 1;
  font-weight: 800;
`;

export const Verdict = styled.h1`
  font-size: clamp(4rem, 12vw, 7.5rem);
  font-weight: 900;
  line-height: 1;
  letter-spacing: -0.02em;
`;

export const OfferName = styled.p`
  font-size: clamp(2rem, 5vw, 3.25rem);
  font-weight: 800;
  line-height: 1.15;
`;

export const Detail = styled.p`
  font-size: clamp(1.25rem, 2.6vw, 1.75rem);
  font-weight: 600;
  line-height: 1.35;
  max-width: 52rem;
  opacity: 0.95;
`;

/** Whose card it is: staff may ask the guest's name. */
export function CardHolder({ name }: { name: string }) {
  return <Detail>{t`Card holder: ${name}`}</Detail>;
}

/** A short label on the coloured screen, e.g. that a scan was accepted offline. */
export const Tag = styled.p`
  font-size: clamp(1.2rem, 2.4vw, 1.6rem);
  font-weight: 800;
  padding: ${space(2, 5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.onColourSoft};
`;

/** Large (14 pt bold), in the screen's own text colour: readable on every answer's colour, amber included. */
const Hint = styled.p`
  position: absolute;
  bottom: ${space(5.5)};
  ${text(1.2, 700)}
`;

const shrink = keyframes`from { transform: scaleX(1); } to { transform: scaleX(0); }`;
const Countdown = styled.div<{ $seconds: number }>`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 8px;
  background: currentColor;
  opacity: 0.75;
  transform-origin: left;
  animation: ${shrink} ${({ $seconds }) => $seconds}s linear forwards;
`;

const DISMISS_KEYS = new Set(['Enter', 'Escape', ' ', 'Backspace']);

interface ResultOverlayProps {
  tone: ResultTone;
  /** The answer's name, as `data-status` for tests and styling hooks. */
  status: string;
  onDone(): void;
  children: ReactNode;
  /**
   * Whether the overlay handles the physical keyboard itself (Enter, Escape, Space, Backspace or
   * a digit close it) and keeps it from the keypad behind; the keypad's own result leaves that to the keypad.
   */
  ownKeyboard?: boolean;
  /** Extra data attributes, e.g. `data-offline`. */
  data?: Record<`data-${string}`, string>;
}

/** Full-screen, colour-coded and readable from a metre away; it goes back to the counter screen on its own. */
export function ResultOverlay({ tone, status, onDone, children, ownKeyboard = false, data }: ResultOverlayProps) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, RESULT_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [onDone]);

  useEffect(() => {
    if (!ownKeyboard) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (!DISMISS_KEYS.has(e.key) && !/^[0-9]$/.test(e.key)) return;
      e.preventDefault();
      onDone();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ownKeyboard, onDone]);

  return (
    <Overlay
      $tone={tone}
      onClick={onDone}
      role="status"
      aria-live="assertive"
      data-status={status}
      {...data}
      {...(ownKeyboard ? layerProps : {})}
    >
      {children}
      <Hint>{t`Tap anywhere to continue`}</Hint>
      <Countdown $seconds={RESULT_SECONDS} aria-hidden />
    </Overlay>
  );
}
