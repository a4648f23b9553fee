import { t } from '@lingui/core/macro';
import {
  RemittanceBodySchema,
  SELLING_MESSAGES,
  centsToDollarString,
  dollarsToCents,
  formatCents,
  toDateOnly,
  type NonprofitBalance,
} from '@dealcard/shared';
import { sharedMessage } from '../../../components/back-office/labels.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRecordRemittance } from '../api/money.ts';
import { hasFieldIssues, MoneyRecordForm } from './money-record-form.tsx';

interface RemittanceValues {
  /** In dollars, as typed. */
  amount: string;
  receivedOn: string;
  reference: string;
}

/**
 * Records money a nonprofit handed over from the cash and checks it took (the restaurant's share):
 * never more than it owes.
 */
export function RemittanceDialog({ balance, onClose }: { balance: NonprofitBalance; onClose: () => void }) {
  const record = useRecordRemittance();
  const owedCents = -balance.dueCents;
  const owed = formatCents(owedCents);
  const amountProblem = (cents: number) => {
    if (!Number.isFinite(cents) || cents <= 0) return t`Enter an amount above $0.00`;
    if (cents > owedCents) return sharedMessage(SELLING_MESSAGES.remittanceMoreThanOwed);
    return null;
  };
  const { values, errors, setField, setErrors, submit, field } = useSchemaForm({
    schema: RemittanceBodySchema,
    initial: (): RemittanceValues => ({
      amount: centsToDollarString(owedCents),
      receivedOn: toDateOnly(new Date()),
      reference: '',
    }),
    toInput: (v) => ({
      nonprofitId: balance.nonprofitId,
      amountCents: dollarsToCents(v.amount),
      receivedOn: v.receivedOn,
      reference: v.reference,
    }),
    check: (v) => {
      const problem = amountProblem(dollarsToCents(v.amount));
      return problem ? { amountCents: problem } : null;
    },
    send: (body, { onSuccess, onError }) =>
      // Only field issues go back to the form (and its toast); the dialog shows the rest itself.
      record.mutate(body, { onSuccess, onError: (err) => hasFieldIssues(err) && onError(err) }),
    successTitle: t`Remittance recorded`,
    success: (sent) => {
      const amount = formatCents(sent.amountCents);
      const nonprofitName = balance.nonprofitName;
      return t`${amount} received from ${nonprofitName}.`;
    },
    failure: t`Could not record the remittance`,
    onDone: onClose,
  });
  const refusal = record.error && !hasFieldIssues(record.error) ? record.error : null;
  const amountError = errors.amountCents ? (amountProblem(dollarsToCents(values.amount)) ?? errors.amountCents) : undefined;
  return (
    <Dialog
      open
      onClose={() => !record.isPending && onClose()}
      title={t`Record remittance`}
      description={
        <>
          {t`Money received from`} <strong>{balance.nonprofitName}</strong>. {t`It owes ${owed}.`}
        </>
      }
    >
      <MoneyRecordForm
        onSubmit={submit}
        refusal={refusal}
        failure={t`Could not record the remittance`}
        amount={{
          value: values.amount,
          onChange: (e) => {
            setField('amount', e.target.value);
            setErrors((x) => ({ ...x, amountCents: undefined }));
          },
          error: amountError,
        }}
        max={owed}
        dateLabel={t`Date received`}
        date={field('receivedOn')}
        reference={field('reference')}
        pending={record.isPending}
        onCancel={onClose}
        submitLabel={t`Record remittance`}
      />
    </Dialog>
  );
}
