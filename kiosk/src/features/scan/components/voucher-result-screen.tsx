import { t } from '@lingui/core/macro';
import { useState, type ReactNode } from 'react';
import type { ScanVoucherResponse } from '@dealcard/shared';
import { formatShortDate } from '@dealcard/shared/dates';
import {
  CardHolder,
  Detail,
  OfferName,
  ResultIcon,
  ResultOverlay,
  Tag,
  Verdict,
  type ResultTone,
} from '../../../components/result-overlay.tsx';
import { formatWhenInSentence } from '../../../lib/format.ts';
import type { VoucherOutcome } from '../check-voucher.ts';

function expiryDay(day: string): string {
  try {
    return formatShortDate(day);
  } catch {
    return day;
  }
}

const scannedHere = (when: string) => t`This voucher was scanned on this tablet ${when}.`;

/** "This card expired on Nov 5, 2026. Do not serve this offer." */
function expiredSentence(expiry: string) {
  const day = expiryDay(expiry);
  return t`This card expired on ${day}. Do not serve this offer.`;
}

/** "This voucher was used today at 7:42 PM at Downtown.", with what the server knows of it. */
function usedSentence(usedAt: string | undefined, location: string | undefined, now: Date) {
  const when = usedAt ? formatWhenInSentence(usedAt, now) : null;
  if (when && location) return t`This voucher was used ${when} at ${location}.`;
  if (when) return t`This voucher was used ${when}.`;
  if (location) return t`This voucher was used at ${location}.`;
  return t`This voucher was used.`;
}

interface Screen {
  tone: ResultTone;
  status: string;
  offline?: boolean;
  body: ReactNode;
}

function offerLine(response: ScanVoucherResponse): ReactNode {
  if (!response.offer) return response.holderFirstName ? <CardHolder name={response.holderFirstName} /> : null;
  return (
    <Detail>
      {response.offer.offerType}
      {response.holderFirstName ? ` · ${response.holderFirstName}` : ''}
    </Detail>
  );
}

function serverScreen(response: ScanVoucherResponse, expiry: string, now: Date): Screen {
  switch (response.status) {
    case 'valid':
      return {
        tone: 'valid',
        status: 'valid',
        body: (
          <>
            <ResultIcon aria-hidden>✓</ResultIcon>
            <Verdict>{t`Valid`}</Verdict>
            {response.offer ? <OfferName>{response.offer.offerType}</OfferName> : null}
            {response.offer ? <Detail>{response.offer.description}</Detail> : null}
            {response.holderFirstName ? <CardHolder name={response.holderFirstName} /> : null}
          </>
        ),
      };
    case 'already_used':
      return {
        tone: 'used',
        status: 'already_used',
        body: (
          <>
            <ResultIcon aria-hidden>!</ResultIcon>
            <Verdict>{t`Already used`}</Verdict>
            <Detail>{usedSentence(response.usedAt, response.locationName, now)}</Detail>
            {offerLine(response)}
          </>
        ),
      };
    case 'voided':
      return {
        tone: 'voided',
        status: 'voided',
        body: (
          <>
            <ResultIcon aria-hidden>⊘</ResultIcon>
            <Verdict>{t`Voided`}</Verdict>
            <Detail>{t`This voucher belongs to a card that was refunded or is on hold. Do not serve this offer.`}</Detail>
            {offerLine(response)}
          </>
        ),
      };
    case 'expired':
      return {
        tone: 'notFound',
        status: 'expired',
        body: (
          <>
            <ResultIcon aria-hidden>⌛</ResultIcon>
            <Verdict>{t`Expired`}</Verdict>
            <Detail>{expiredSentence(expiry)}</Detail>
            {offerLine(response)}
          </>
        ),
      };
    case 'not_found':
      return notFound(
        t`This voucher is not valid at this restaurant. Ask the guest to open their card and show the voucher again.`,
      );
  }
}

function notFound(detail: string, status = 'not_found'): Screen {
  return {
    tone: 'notFound',
    status,
    body: (
      <>
        <ResultIcon aria-hidden>✕</ResultIcon>
        <Verdict>{t`Not found`}</Verdict>
        <Detail>{detail}</Detail>
      </>
    ),
  };
}

