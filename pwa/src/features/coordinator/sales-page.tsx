import { t } from '@lingui/core/macro';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CashSaleBodySchema, formatCents, type Language } from '@dealcard/shared';
import { PageHeading } from '../../components/back-office/kit.tsx';
import { LanguageField } from '../../components/back-office/form-kit.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { currentLanguage } from '../../i18n/i18n.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { column, media, space, text } from '../../styles/theme.ts';
import { checkForm, serverFieldErrors, type FieldErrors } from '../../lib/form.ts';
import { focusFirstError } from '../../lib/focus-first-error.ts';
import { useRecordCashSale, type NewCashSale } from './api/cash-sales.ts';
import { SalesList } from './sales-list.tsx';
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
const Collect = styled.div`
  ${column(0.5)}
  padding: ${space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  .amount {
    ${text(1.6, 800)}
  }
  .how {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.92rem;
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
  return (
    <Sales
      nonprofitId={nonprofitId}
      campaignId={campaign.campaignId}
      isLive={campaign.isLive}
      priceCents={campaign.priceCents}
      nonprofitName={campaign.nonprofitName}
    />
  );
}

interface SalesProps {
  nonprofitId: number;
  campaignId: number;
  isLive: boolean;
  priceCents: number;
  nonprofitName: string;
}

function Sales({ nonprofitId, campaignId, isLive, priceCents, nonprofitName }: SalesProps) {
  const roster = useRoster(nonprofitId, campaignId);
  const record = useRecordCashSale(nonprofitId);
  const [buyer, setBuyer] = useState(EMPTY);
  const [method, setMethod] = useState<'cash' | 'check'>('cash');
  const [sellerCode, setSellerCode] = useState(() => remembered.seller(campaignId));
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const issue = (field: string) => fieldErrors[field];
  const price = formatCents(priceCents);
  const edit = (field: keyof typeof EMPTY, value: string) => {
    setBuyer({ ...buyer, [field]: value });
    setFieldErrors({ ...fieldErrors, [field]: undefined });
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const sale: NewCashSale = {
      campaignId,
      ...buyer,
      method,
      reference: method === 'check' ? buyer.reference : '',
      sellerCode,
      language,
    };
    // The server's own schema, in the screen's language: each message under its field, none keyed.
    const checked = checkForm(CashSaleBodySchema, sale);
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      focusFirstError(formRef.current);
      return;
    }
    setFieldErrors({});
    record.mutate(sale, {
      onSuccess: () => {
        remembered.setSeller(campaignId, sellerCode);
        toast({ title: t`Sale recorded`, description: t`The card is on its way to ${buyer.buyerEmail}.`, variant: 'success' });
        setBuyer(EMPTY);
        formRef.current?.querySelector('input')?.focus();
      },
      onError: (err) => {
        // A refusal about a field goes under that field; the toast says so without naming the field's key.
        const fields = err instanceof ApiError && err.issues ? serverFieldErrors(err.issues) : null;
        if (fields) {
          setFieldErrors(fields);
          focusFirstError(formRef.current);
        }
        toast({
          title: t`Error`,
          description: fields ? t`Check the fields marked in red.` : errorMessage(err, t`Could not record the sale`),
          variant: 'destructive',
        });
      },
    });
  }

  const choose = (next: 'cash' | 'check') => {
    setMethod(next);
    setFieldErrors({ ...fieldErrors, reference: undefined });
  };
  const sellers = roster.data?.sellers ?? [];
  return (
    <>
      <PageHeading
        title={t`Record a Sale`}
        description={t`Cash or check at the table: the buyer gets the card by e-mail at once.`}
      />
      {!isLive ? <Notice $tone="warning">{t`This campaign is not on sale now, so sales cannot be recorded.`}</Notice> : null}
      <Form as="form" ref={formRef} onSubmit={submit} noValidate aria-label={t`Record a Sale`}>
        <TextField
          label={t`Buyer's name`}
          required
          autoComplete="off"
          value={buyer.buyerName}
          error={issue('buyerName')}
          onChange={(e) => edit('buyerName', e.target.value)}
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
            onChange={(e) => edit('buyerEmail', e.target.value)}
          />
          <TextField
            label={t`Phone (optional)`}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={buyer.buyerPhone}
            error={issue('buyerPhone')}
            onChange={(e) => edit('buyerPhone', e.target.value)}
          />
        </div>
        <fieldset>
          <legend>{t`Paid with`}</legend>
          <label className="method">
            <input type="radio" name="method" value="cash" checked={method === 'cash'} onChange={() => choose('cash')} />
            {t`Cash`}
          </label>
          <label className="method">
            <input type="radio" name="method" value="check" checked={method === 'check'} onChange={() => choose('check')} />
            {t`Check`}
          </label>
        </fieldset>
        {method === 'check' ? (
          <TextField
            label={t`Check number`}
            inputMode="numeric"
            required
            value={buyer.reference}
            error={issue('reference')}
            onChange={(e) => edit('reference', e.target.value)}
          />
        ) : null}
        <div className="pair">
          <SelectField
            label={t`Seller`}
            value={sellerCode}
            error={issue('sellerCode')}
            onChange={(e) => {
              setSellerCode(e.target.value);
              setFieldErrors({ ...fieldErrors, sellerCode: undefined });
            }}
          >
            <option value="">{t`No seller`}</option>
            {sellers.map((s) => (
              <option key={s.id} value={s.code}>
                {s.team ? `${s.name} (${s.team})` : s.name}
              </option>
            ))}
          </SelectField>
          <LanguageField label={t`Buyer's language`} value={language} onChange={setLanguage} />
        </div>
        <Collect aria-live="polite" data-testid="collect">
          <span className="amount">{method === 'cash' ? t`Collect ${price} in cash` : t`Collect a check for ${price}`}</span>
          <span className="how">
            {method === 'cash'
              ? t`One card is ${price}. Keep the cash with the sales sheet.`
              : t`Made out to ${nonprofitName}. Write its number below.`}
          </span>
        </Collect>
        <Button type="submit" $block disabled={record.isPending || !isLive}>
          {record.isPending ? t`Recording...` : t`Record Sale`}
        </Button>
      </Form>

      <SalesList nonprofitId={nonprofitId} />
    </>
  );
}
