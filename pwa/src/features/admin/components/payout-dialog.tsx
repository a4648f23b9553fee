import { t } from '@lingui/core/macro';
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
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRecordPayout } from '../api/money.ts';
import { sharedMessage } from '../../../components/back-office/labels.ts';
import { hasFieldIssues, MoneyRecordForm } from './money-record-form.tsx';

/* Recording a payout to a nonprofit or a restaurant, from the admin's money screen. */

/** The client's own check of an amount, before the server makes it again against the ledger. */
export function amountProblem(cents: number, dueCents: number): string | null {
  if (!Number.isFinite(cents) || cents <= 0) return t`Enter an amount above $0.00`;
  if (cents > dueCents) return sharedMessage(MONEY_MESSAGES.payoutMoreThanDue);
  return null;
}

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
      <MoneyRecordForm
        onSubmit={submit}
        refusal={refusal}
        failure={t`Could not record the payout`}
        amount={{
          value: values.amount,
          onChange: (e) => {
            setField('amount', e.target.value);
            setErrors((x) => ({ ...x, amountCents: undefined }));
          },
          error: amountError,
        }}
        max={due}
        dateLabel={t`Date paid`}
        date={field('paidOn')}
        reference={field('reference')}
        pending={record.isPending}
        onCancel={onClose}
        submitLabel={t`Record payout`}
      />
    </Dialog>
  );
}
