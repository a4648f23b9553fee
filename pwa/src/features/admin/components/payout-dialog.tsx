import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import {
  PayoutBodySchema,
  centsToDollarString,
  dollarsToCents,
  formatCents,
  toDateOnly,
  type NonprofitBalance,
  type RestaurantBalance,
  MONEY_MESSAGES,
} from '@dealcard/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRecordPayout } from '../api/money.ts';
import { FormGrid } from '../../../components/back-office/kit.tsx';
import { sharedMessage } from '../../../components/back-office/labels.ts';
import { space } from '../../../styles/theme.ts';

/* Recording a payout to a nonprofit or a restaurant, from the admin's money screen. */

export const ErrorNotice = styled(Notice)`
  margin-top: ${space(4)};
  font-size: 0.9rem;
`;

/** The client's own check of an amount, before the server makes it again against the ledger. */
export function amountProblem(cents: number, dueCents: number): string | null {
  if (!Number.isFinite(cents) || cents <= 0) return t`Enter an amount above $0.00`;
  if (cents > dueCents) return sharedMessage(MONEY_MESSAGES.payoutMoreThanDue);
  return null;
}

/** A refusal with per-field issues shows under its fields; any other stays in the dialog. */
export const hasFieldIssues = (error: unknown) => error instanceof ApiError && Boolean(error.issues);

interface PayoutValues {
  /** In dollars, as typed. */
  amount: string;
  paidOn: string;
  reference: string;
}

/** Who a payout goes to: a nonprofit (its restaurant named beside it) or a restaurant. */
export interface Payee {
  nonprofitId?: number;
  restaurantId?: number;
  name: string;
  detail: string | null;
  dueCents: number;
}

export const nonprofitPayee = (b: NonprofitBalance): Payee => ({
  nonprofitId: b.nonprofitId,
  name: b.nonprofitName,
  detail: b.restaurantName,
  dueCents: b.dueCents,
});
export const restaurantPayee = (b: RestaurantBalance): Payee => ({
  restaurantId: b.restaurantId,
  name: b.restaurantName,
  detail: null,
  dueCents: b.dueCents,
});

/** Records money already paid to a nonprofit or a restaurant (by check or transfer): it lowers what is due. */
export function PayoutDialog({ payee, onClose }: { payee: Payee; onClose: () => void }) {
  const balance = payee;
  const record = useRecordPayout();
  const { values, errors, setField, setErrors, submit, field } = useSchemaForm({
    schema: PayoutBodySchema,
    initial: (): PayoutValues => ({
      amount: centsToDollarString(balance.dueCents),
      paidOn: toDateOnly(new Date()),
      reference: '',
    }),
    toInput: (v) => ({
      ...(payee.nonprofitId !== undefined ? { nonprofitId: payee.nonprofitId } : { restaurantId: payee.restaurantId }),
      amountCents: dollarsToCents(v.amount),
      paidOn: v.paidOn,
      reference: v.reference,
    }),
    check: (v) => {
      const problem = amountProblem(dollarsToCents(v.amount), balance.dueCents);
      return problem ? { amountCents: problem } : null;
    },
    send: (body, { onSuccess, onError }) =>
      // Only field issues go back to the form (and its toast); the dialog shows the rest itself.
      record.mutate(body, { onSuccess, onError: (err) => hasFieldIssues(err) && onError(err) }),
    successTitle: t`Payout recorded`,
    success: (sent) => {
      const amount = formatCents(sent.amountCents);
      const payeeName = payee.name;
      return t`${amount} paid to ${payeeName}.`;
    },
    failure: t`Could not record the payout`,
    onDone: onClose,
  });
  const refusal = record.error && !hasFieldIssues(record.error) ? record.error : null;
  const due = formatCents(balance.dueCents);
  // The schema's own words for a bad number are a programmer's; the person gets this form's.
  const amountError = errors.amountCents
    ? (amountProblem(dollarsToCents(values.amount), balance.dueCents) ?? errors.amountCents)
    : undefined;

  return (
    <Dialog
      open
      onClose={() => !record.isPending && onClose()}
      title={t`Record payout`}
      description={
        <>
          {t`A payment made to`} <strong>{payee.name}</strong>
          {payee.detail ? ` (${payee.detail})` : ''}. {t`${due} is due.`}
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        {refusal ? (
          <ErrorNotice $tone="danger" role="alert">
            {errorMessage(refusal, t`Could not record the payout`)}
          </ErrorNotice>
        ) : null}
        <FormGrid>
          <TextField
            label={t`Amount ($)`}
            value={values.amount}
            onChange={(e) => {
              setField('amount', e.target.value);
              setErrors((x) => ({ ...x, amountCents: undefined }));
            }}
            error={amountError}
            hint={t`At most ${due}`}
            inputMode="decimal"
            autoComplete="off"
            required
          />
          <TextField label={t`Date paid`} type="date" {...field('paidOn')} required />
          <div className="full">
            <TextField
              label={t`Reference`}
              {...field('reference')}
              hint={t`A check number or bank transfer reference`}
              maxLength={100}
              autoComplete="off"
              required
            />
          </div>
        </FormGrid>
        <DialogFooter>
          <Button $variant="outline" onClick={onClose} disabled={record.isPending}>{t`Cancel`}</Button>
          <Button type="submit" disabled={record.isPending}>
            {record.isPending ? t`Recording...` : t`Record payout`}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
