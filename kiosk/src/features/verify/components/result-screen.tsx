import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { VerifyResponse } from '@dealcard/shared';
import { CardHolder, Detail, OfferName, ResultIcon, ResultOverlay, Verdict } from '../../../components/result-overlay.tsx';
import { formatWhen, formatWhenInSentence } from '../../../lib/format.ts';

const tones = { valid: 'valid', already_verified: 'used', not_found: 'notFound', voided: 'voided' } as const;

const redeemedWhen = (when: string) => t`redeemed ${when}`;

/** "Code 123 456 was checked today at 7:42 PM at Downtown.", with what the server knows of it. */
function checkedSentence(code: string, verifiedAt: string | null | undefined, location: string | null | undefined, now: Date) {
  const when = verifiedAt ? formatWhenInSentence(verifiedAt, now) : null;
  if (when && location) return t`Code ${code} was checked ${when} at ${location}.`;
  if (when) return t`Code ${code} was checked ${when}.`;
  if (location) return t`Code ${code} was checked at ${location}.`;
  return t`Code ${code} was checked.`;
}

/** "Pizza · Ana": which offer a refused code was for, and whose card. */
function OfferAndHolder({ result }: { result: VerifyResponse }) {
  if (!result.offer) return null;
  return (
    <Detail>
      {result.offer.offerType}
      {result.holderFirstName ? ` · ${result.holderFirstName}` : ''}
    </Detail>
  );
}

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
          <Verdict>{t`Valid`}</Verdict>
          {result.offer ? <OfferName>{result.offer.offerType}</OfferName> : null}
          {result.offer ? <Detail>{result.offer.description}</Detail> : null}
          {result.holderFirstName ? <CardHolder name={result.holderFirstName} /> : null}
        </>
      ) : result.status === 'already_verified' ? (
        <>
          <ResultIcon aria-hidden>!</ResultIcon>
          <Verdict>{t`Already used`}</Verdict>
          <Detail>{checkedSentence(spaced, result.verifiedAt, result.locationName, now)}</Detail>
          {result.offer ? (
            <Detail>
              {result.offer.offerType}
              {result.holderFirstName ? ` · ${result.holderFirstName}` : ''}
              {result.redeemedAt ? ` · ${redeemedWhen(formatWhen(result.redeemedAt, now))}` : ''}
            </Detail>
          ) : null}
        </>
      ) : result.status === 'voided' && result.voidedBecause === 'undone' ? (
        <>
          <ResultIcon aria-hidden>⊘</ResultIcon>
          <Verdict>{t`Cancelled`}</Verdict>
          <Detail>{t`Code ${spaced} was cancelled: its redemption was undone. Do not serve this offer.`}</Detail>
          <OfferAndHolder result={result} />
        </>
      ) : result.status === 'voided' ? (
        <>
          <ResultIcon aria-hidden>⊘</ResultIcon>
          <Verdict>{t`Voided`}</Verdict>
          <Detail>{t`Code ${spaced} belongs to a card that was refunded or is on hold. Do not serve this offer.`}</Detail>
          <OfferAndHolder result={result} />
        </>
      ) : (
        <>
          <ResultIcon aria-hidden>✕</ResultIcon>
          <Verdict>{t`Not found`}</Verdict>
          <Detail>
            {t`No redemption with code ${spaced} at this restaurant. Ask the guest to show the code on their card again.`}
          </Detail>
        </>
      )}
    </ResultOverlay>
  );
}
