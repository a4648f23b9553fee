import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import type { VerifyResponse } from '@dealcard/shared';
import { formatWhen, formatWhenInSentence } from '../../../lib/format.ts';

/** How long a result stays before the keypad comes back by itself. */
export const RESULT_SECONDS = 6;

const tones = { valid: 'valid', already_verified: 'used', not_found: 'notFound', voided: 'voided' } as const;

const Overlay = styled.div<{ $status: VerifyResponse['status'] }>`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 18px;
  padding: 32px 40px 56px;
  text-align: center;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.onColour};
  background: ${({ $status, theme }) => theme.colors[tones[$status]]};
`;

const Icon = styled.div`
  font-size: 5rem;
  line-height: 1;
  font-weight: 800;
`;

const Verdict = styled.h1`
  font-size: clamp(4rem, 12vw, 7.5rem);
  font-weight: 900;
  line-height: 1;
  letter-spacing: -0.02em;
`;

const OfferName = styled.p`
  font-size: clamp(2rem, 5vw, 3.25rem);
  font-weight: 800;
  line-height: 1.15;
`;

const Detail = styled.p`
  font-size: clamp(1.25rem, 2.6vw, 1.75rem);
  font-weight: 600;
  line-height: 1.35;
  max-width: 52rem;
  opacity: 0.95;
`;

const Hint = styled.p`
  position: absolute;
  bottom: 24px;
  font-size: 1.1rem;
  opacity: 0.85;
`;

const shrink = keyframes`from { transform: scaleX(1); } to { transform: scaleX(0); }`;
const Countdown = styled.div<{ $seconds: number }>`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 8px;
  background: ${({ theme }) => theme.colors.countdown};
  transform-origin: left;
  animation: ${shrink} ${({ $seconds }) => $seconds}s linear forwards;
`;

interface ResultScreenProps {
  result: VerifyResponse;
  code: string;
  onDone(): void;
}

/** Full-screen, colour-coded and readable from a metre away; it goes back to the keypad on its own. */
export function ResultScreen({ result, code, onDone }: ResultScreenProps) {
  const [now] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setTimeout(onDone, RESULT_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [onDone]);

  const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
  return (
    <Overlay $status={result.status} onClick={onDone} role="status" aria-live="assertive" data-status={result.status}>
      {result.status === 'valid' ? (
        <>
          <Icon aria-hidden>✓</Icon>
          <Verdict>Valid</Verdict>
          {result.offer ? <OfferName>{result.offer.offerType}</OfferName> : null}
          {result.offer ? <Detail>{result.offer.description}</Detail> : null}
          {result.holderFirstName ? <Detail>Card holder: {result.holderFirstName}</Detail> : null}
        </>
      ) : result.status === 'already_verified' ? (
        <>
          <Icon aria-hidden>!</Icon>
          <Verdict>Already used</Verdict>
          <Detail>
            Code {spaced} was checked
            {result.verifiedAt ? ` ${formatWhenInSentence(result.verifiedAt, now)}` : ''}
            {result.locationName ? ` at ${result.locationName}` : ''}.
          </Detail>
          {result.offer ? (
            <Detail>
              {result.offer.offerType}
              {result.holderFirstName ? ` · ${result.holderFirstName}` : ''}
              {result.redeemedAt ? ` · redeemed ${formatWhen(result.redeemedAt, now)}` : ''}
            </Detail>
          ) : null}
        </>
      ) : result.status === 'voided' ? (
        <>
          <Icon aria-hidden>⊘</Icon>
          <Verdict>Voided</Verdict>
          <Detail>Code {spaced} belongs to a card that was refunded or is on hold. Do not serve this offer.</Detail>
          {result.offer ? (
            <Detail>
              {result.offer.offerType}
              {result.holderFirstName ? ` · ${result.holderFirstName}` : ''}
            </Detail>
          ) : null}
        </>
      ) : (
        <>
          <Icon aria-hidden>✕</Icon>
          <Verdict>Not found</Verdict>
          <Detail>
            No redemption with code {spaced} at this restaurant. Ask the guest to show the code on their card again.
          </Detail>
        </>
      )}
      <Hint>Tap anywhere to continue</Hint>
      <Countdown $seconds={RESULT_SECONDS} aria-hidden />
    </Overlay>
  );
}
