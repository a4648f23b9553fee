import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { RefundBodySchema, formatCents, formatShortDate, type AdminCard } from '@dealcard/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { TextField, TextareaField } from '../../../components/ui/field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSchemaForm, type FormValues } from '../../../lib/use-schema-form.ts';
import { useAdminCards, useRefundCard } from '../api/money.ts';
import { ErrorState, PageHeading } from '../../../components/back-office/kit.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Table } from '../../../components/back-office/data-table.tsx';
import { CardHistoryDialog } from './card-history-dialog.tsx';
import { VoidInPersonDialog } from './void-in-person-dialog.tsx';
import { ErrorNotice, hasFieldIssues } from '../../../components/back-office/money-record-form.tsx';
import { space } from '../../../styles/theme.ts';

const SEARCH_MAX = 200;

const Search = styled(Card)`
  display: flex;
  align-items: flex-end;
  gap: ${space(3)};
  flex-wrap: wrap;
  margin-bottom: ${space(6)};
  > div:first-child {
    flex: 1;
    min-width: 240px;
  }
`;
const Code = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-weight: 700;
  white-space: nowrap;
`;
const Muted = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  overflow-wrap: anywhere;
`;
/** History and Refund side by side, one above the other when the column is narrow (Spanish words are longer). */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  align-items: center;
  justify-content: flex-end;
`;
const Reason = styled.div`
  margin-top: ${space(4)};
