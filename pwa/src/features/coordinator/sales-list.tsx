import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatCents, formatDateTime, type CashSaleRow } from '@dealcard/shared';
import { Loaded } from '../../components/back-office/kit.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { TextareaField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { column, space } from '../../styles/theme.ts';
import { useCashSales, useVoidCashSale } from './api/cash-sales.ts';

const SaleList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  ${column(2)}
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${space(3)};
    padding: ${space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  .who {
    ${column(0.5)}
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .when,
  .why {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
`;
const Body = styled.div`
  ${column(3)}
  margin-top: ${space(4)};
`;

/** The latest sales at the table; one still voidable opens the void dialog. */
export function SalesList({ nonprofitId }: { nonprofitId: number }) {
  const sales = useCashSales(nonprofitId);
  const [voiding, setVoiding] = useState<CashSaleRow | null>(null);
  return (
    <>
      <h2 style={{ marginBottom: 12 }}>{t`Latest sales`}</h2>
      <Loaded
        query={sales}
        failure={t`Could not load the sales.`}
        empty={
          <EmptyState icon="store" title={t`No sales at the table yet`} text={t`Cash and check sales you record appear here.`} />
        }
      >
        {(list) => (
          <SaleList>
            {list.map((sale) => (
              <li key={sale.id}>
                <div className="who">
                  <strong>{sale.buyerName}</strong>
                  <span className="when">
                    {formatDateTime(sale.recordedAt)} · {sale.method === 'cash' ? t`Cash` : t`Check ${sale.reference ?? ''}`} ·{' '}
                    {formatCents(sale.amountCents)}
                    {sale.sellerName ? ` · ${sale.sellerName}` : ''}
                  </span>
                  {sale.voidReason ? <VoidReason reason={sale.voidReason} /> : null}
                </div>
                {sale.status === 'refunded' ? (
                  <Badge $variant="destructive">{t({ message: 'Voided', context: 'a sale' })}</Badge>
                ) : sale.voidableUntil ? (
                  <Button
                    $variant="outline"
                    $size="sm"
                    onClick={() => setVoiding(sale)}
                    aria-label={t`Void the sale to ${sale.buyerName}`}
                  >
                    {t`Void`}
                  </Button>
                ) : null}
              </li>
            ))}
          </SaleList>
        )}
      </Loaded>
      {voiding ? <VoidSaleDialog nonprofitId={nonprofitId} sale={voiding} onClose={() => setVoiding(null)} /> : null}
    </>
  );
}

function VoidReason({ reason }: { reason: string }) {
  return <span className="why">{t`Voided: ${reason}`}</span>;
}

/** Asks why before a sale is voided; the reason is kept, shown in the list and e-mailed to the buyer. */
function VoidSaleDialog({ nonprofitId, sale, onClose }: { nonprofitId: number; sale: CashSaleRow; onClose: () => void }) {
  const voidSale = useVoidCashSale(nonprofitId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const amount = formatCents(sale.amountCents);
  const buyer = sale.buyerName;
  const email = sale.buyerEmail;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) {
      setError(t`Say why the sale is voided: the buyer reads it.`);
      return;
    }
    voidSale.mutate(
      { cardId: sale.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: t`Sale voided`, description: t`${buyer} is told by e-mail.`, variant: 'success' });
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.issues?.reason) setError(err.issues.reason[0]);
        },
      },
    );
  }

  const refusal = voidSale.error && !(voidSale.error instanceof ApiError && voidSale.error.issues) ? voidSale.error : null;
  return (
    <Dialog
      open
      onClose={() => !voidSale.isPending && onClose()}
      title={t`Void this sale?`}
      description={t`The card of ${buyer} (${email}, ${amount}) stops working at once, the sale leaves your totals, and the buyer gets an e-mail with your reason. Give the money back if it was paid.`}
    >
      <form onSubmit={submit} noValidate>
        <Body>
          {refusal ? (
            <Notice $tone="danger" role="alert">
              {errorMessage(refusal, t`Could not void the sale`)}
            </Notice>
          ) : null}
          <TextareaField
            label={t`Reason`}
            required
            maxLength={500}
            value={reason}
            error={error}
            hint={t`Sent to the buyer and kept with the sale.`}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
          />
        </Body>
        <DialogFooter>
          <Button $variant="outline" type="button" onClick={onClose} disabled={voidSale.isPending}>{t`Cancel`}</Button>
          <Button type="submit" $variant="destructive" disabled={voidSale.isPending}>
            {voidSale.isPending ? t`Voiding...` : t`Void the sale`}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
