import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCents, formatDateTime, type CardHistoryEntry } from '@dealcard/shared';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { media, space } from '../../../styles/theme.ts';
import { ErrorState } from '../../../components/back-office/kit.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../i18n/i18n.tsx';
import { useAdminCardHistory } from '../api/money.ts';

const Timeline = styled.ol`
  list-style: none;
  margin: ${space(4, 0, 0)};
  padding: 0;
  display: grid;
  gap: ${space(3)};
`;
const Entry = styled.li`
  display: grid;
  grid-template-columns: 10.5rem 1fr;
  gap: ${space(1, 3)};
  padding-bottom: ${space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.upToSm} {
    grid-template-columns: 1fr;
  }
`;
const When = styled.time`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  white-space: nowrap;
`;
const What = styled.div`
  font-weight: 600;
`;
const Line = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;
const Code = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
`;

function title(entry: CardHistoryEntry): string {
  const d = entry.detail ?? {};
  const offer = d.offer ?? '';
  switch (entry.kind) {
    case 'bought':
      return d.method === 'stripe'
        ? t`Bought online (Stripe)`
        : d.method === 'demo'
          ? t`Bought with the demo payment`
          : t`Made without a payment`;
    case 'recovered':
      return t`Card made by the reconciliation sweep`;
    case 'redeemed':
      return t`Redeemed: ${offer}`;
    case 'verified':
      return t`Verified at the counter: ${offer}`;
    case 'undone':
      return t`Redemption undone: ${offer}`;
    case 'refunded':
      return t`Refunded`;
    case 'partly_refunded':
      return t`Partly refunded`;
    case 'dispute_opened':
      return t`Dispute opened: the card is on hold`;
    case 'dispute_won':
      return t`Dispute won: the card is active again`;
    case 'dispute_lost':
      return t`Dispute lost: the card is refunded`;
    case 'email':
      return d.email === 'card-refunded' ? t`E-mail: the refund notice` : t`E-mail: the card`;
  }
}

function EntryLines({ entry }: { entry: CardHistoryEntry }) {
  const d = entry.detail ?? {};
  const lines: ReactNode[] = [];
  const actor = entry.actor;
  if (actor) lines.push(entry.kind === 'bought' ? t`Buyer: ${actor}` : t`By ${actor}`);
  else if (['refunded', 'partly_refunded', 'dispute_opened', 'dispute_won', 'dispute_lost'].includes(entry.kind)) {
    lines.push(t`By the payment provider`);
  }
  if (d.seller) {
    const seller = d.seller;
    lines.push(t`Seller: ${seller}`);
  }
  if (d.amountCents !== undefined) {
    const amount = formatCents(d.amountCents);
    lines.push(entry.kind === 'bought' ? t`Paid ${amount}` : t`Amount: ${amount}`);
  }
  if (d.code) {
    lines.push(
      <>
        {t`Code`} <Code>{d.code}</Code>
      </>,
    );
  }
  if (d.location || d.device !== undefined) {
    const location = d.location ?? '';
    const device = d.device ?? '';
    lines.push(d.device !== undefined ? t`Tablet ${device} at ${location}` : location);
  }
  if (entry.reason) {
    const reason = entry.reason;
    lines.push(t`Reason: ${reason}`);
  }
  if (d.to) {
    const to = d.to;
    lines.push(
      d.status === 'sent'
        ? t`Sent to ${to}`
        : d.status === 'failed'
          ? t`Could not be sent to ${to}`
          : t`Waiting to be sent to ${to}`,
    );
  }
  if (d.reference) {
    const reference = d.reference;
    lines.push(t`Reference: ${reference}`);
  }
  return (
    <>
      {lines.map((line, i) => (
        <Line key={i}>{line}</Line>
      ))}
    </>
  );
}

/** Everything that happened to one card, oldest first: the superadmin's answer to "what became of it?". */
export function CardHistoryDialog({ cardId, onClose }: { cardId: number; onClose: () => void }) {
  const language = useLanguage();
  const { data, isLoading, error, refetch } = useAdminCardHistory(cardId);
  const code = data?.card.accessCode ?? '';
  return (
    <Dialog open wide onClose={onClose} title={t`Card history`} description={data ? <Code>{code}</Code> : null}>
      {error ? (
        <ErrorState message={errorMessage(error, t`Could not load the card's history`)} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <div aria-busy="true" aria-label={t`Loading`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} $height="2.5rem" style={{ marginBottom: 10 }} />
          ))}
        </div>
      ) : (
        <Timeline aria-label={t`What happened to the card`}>
          {data.history.map((entry, i) => (
            <Entry key={i}>
              <When dateTime={entry.at}>{formatDateTime(entry.at, language)}</When>
              <div>
                <What>{title(entry)}</What>
                <EntryLines entry={entry} />
              </div>
            </Entry>
          ))}
        </Timeline>
      )}
    </Dialog>
  );
}
