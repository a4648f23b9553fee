import { useState, type ReactNode } from 'react';
import { formatShortDate, type ScanVoucherResponse } from '@dealcard/shared';
import {
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

const DO_NOT_SERVE = 'Do not serve this offer.';

function expiryDay(day: string): string {
  try {
    return formatShortDate(day);
  } catch {
    return day;
  }
}

interface Screen {
  tone: ResultTone;
  status: string;
  offline?: boolean;
  body: ReactNode;
}

function offerLine(response: ScanVoucherResponse): ReactNode {
  if (!response.offer) return response.holderFirstName ? <Detail>Card holder: {response.holderFirstName}</Detail> : null;
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
            <Verdict>Valid</Verdict>
            {response.offer ? <OfferName>{response.offer.offerType}</OfferName> : null}
            {response.offer ? <Detail>{response.offer.description}</Detail> : null}
            {response.holderFirstName ? <Detail>Card holder: {response.holderFirstName}</Detail> : null}
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
            <Verdict>Already used</Verdict>
            <Detail>
              This voucher was used
              {response.usedAt ? ` ${formatWhenInSentence(response.usedAt, now)}` : ''}
              {response.locationName ? ` at ${response.locationName}` : ''}.
            </Detail>
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
            <Verdict>Voided</Verdict>
            <Detail>This voucher belongs to a card that was refunded or is on hold. {DO_NOT_SERVE}</Detail>
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
            <Verdict>Expired</Verdict>
            <Detail>
              This card expired on {expiryDay(expiry)}. {DO_NOT_SERVE}
            </Detail>
            {offerLine(response)}
          </>
        ),
      };
    case 'not_found':
      return notFound(
        'This voucher is not valid at this restaurant. Ask the guest to open their card and show the voucher again.',
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
        <Verdict>Not found</Verdict>
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
        <Verdict>Cannot check</Verdict>
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
          <Verdict>Not a voucher</Verdict>
          <Detail>
            This QR code is not a Deal Card voucher. Ask the guest to open their card and show the voucher’s QR code.
          </Detail>
        </>
      ),
    };
  }
  const { payload } = outcome.voucher;
  if (outcome.via === 'server') return serverScreen(outcome.response, payload.e, now);
  const offline = (screen: Screen): Screen => ({ ...screen, offline: true });
  switch (outcome.verdict.status) {
    case 'accepted':
      return offline({
        tone: 'valid',
        status: 'valid',
        body: (
          <>
            <ResultIcon aria-hidden>✓</ResultIcon>
            <Verdict>Valid</Verdict>
            <Tag>Accepted offline — will sync</Tag>
            <Detail>Card holder: {payload.n}</Detail>
          </>
        ),
      });
    case 'already_scanned':
      return offline({
        tone: 'used',
        status: 'already_used',
        body: (
          <>
            <ResultIcon aria-hidden>!</ResultIcon>
            <Verdict>Already used</Verdict>
            <Detail>This voucher was scanned on this tablet {formatWhenInSentence(outcome.verdict.scannedAt, now)}.</Detail>
            <Detail>Card holder: {payload.n}</Detail>
          </>
        ),
      });
    case 'voided':
      return offline({
        tone: 'voided',
        status: 'voided',
        body: (
          <>
            <ResultIcon aria-hidden>⊘</ResultIcon>
            <Verdict>Voided</Verdict>
            <Detail>This voucher belongs to a card that was refunded or is on hold. {DO_NOT_SERVE}</Detail>
            <Detail>Card holder: {payload.n}</Detail>
          </>
        ),
      });
    case 'expired':
      return offline({
        tone: 'notFound',
        status: 'expired',
        body: (
          <>
            <ResultIcon aria-hidden>⌛</ResultIcon>
            <Verdict>Expired</Verdict>
            <Detail>
              This card expired on {expiryDay(payload.e)}. {DO_NOT_SERVE}
            </Detail>
            <Detail>Card holder: {payload.n}</Detail>
          </>
        ),
      });
    case 'other_restaurant':
      return offline(notFound(`This voucher is for another restaurant. ${DO_NOT_SERVE}`));
    case 'not_genuine':
      return offline(notFound(`This QR code is not a genuine voucher of this restaurant. ${DO_NOT_SERVE}`));
    case 'no_kit':
      return cannotCheck(
        'This tablet has not yet downloaded what it needs to check vouchers without a connection. Connect it to the internet, then scan again.',
      );
    case 'unsupported':
      return cannotCheck(
        'This tablet’s browser cannot check vouchers without a connection. Update the browser, or wait for the connection to return.',
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
      <Verdict>Not checked</Verdict>
      <Detail>{message}</Detail>
    </ResultOverlay>
  );
}