function cannotCheck(detail: string): Screen {
  return {
    tone: 'used',
    status: 'cannot_check',
    offline: true,
    body: (
      <>
        <ResultIcon aria-hidden>?</ResultIcon>
        <Verdict>{t`Cannot check`}</Verdict>
        <Detail>{detail}</Detail>
      </>
    ),
  };
}

function screenOf(outcome: VoucherOutcome, now: Date): Screen {
  if (outcome.via === 'unreadable') {
    return {
      tone: 'notFound',
      status: 'not_a_voucher',
      body: (
        <>
          <ResultIcon aria-hidden>✕</ResultIcon>
          <Verdict>{t`Not a voucher`}</Verdict>
          <Detail>
            {t`This QR code is not a Deal Card voucher. Ask the guest to open their card and show the voucher’s QR code.`}
          </Detail>
        </>
      ),
    };
  }
  const { payload } = outcome.voucher;
  if (outcome.via === 'server') return serverScreen(outcome.response, payload.e, now);
  const offline = (screen: Screen): Screen => ({ ...screen, offline: true });
  /** An offline answer about a voucher of this restaurant: its sign and word, one line, whose card. */
  const aboutHolder = (tone: ResultTone, status: string, icon: string, verdict: string, line: ReactNode): Screen =>
    offline({
      tone,
      status,
      body: (
        <>
          <ResultIcon aria-hidden>{icon}</ResultIcon>
          <Verdict>{verdict}</Verdict>
          {line}
          <CardHolder name={payload.n} />
        </>
      ),
    });
  switch (outcome.verdict.status) {
    case 'accepted':
      return aboutHolder('valid', 'valid', '✓', t`Valid`, <Tag>{t`Accepted offline — will sync`}</Tag>);
    case 'already_scanned':
      return aboutHolder(
        'used',
        'already_used',
        '!',
        t`Already used`,
        <Detail>{scannedHere(formatWhenInSentence(outcome.verdict.scannedAt, now))}</Detail>,
      );
    case 'voided':
      return aboutHolder(
        'voided',
        'voided',
        '⊘',
        t`Voided`,
        <Detail>{t`This voucher belongs to a card that was refunded or is on hold. Do not serve this offer.`}</Detail>,
      );
    case 'expired':
      return aboutHolder('notFound', 'expired', '⌛', t`Expired`, <Detail>{expiredSentence(payload.e)}</Detail>);
    case 'other_restaurant':
      return offline(notFound(t`This voucher is for another restaurant. Do not serve this offer.`));
    case 'not_genuine':
      return offline(notFound(t`This QR code is not a genuine voucher of this restaurant. Do not serve this offer.`));
    case 'no_kit':
      return cannotCheck(
        t`This tablet has not yet downloaded what it needs to check vouchers without a connection. Connect it to the internet, then scan again.`,
      );
    case 'unsupported':
      return cannotCheck(
        t`This tablet’s browser cannot check vouchers without a connection. Update the browser, or wait for the connection to return.`,
      );
  }
}

/** The answer for a scanned voucher, in the same full-screen colours as a typed code's. */
export function VoucherResultScreen({ outcome, onDone }: { outcome: VoucherOutcome; onDone(): void }) {
  const [now] = useState(() => new Date());
  const screen = screenOf(outcome, now);
  return (
    <ResultOverlay
      tone={screen.tone}
      status={screen.status}
      onDone={onDone}
      ownKeyboard
      data={{ 'data-source': 'voucher', 'data-offline': screen.offline ? 'true' : 'false' }}
    >
      {screen.body}
    </ResultOverlay>
  );
}

/** A scan that could not be checked at all (the server refused the call): what it said, in red. */
export function VoucherErrorScreen({ message, onDone }: { message: string; onDone(): void }) {
  return (
    <ResultOverlay tone="notFound" status="error" onDone={onDone} ownKeyboard data={{ 'data-source': 'voucher' }}>
      <ResultIcon aria-hidden>✕</ResultIcon>
      <Verdict>{t`Not checked`}</Verdict>
      <Detail>{message}</Detail>
    </ResultOverlay>
  );
}
