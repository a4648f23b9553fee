import { plural, t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { CardRedemptionResponse, CardScanOffer, KitOffer } from '@dealcard/shared';
import { formatShortDate } from '@dealcard/shared/dates';
import { CardHolder, Detail, OfferName, ResultIcon, ResultOverlay, Tag, Verdict } from '../../../components/result-overlay.tsx';
import { ApiError, ConnectionError, errorMessage } from '../../../lib/api-client.ts';
import { layerProps } from '../../../lib/layers.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { media, space, text } from '../../../styles/theme.ts';
import { redeemCardQr } from '../api/card-qr.ts';
import { SCAN_TIMEOUT_MS } from '../api/scan-voucher.ts';
import { checkCardQr, queueCardQr, sameOffersOnce, type CardQrOutcome } from '../check-card-qr.ts';
import type { OfflineVerdict } from '../offline-check.ts';
import type { ParsedCardQr } from '../voucher-token.ts';

const Panel = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  padding: ${space(6, 6, 5)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  overflow-y: auto;
  ${media.md} {
    padding: ${space(8, 10, 6)};
  }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space(2, 4)};
  h1 {
    ${text(2.2, 900)}
  }
  p {
    ${text(1.3, 600)}
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const OfflineTag = styled.p`
  align-self: flex-start;
  padding: ${space(2, 4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.used};
  color: ${({ theme }) => theme.colors.onUsed};
  ${text(1.1, 800)}
`;

const Offers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${space(4)};
`;

const OfferButton = styled.button`
  width: 100%;
  min-height: 120px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: ${space(1.5)};
  padding: ${space(4, 5)};
  border: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  touch-action: manipulation;
  strong {
    ${text(1.6, 800)}
  }
  span {
    ${text(1.1, 600)}
    color: ${({ theme }) => theme.colors.muted};
  }
  em {
    font-style: normal;
    ${text(1.2, 800)}
    color: ${({ theme }) => theme.colors.success};
  }
  &:disabled {
    border-color: ${({ theme }) => theme.colors.border};
    cursor: not-allowed;
    opacity: 0.6;
    em {
      color: ${({ theme }) => theme.colors.subtle};
    }
  }
  &:active:not(:disabled) {
    transform: scale(0.98);
    filter: brightness(1.2);
  }
`;

const Cancel = styled.button`
  align-self: stretch;
  min-height: 72px;
  margin-top: auto;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  ${text(1.4, 700)}
  cursor: pointer;
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

function expiryDay(day: string): string {
  try {
    return formatShortDate(day);
  } catch {
    return day;
  }
}

const leftLabel = (remaining: number) => (remaining === 0 ? t`None left` : plural(remaining, { one: '# left', other: '# left' }));

interface Answer {
  tone: 'valid' | 'used' | 'notFound' | 'voided';
  status: string;
  offline?: boolean;
  body: ReactNode;
}

/** The card cannot be served (void, expired, not this restaurant's, not genuine) or the tablet cannot tell. */
function refusal(status: string, name: string | undefined, expiry: string, offline: boolean): Answer {
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
function servedAnswer(response: CardRedemptionResponse, expiry: string): Answer {
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

function AnswerScreen({ answer, onDone }: { answer: Answer; onDone(): void }) {
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

/** Big buttons, one per offer; a used-up one is shown, disabled, so staff can tell the guest. */
function OfferPicker({
  name,
  offline,
  offers,
  onPick,
  onCancel,
  busy,
}: {
  name: string;
  offline: boolean;
  offers: Array<{ key: number; offerType: string; description: string; remaining?: number }>;
  onPick(key: number): void;
  onCancel(): void;
  busy: boolean;
}) {
  return (
    <Panel role="dialog" aria-modal="true" aria-labelledby="card-qr-title" data-card-qr {...layerProps}>
      <Head>
        <h1 id="card-qr-title">{t`Card holder: ${name}`}</h1>
        <p>{t`Tap the offer the guest asks for.`}</p>
      </Head>
      {offline ? <OfflineTag>{t`Offline — checked on this tablet; what is left is checked when it syncs`}</OfflineTag> : null}
      {offers.length === 0 ? (
        <Detail>{t`No offers to choose from. Connect the tablet to the internet, then scan again.`}</Detail>
      ) : (
        <Offers aria-label={t`Offers on this card`}>
          {offers.map((o) => (
            <li key={o.key}>
              <OfferButton type="button" data-offer-id={o.key} disabled={busy || o.remaining === 0} onClick={() => onPick(o.key)}>
                <strong>{o.offerType}</strong>
                <span>{o.description}</span>
                {o.remaining !== undefined ? <em>{leftLabel(o.remaining)}</em> : null}
              </OfferButton>
            </li>
          ))}
        </Offers>
      )}
      <Cancel type="button" onClick={onCancel}>
        {t`Cancel`}
      </Cancel>
    </Panel>
  );
}

/**
 * A scanned card QR, from the check to the served offer: online the card's own offers with what
 * is left; offline the restaurant's offers from the kit, queued with the one picked.
 */
export function CardQrScreen({ cardQr, restaurantId, onDone }: { cardQr: ParsedCardQr; restaurantId: number; onDone(): void }) {
  const client = useQueryClient();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const check = useQuery({
    queryKey: queryKeys.cardQr(cardQr.token),
    queryFn: () => checkCardQr(cardQr, restaurantId),
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
  });
  const expiry = cardQr.payload.e;
  const redeem = useMutation({
    mutationFn: (offerId: number) => redeemCardQr(cardQr.token, offerId, SCAN_TIMEOUT_MS),
    onSuccess: (response) => {
      setAnswer(servedAnswer(response, expiry));
      void client.invalidateQueries({ queryKey: queryKeys.redemptions });
    },
    onError: (err) =>
      setAnswer({
        tone: 'notFound',
        status: 'error',
        body: (
          <>
            <ResultIcon aria-hidden>✕</ResultIcon>
            <Verdict>{t`Not checked`}</Verdict>
            <Detail>
              {err instanceof ConnectionError
                ? t`The connection dropped before the server answered. Do not serve the offer yet: scan the card again.`
                : err instanceof ApiError
                  ? errorMessage(err, t`The card could not be checked. Please scan it again.`)
                  : t`The card could not be checked. Please scan it again.`}
            </Detail>
          </>
        ),
      }),
  });
  const queue = useMutation({
    mutationFn: (offer: KitOffer) => queueCardQr(cardQr, offer),
    onSuccess: (_, offer) =>
      setAnswer({
        tone: 'valid',
        status: 'valid',
        offline: true,
        body: (
          <>
            <ResultIcon aria-hidden>✓</ResultIcon>
            <Verdict>{t`Valid`}</Verdict>
            <OfferName>{offer.offerType}</OfferName>
            <Tag>{t`Accepted offline — will sync`}</Tag>
            <CardHolder name={cardQr.payload.n} />
          </>
        ),
      }),
    onError: () =>
      setAnswer({
        tone: 'notFound',
        status: 'error',
        offline: true,
        body: (
          <>
            <ResultIcon aria-hidden>✕</ResultIcon>
            <Verdict>{t`Not checked`}</Verdict>
            <Detail>{t`The scan could not be saved on this tablet. Do not serve the offer yet: scan the card again.`}</Detail>
          </>
        ),
      }),
  });
  const done = useCallback(() => onDone(), [onDone]);

  if (answer) return <AnswerScreen answer={answer} onDone={done} />;
  if (check.isPending) {
    return (
      <Checking role="status" aria-live="polite" {...layerProps}>
        {t`Checking the card…`}
      </Checking>
    );
  }
  if (check.isError) {
    return (
      <AnswerScreen
        onDone={done}
        answer={{
          tone: 'notFound',
          status: 'error',
          body: (
            <>
              <ResultIcon aria-hidden>✕</ResultIcon>
              <Verdict>{t`Not checked`}</Verdict>
              <Detail>{errorMessage(check.error, t`The card could not be checked. Please scan it again.`)}</Detail>
            </>
          ),
        }}
      />
    );
  }
  const outcome: CardQrOutcome = check.data;
  if (outcome.via === 'server') {
    const { response } = outcome;
    if (response.status !== 'valid') {
      return <AnswerScreen onDone={done} answer={refusal(response.status, response.holderFirstName, expiry, false)} />;
    }
    const offers = (response.offers ?? []).map((o: CardScanOffer) => ({ key: o.offerId, ...o }));
    return (
      <OfferPicker
        name={response.holderFirstName ?? cardQr.payload.n}
        offline={false}
        offers={offers}
        busy={redeem.isPending}
        onPick={(offerId) => redeem.mutate(offerId)}
        onCancel={done}
      />
    );
  }
  const verdict: OfflineVerdict = outcome.verdict;
  if (verdict.status !== 'accepted') {
    return <AnswerScreen onDone={done} answer={refusal(verdict.status, cardQr.payload.n, expiry, true)} />;
  }
  return (
    <OfferPicker
      name={cardQr.payload.n}
      offline
      offers={sameOffersOnce(outcome.offers).map((o) => ({
        key: o.campaignOfferId,
        offerType: o.offerType,
        description: o.description,
      }))}
      busy={queue.isPending}
      onPick={(key) => {
        const offer = outcome.offers.find((o) => o.campaignOfferId === key);
        if (offer) queue.mutate(offer);
      }}
      onCancel={done}
    />
  );
}
