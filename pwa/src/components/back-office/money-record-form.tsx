import { t } from '@lingui/core/macro';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { z } from 'zod';
import { centsToDollarString, dollarsToCents, toDateOnly } from '@dealcard/shared';
import { Button } from '../ui/button.tsx';
import { DialogFooter } from '../ui/dialog.tsx';
import { TextField } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import type { FieldProps } from '../../lib/form.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { space } from '../../styles/theme.ts';
import { FormGrid } from './kit.tsx';

export const ErrorNotice = styled(Notice)`
  margin-top: ${space(4)};
  font-size: 0.9rem;
`;

/** A refusal with per-field issues shows under its fields; any other stays in the dialog. */
export const hasFieldIssues = (error: unknown) => error instanceof ApiError && Boolean(error.issues);

/** The form's values: the amount in dollars as typed, the day under the server's own name for it, the reference. */
type MoneyRecordValues<D extends string> = { amount: string; reference: string } & Record<D, string>;

/** A react-query mutation as the form uses it. */
interface Recording<S extends z.ZodType> {
  mutate: (body: z.output<S>, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  error: unknown;
  isPending: boolean;
}

interface MoneyRecordOptions<S extends z.ZodType, D extends string> {
  schema: S;
  /** The day's field, as the schema names it (`paidOn`, `receivedOn`). */
  dateKey: D;
  /** The amount the form starts with. */
  startCents: number;
  /** The client's own check of an amount, before the server makes it again against the ledger. */
  amountProblem: (cents: number) => string | null;
  /** The body the schema reads, from the amount in cents and the values. */
  toInput: (amountCents: number, values: MoneyRecordValues<D>) => unknown;
  record: Recording<S>;
  successTitle: string;
  success: (sent: z.output<S>) => string;
  failure: string;
  onDone: () => void;
}

/**
 * A payout or a remittance being recorded: the schema's checks, this form's words for a bad
 * amount, field issues from the server under their fields and any other refusal in the dialog.
 * What it returns is what MoneyRecordForm shows.
 */
export function useMoneyRecord<S extends z.ZodType, D extends string>(o: MoneyRecordOptions<S, D>) {
  const { values, errors, setField, setErrors, submit, field } = useSchemaForm({
    schema: o.schema,
    initial: () =>
      ({ amount: centsToDollarString(o.startCents), [o.dateKey]: toDateOnly(new Date()), reference: '' }) as MoneyRecordValues<D>,
    toInput: (v) => o.toInput(dollarsToCents(v.amount), v),
    check: (v) => {
      const problem = o.amountProblem(dollarsToCents(v.amount));
      return problem ? { amountCents: problem } : null;
    },
    send: (body, { onSuccess, onError }) =>
      // Only field issues go back to the form (and its toast); the dialog shows the rest itself.
      o.record.mutate(body, { onSuccess, onError: (err) => hasFieldIssues(err) && onError(err) }),
    successTitle: o.successTitle,
    success: o.success,
    failure: o.failure,
    onDone: o.onDone,
  });
  // The schema's own words for a bad number are a programmer's; the person gets this form's.
  const amountError = errors.amountCents ? (o.amountProblem(dollarsToCents(values.amount)) ?? errors.amountCents) : undefined;
  return {
    onSubmit: submit,
    refusal: o.record.error && !hasFieldIssues(o.record.error) ? o.record.error : null,
    amount: {
      value: values.amount,
      onChange: (e: { target: { value: string } }) => {
        setField('amount', e.target.value);
        setErrors((x) => ({ ...x, amountCents: undefined }));
      },
      error: amountError,
    },
    date: field(o.dateKey as never),
    reference: field('reference' as never),
    pending: o.record.isPending,
  };
}

interface MoneyRecordFormProps {
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** The last refusal without per-field issues (shown in the dialog), if any. */
  refusal: unknown;
  failure: string;
  /** The amount in dollars as typed, and the most it may be (formatted). */
  amount: FieldProps;
  max: string;
  dateLabel: string;
  date: FieldProps;
  reference: FieldProps;
  pending: boolean;
  onCancel: () => void;
  submitLabel: string;
}

/**
 * Money that changed hands outside the platform, as the admin records it: an amount (at most
 * what is due), the day, and the check or transfer reference. Payouts (to a nonprofit or a
 * restaurant) and remittances (from a nonprofit) are the same form.
 */
export function MoneyRecordForm(p: MoneyRecordFormProps) {
  const max = p.max;
  return (
    <form onSubmit={p.onSubmit} noValidate>
      {p.refusal ? (
        <ErrorNotice $tone="danger" role="alert">
          {errorMessage(p.refusal, p.failure)}
        </ErrorNotice>
      ) : null}
      <FormGrid>
        <TextField label={t`Amount ($)`} {...p.amount} hint={t`At most ${max}`} inputMode="decimal" autoComplete="off" required />
        <TextField label={p.dateLabel} type="date" {...p.date} required />
        <div className="full">
          <TextField
            label={t`Reference`}
            {...p.reference}
            hint={t`A check number or bank transfer reference`}
            maxLength={100}
            autoComplete="off"
            required
          />
        </div>
      </FormGrid>
      <DialogFooter>
        <Button $variant="outline" onClick={p.onCancel} disabled={p.pending}>{t`Cancel`}</Button>
        <Button type="submit" disabled={p.pending}>
          {p.pending ? t`Recording...` : p.submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
