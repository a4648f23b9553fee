import { t } from '@lingui/core/macro';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { LANGUAGE_NAMES, LANGUAGES, formatCents, formatDateTime, type CashSaleRow, type Language } from '@dealcard/shared';
import { Loaded, PageHeading } from '../../components/back-office/kit.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { currentLanguage } from '../../i18n/i18n.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { column, media, space, text } from '../../styles/theme.ts';
import { useCashSales, useRecordCashSale, useVoidCashSale } from './api/cash-sales.ts';
import { useRoster } from './api/roster.ts';
import { remembered, useCoordinatorScope } from './scope.ts';

const Form = styled(Card)`
  ${column(3)}
  margin-bottom: ${space(5)};
  .pair {
    display: grid;
    gap: ${space(3)};
    ${media.sm} {
      grid-template-columns: 1fr 1fr;
    }
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: flex;
    gap: ${space(2)};
  }
  legend {
    ${text(0.92, 600)}
    margin-bottom: ${space(1.5)};
  }
  .method {
    flex: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${space(2)};
    min-height: 48px;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font-weight: 700;
    cursor: pointer;
  }
  .method:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
  }
  button[type='submit'] {
    min-height: 52px;
    ${text(1.1, 800)}
  }
`;
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
  .when {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
`;

const EMPTY = { buyerName: '', buyerEmail: '', buyerPhone: '', reference: '' };

/**
 * A sale at the table, on one phone screen: the buyer, cash or check, the seller (remembered from
 * the last sale), the buyer's language. The card is made and e-mailed at once; the form clears
 * for the next parent in the queue.
 */
export function SalesPage() {
  const { nonprofitId, campaign } = useCoordinatorScope();
  if (!campaign)
    return (
      <EmptyState icon="megaphone" title={t`No campaigns yet`} text={t`The restaurant has not started a campaign for you yet.`} />
    );
  return <Sales nonprofitId={nonprofitId} campaignId={campaign.campaignId} isLive={campaign.isLive} />;
}

function Sales({ nonprofitId, campaignId, isLive }: { nonprofitId: number; campaignId: number; isLive: boolean }) {
  const roster = useRoster(nonprofitId, campaignId);
  const sales = useCashSales(nonprofitId);
  const record = useRecordCashSale(nonprofitId);
  const voidSale = useVoidCashSale(nonprofitId);
  const [buyer, setBuyer] = useState(EMPTY);
  const [method, setMethod] = useState<'cash' | 'check'>('cash');
  const [sellerCode, setSellerCode] = useState(() => remembered.seller(campaignId));
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const issue = (field: string) => fieldErrors[field]?.[0];

  function submit(e: FormEvent) {
    e.preventDefault();
    setFieldErrors({});
    record.mutate(
      { campaignId, ...buyer, method, reference: method === 'check' ? buyer.reference : '', sellerCode, language },
      {
        onSuccess: () => {
          remembered.setSeller(campaignId, sellerCode);
          toast({ title: t`Sale recorded`, description: t`The card is on its way to ${buyer.buyerEmail}.`, variant: 'success' });
          setBuyer(EMPTY);
          formRef.current?.querySelector('input')?.focus();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.body?.issues) setFieldErrors(err.body.issues);
          toast({ title: t`Error`, description: errorMessage(err, t`Could not record the sale`), variant: 'destructive' });
        },
      },
    );
  }

  function askVoid(sale: CashSaleRow) {
    const reason = window.prompt(t`Why is this sale voided?`, t`Recorded by mistake`);
    if (!reason) return;
    voidSale.mutate(
      { cardId: sale.id, reason },
      {
        onSuccess: () => toast({ title: t`Sale voided`, description: sale.buyerName, variant: 'success' }),
        onError: (err) =>
          toast({ title: t`Error`, description: errorMessage(err, t`Could not void the sale`), variant: 'destructive' }),
      },
    );
  }

  const sellers = roster.data?.sellers ?? [];
  return (
    <>
      <PageHeading
        title={t`Record a Sale`}
        description={t`Cash or check at the table: the buyer gets the card by e-mail at once.`}
      />
      {!isLive ? <Notice $tone="warning">{t`This campaign is not on sale now, so sales cannot be recorded.`}</Notice> : null}
      <Form as="form" ref={formRef} onSubmit={submit} aria-label={t`Record a Sale`}>
        <TextField
          label={t`Buyer's name`}
          required
          autoComplete="off"
          value={buyer.buyerName}
          error={issue('buyerName')}
          onChange={(e) => setBuyer({ ...buyer, buyerName: e.target.value })}
        />
        <div className="pair">
          <TextField
            label={t`Buyer's e-mail`}
            type="email"
            inputMode="email"
            required
            autoComplete="off"
            value={buyer.buyerEmail}
            error={issue('buyerEmail')}
            onChange={(e) => setBuyer({ ...buyer, buyerEmail: e.target.value })}
          />
          <TextField
            label={t`Phone (optional)`}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={buyer.buyerPhone}
            error={issue('buyerPhone')}
            onChange={(e) => setBuyer({ ...buyer, buyerPhone: e.target.value })}
          />
        </div>
        <fieldset>
          <legend>{t`Paid with`}</legend>
          <label className="method">
            <input type="radio" name="method" value="cash" checked={method === 'cash'} onChange={() => setMethod('cash')} />
            {t`Cash`}
          </label>
          <label className="method">
            <input type="radio" name="method" value="check" checked={method === 'check'} onChange={() => setMethod('check')} />
            {t`Check`}
          </label>
        </fieldset>
        {method === 'check' ? (
          <TextField
            label={t`Check number`}
            inputMode="numeric"
            value={buyer.reference}
            onChange={(e) => setBuyer({ ...buyer, reference: e.target.value })}
          />
        ) : null}
        <div className="pair">
          <SelectField
            label={t`Seller`}
            value={sellerCode}
            error={issue('sellerCode')}
            onChange={(e) => setSellerCode(e.target.value)}
          >
            <option value="">{t`No seller`}</option>
            {sellers.map((s) => (
              <option key={s.id} value={s.code}>
                {s.team ? `${s.name} (${s.team})` : s.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t`Buyer's language`} value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </SelectField>
        </div>
        <Button type="submit" $block disabled={record.isPending || !isLive}>
          {record.isPending ? t`Recording...` : t`Record Sale`}
        </Button>
      </Form>

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
                </div>
                {sale.status === 'refunded' ? (
                  <Badge $variant="destructive">{t`Voided`}</Badge>
                ) : sale.voidableUntil ? (
                  <Button
                    $variant="outline"
                    $size="sm"
                    onClick={() => askVoid(sale)}
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
    </>
  );
}
