import { useState } from 'react';
import type { VerifyResponse } from '@dealcard/shared';
import { Detail, OfferName, ResultIcon, ResultOverlay, Verdict } from '../../../components/result-overlay.tsx';
import { formatWhen, formatWhenInSentence } from '../../../lib/format.ts';

const tones = { valid: 'valid', already_verified: 'used', not_found: 'notFound', voided: 'voided' } as const;

interface ResultScreenProps {
  result: VerifyResponse;
  code: string;
  onDone(): void;
}

/** The answer for a typed code, full-screen; the keypad's keyboard handling closes it. */
export function ResultScreen({ result, code, onDone }: ResultScreenProps) {
  const [now] = useState(() => new Date());
  const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
  return (
    <ResultOverlay tone={tones[result.status]} status={result.status} onDone={onDone}>
      {result.status === 'valid' ? (
        <>
          <ResultIcon aria-hidden>✓</ResultIcon>
          <Verdict>Valid</Verdict>
          {result.offer ? <OfferName>{result.offer.offerType}</OfferName> : null}
          {result.offer ? <Detail>{result.offer.description}</Detail> : null}
          {result.holderFirstName ? <Detail>Card holder: {result.holderFirstName}</Detail> : null}
        </>
      ) : result.status === 'already_verified' ? (
        <>
          <ResultIcon aria-hidden>!</ResultIcon>
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
          <ResultIcon aria-hidden>⊘</ResultIcon>
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
          <ResultIcon aria-hidden>✕</ResultIcon>
          <Verdict>Not found</Verdict>
          <Detail>
            No redemption with code {spaced} at this restaurant. Ask the guest to show the code on their card again.
          </Detail>
        </>
      )}
    </ResultOverlay>
  );
}
