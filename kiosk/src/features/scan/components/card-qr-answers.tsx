import { plural, t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { CardRedemptionResponse } from '@dealcard/shared';
import { formatShortDate } from '@dealcard/shared/dates';
import { CardHolder, Detail, OfferName, ResultIcon, ResultOverlay, Verdict } from '../../../components/result-overlay.tsx';

/** What the tablet answers about a scanned card QR: served, used up, refused, or not checked. */

function expiryDay(day: string): string {
  try {
    return formatShortDate(day);
  } catch {
    return day;
  }
}

export const leftLabel = (remaining: number) =>
  remaining === 0 ? t`None left` : plural(remaining, { one: '# left', other: '# left' });

export interface Answer {
  tone: 'valid' | 'used' | 'notFound' | 'voided';
  status: string;
  offline?: boolean;
  body: ReactNode;
}

/** The card cannot be served (void, expired, not this restaurant's, not genuine) or the tablet cannot tell. */
export function refusal(status: string, name: string | undefined, expiry: string, offline: boolean): Answer {
  const holder = name ? <CardHolder name={name} /> : null;
  switch (status) {
    case 'voided':
      return {
        tone: 'voided',
        status,
        offline,
        body: (
          <>
            <ResultIcon aria-hidden>⊘</ResultIcon>
            <Verdict>{t`Voided`}</Verdict>
            <Detail>{t`This card was refunded or is on hold. Do not serve an offer.`}</Detail>
            {holder}
          </>
        ),
      };
    case 'expired': {
      const day = expiryDay(expiry);
      return {
        tone: 'notFound',
        status,
        offline,
        body: (
          <>
            <ResultIcon aria-hidden>⌛</ResultIcon>
            <Verdict>{t`Expired`}</Verdict>
            <Detail>{t`This card expired on ${day}. Do not serve an offer.`}</Detail>
            {holder}
          </>
        ),
      };
    }
    case 'no_kit':
    case 'unsupported':
      return {
        tone: 'used',
        status: 'cannot_check',
        offline,
        body: (
          <>
            <ResultIcon aria-hidden>?</ResultIcon>
            <Verdict>{t`Cannot check`}</Verdict>
            <Detail>
              {status === 'no_kit'
                ? t`This tablet has not yet downloaded what it needs to check cards without a connection. Connect it to the internet, then scan again.`
                : t`This tablet’s browser cannot check cards without a connection. Update the browser, or wait for the connection to return.`}
            </Detail>
          </>
        ),
      };
    default:
      return {
        tone: 'notFound',
        status: 'not_found',
        offline,
        body: (
          <>
            <ResultIcon aria-hidden>✕</ResultIcon>
            <Verdict>{t`Not found`}</Verdict>
            <Detail>{t`This card is not valid at this restaurant. Do not serve an offer.`}</Detail>
          </>
        ),
      };
  }
}

/** The answer after staff tapped an offer online. */
export function servedAnswer(response: CardRedemptionResponse, expiry: string): Answer {
  const offer = response.offer;
  const holder = response.holderFirstName ? <CardHolder name={response.holderFirstName} /> : null;
  if (response.status === 'valid') {
    return {
      tone: 'valid',
      status: 'valid',
      body: (
        <>
          <ResultIcon aria-hidden>✓</ResultIcon>
          <Verdict>{t`Valid`}</Verdict>
          {offer ? <OfferName>{offer.offerType}</OfferName> : null}
          {offer ? <Detail>{leftLabel(offer.remaining)}</Detail> : null}
          {holder}
        </>
      ),
    };
  }
  if (response.status === 'none_left') {
    return {
      tone: 'used',
      status: 'none_left',
      body: (
        <>
          <ResultIcon aria-hidden>!</ResultIcon>
          <Verdict>{t`None left`}</Verdict>
          {offer ? <OfferName>{offer.offerType}</OfferName> : null}
          <Detail>{t`Every use of this offer on this card has been served.`}</Detail>
          {holder}
        </>
      ),
    };
  }
  return refusal(response.status, response.holderFirstName, expiry, false);
}

export function AnswerScreen({ answer, onDone }: { answer: Answer; onDone(): void }) {
  return (
    <ResultOverlay
      tone={answer.tone}
      status={answer.status}
      onDone={onDone}
      ownKeyboard
      data={{ 'data-source': 'card', 'data-offline': answer.offline ? 'true' : 'false' }}
    >
      {answer.body}
    </ResultOverlay>
  );
}