`;

function StatusBadge({ card }: { card: AdminCard }) {
  if (card.status === 'refunded') {
    const on = card.refundedAt ? formatShortDate(card.refundedAt) : null;
    return <Badge $variant="secondary">{on ? t`Refunded ${on}` : t`Refunded`}</Badge>;
  }
  if (card.status === 'on_hold') return <Badge $variant="warning">{t`On hold`}</Badge>;
  return <Badge $variant="success">{t`Active`}</Badge>;
}

/** What a full refund gives back now: the price paid, less what earlier refunds returned. */
const refundableCents = (card: AdminCard) => card.amountCents - card.refundedCents;

/** A refusal with per-field issues (the reason) shows under its field; any other stays in the dialog. */

type RefundValues = FormValues<typeof RefundBodySchema>;

/** The confirmation of a full refund, with the reason the server keeps beside it. */
function RefundDialog({ card, onClose }: { card: AdminCard; onClose: () => void }) {
  const refund = useRefundCard();
  const amount = formatCents(refundableCents(card));
  const buyer = card.customerName;
  const { submit, field } = useSchemaForm({
    schema: RefundBodySchema,
    initial: (): RefundValues => ({ reason: '' }),
    send: (body, { onSuccess, onError }) =>
      refund.mutate(
        { id: card.id, body },
        // Only field issues go back to the form (and its toast); the dialog shows the rest itself.
        { onSuccess, onError: (err) => hasFieldIssues(err) && onError(err) },
      ),
    successTitle: t`Card refunded`,
    success: t`${amount} goes back to ${buyer}.`,
    failure: t`Could not refund the card`,
    onDone: onClose,
  });
  const refusal = refund.error && !hasFieldIssues(refund.error) ? refund.error : null;

  if (card.saleMethod !== 'online') return <VoidInPersonDialog card={card} onClose={onClose} />;
  return (
    <Dialog
      open
      onClose={() => !refund.isPending && onClose()}
      title={t`Refund card`}
      description={
        <>
          {t({ message: 'Refund', context: 'the start of the question: Refund $25.00 to Ana?' })} <strong>{amount}</strong>{' '}
          {t`to`} <strong>{card.customerName}</strong> ({card.customerEmail}) {t`for card`} <Code>{card.accessCode}</Code>
          {t`? The card stops working at once and the buyer is told by e-mail. This cannot be undone.`}
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        {refusal ? (
          <ErrorNotice $tone="danger" role="alert">
            {errorMessage(refusal, t`Could not refund the card`)}
          </ErrorNotice>
        ) : null}
        <Reason>
          <TextareaField label={t`Reason`} {...field('reason')} hint={t`Kept with the refund.`} maxLength={500} required />
        </Reason>
        <DialogFooter>
          <Button $variant="outline" onClick={onClose} disabled={refund.isPending}>{t`Cancel`}</Button>
          <Button type="submit" $variant="destructive" disabled={refund.isPending}>
            {refund.isPending ? t`Refunding...` : t`Refund ${amount}`}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

function HistoryAction({ card, onOpen }: { card: AdminCard; onOpen: (id: number) => void }) {
  const code = card.accessCode;
  return (
    <Button
      $variant="outline"
      $size="sm"
      aria-label={t`History of card ${code}`}
      onClick={() => onOpen(card.id)}
    >{t`History`}</Button>
  );
}

function RefundAction({ card, onRefund }: { card: AdminCard; onRefund: (card: AdminCard) => void }) {
  // The note may wrap (the cell does not): in Spanish it is the widest thing in the row.
  const code = card.accessCode;
  if (card.saleMethod !== 'online') {
    // Paid in person to the nonprofit: the admin voids the sale (the cash-sale void path).
    if (card.status !== 'active') return null;
    return (
      <Button $variant="outline" $size="sm" aria-label={t`Void card ${code}`} onClick={() => onRefund(card)}>
        {t({ message: 'Void', context: 'a card paid in person' })}
      </Button>
    );
  }
  if (card.paymentProvider === null)
    return <Muted style={{ whiteSpace: 'normal' }}>{t`Made without a payment: nothing to give back`}</Muted>;
  if (card.status !== 'active') return null;
  return (
    <Button $variant="outline" $size="sm" aria-label={t`Refund card ${code}`} onClick={() => onRefund(card)}>{t`Refund`}</Button>
  );
}

/** Cards: find a card by code, e-mail or payment reference, and refund it. The search lives in the URL. */
export function AdminCardsPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const { data: cards, isLoading, error, refetch } = useAdminCards(q);
  const [refunding, setRefunding] = useState<AdminCard | null>(null);
  // The open card's history is in the URL, so it survives a reload and can be linked.
  const opened = /^[0-9]{1,16}$/.test(params.get('card') ?? '') ? Number(params.get('card')) : null;
  const openHistory = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('card');
      else next.set('card', String(id));
      return next;
    });

  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const next = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    if (next === q && next) void refetch();
    else setParams(next ? { q: next } : {});
  };

  return (
    <>
      <PageHeading title={t`Cards`} description={t`Find a card sold on the platform, see its state and refund it`} />
      <form onSubmit={onSearch} role="search" aria-label={t`Search cards`}>
        <Search>
          <TextField
            // A new URL (back, forward, a link) puts its search back in the box.
            key={q}
            label={t`Access code, e-mail or payment reference`}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={SEARCH_MAX}
            autoComplete="off"
            spellCheck={false}
          />
          <Button type="submit">{t`Search`}</Button>
        </Search>
      </form>

      {!q ? (
        <EmptyState
          title={t`Search for a card`}
          text={t`Enter a card’s access code, the buyer’s e-mail or the payment reference.`}
        />
      ) : error ? (
        <ErrorState message={errorMessage(error, t`Could not search the cards`)} onRetry={() => void refetch()} />
      ) : isLoading ? (
        <Card aria-busy="true" aria-label={t`Loading`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} $height="2.5rem" style={{ marginBottom: 10 }} />
          ))}
        </Card>
      ) : !cards || cards.length === 0 ? (
        <EmptyState title={t`No card matches “${q}”`} text={t`Check the spelling, or search by another of the card’s details.`} />
      ) : (
        <Card style={{ padding: 0, overflowX: 'auto' }}>
          <Table aria-label={t`Cards found`}>
            <thead>
              <tr>
                <th>{t`Access code`}</th>
                <th>{t`Buyer`}</th>
                <th>{t`Nonprofit / Restaurant`}</th>
                <th>{t`Purchased`}</th>
                <th className="num">{t`Amount`}</th>
                <th>{t`Status`}</th>
                <th className="num">{t`Actions`}</th>
              </tr>
            </thead>
            <tbody>
              {cards.map((card) => (
                <tr key={card.id}>
                  <td>
                    <Code>{card.accessCode}</Code>
                  </td>
                  <td>
                    <div>{card.customerName}</div>
                    <Muted>{card.customerEmail}</Muted>
                  </td>
                  <td>
                    <div>{card.nonprofitName}</div>
                    <Muted>{card.restaurantName}</Muted>
                  </td>
                  <td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(card.purchaseDate)}</td>
                  <td className="num">
                    {formatCents(card.amountCents)}
                    {card.refundedCents > 0 && card.status !== 'refunded' ? (
                      <Muted>{t`${formatCents(card.refundedCents)} refunded`}</Muted>
                    ) : null}
                  </td>
                  <td>
                    <StatusBadge card={card} />
                  </td>
                  <td className="num">
                    <Actions>
                      <HistoryAction card={card} onOpen={openHistory} />
                      <RefundAction card={card} onRefund={setRefunding} />
                    </Actions>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      )}

      {refunding ? <RefundDialog card={refunding} onClose={() => setRefunding(null)} /> : null}
      {opened !== null ? <CardHistoryDialog cardId={opened} onClose={() => openHistory(null)} /> : null}
    </>
  );
}
