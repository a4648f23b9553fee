import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { CardScanOffer, KitOffer } from '@dealcard/shared';
import { CardHolder, Detail, OfferName, ResultIcon, Tag, Verdict } from '../../../components/result-overlay.tsx';
import { ApiError, ConnectionError, errorMessage } from '../../../lib/api-client.ts';
import { layerProps } from '../../../lib/layers.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { text } from '../../../styles/theme.ts';
import { redeemCardQr } from '../api/card-qr.ts';
import { SCAN_TIMEOUT_MS } from '../api/scan-voucher.ts';
import { checkCardQr, queueCardQr, sameOffersOnce, type CardQrOutcome } from '../check-card-qr.ts';
import type { OfflineVerdict } from '../offline-check.ts';
import type { ParsedCardQr } from '../voucher-token.ts';
import { AnswerScreen, refusal, servedAnswer, type Answer } from './card-qr-answers.tsx';
import { OfferPicker } from './card-qr-offer-picker.tsx';

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
