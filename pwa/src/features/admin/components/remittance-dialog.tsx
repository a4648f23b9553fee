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
import { FormGrid } from '../../../components/back-office/kit.tsx';
import { sharedMessage } from '../../../components/back-office/labels.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRecordRemittance } from '../api/money.ts';

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
    send: (body, handlers) => record.mutate(body, handlers),
    successTitle: t`Remittance recorded`,
    success: (sent) => {
      const amount = formatCents(sent.amountCents);
      const nonprofitName = balance.nonprofitName;
      return t`${amount} received from ${nonprofitName}.`;
    },
    failure: t`Could not record the remittance`,
    onDone: onClose,
  });
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
      <form onSubmit={submit} noValidate>
        <FormGrid>
          <TextField
            label={t`Amount ($)`}
            value={values.amount}
            onChange={(e) => {
              setField('amount', e.target.value);
              setErrors((x) => ({ ...x, amountCents: undefined }));
            }}
            error={amountError}
            hint={t`At most ${owed}`}
            inputMode="decimal"
            autoComplete="off"
            required
          />
          <TextField label={t`Date received`} type="date" {...field('receivedOn')} required />
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
            {record.isPending ? t`Recording...` : t`Record remittance`}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
