import { t } from '@lingui/core/macro';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { FormGrid } from '../../../components/back-office/kit.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import type { FieldProps } from '../../../lib/form.ts';
import { space } from '../../../styles/theme.ts';

export const ErrorNotice = styled(Notice)`
  margin-top: ${space(4)};
  font-size: 0.9rem;
`;

/** A refusal with per-field issues shows under its fields; any other stays in the dialog. */
export const hasFieldIssues = (error: unknown) => error instanceof ApiError && Boolean(error.issues);

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
