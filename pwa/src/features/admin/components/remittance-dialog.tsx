import { t } from '@lingui/core/macro';
import { RemittanceBodySchema, SELLING_MESSAGES, formatCents, type NonprofitBalance } from '@dealcard/shared';
import { sharedMessage } from '../../../components/back-office/labels.ts';
import { MoneyRecordForm, useMoneyRecord } from '../../../components/back-office/money-record-form.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useRecordRemittance } from '../api/money.ts';

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
  const form = useMoneyRecord({
    schema: RemittanceBodySchema,
    dateKey: 'receivedOn',
    startCents: owedCents,
    amountProblem,
    toInput: (amountCents, v) => ({
      nonprofitId: balance.nonprofitId,
      amountCents,
      receivedOn: v.receivedOn,
      reference: v.reference,
    }),
    record,
    successTitle: t`Remittance recorded`,
    success: (sent) => {
      const amount = formatCents(sent.amountCents);
      const nonprofitName = balance.nonprofitName;
      return t`${amount} received from ${nonprofitName}.`;
    },
    failure: t`Could not record the remittance`,
    onDone: onClose,
  });
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
        {...form}
        failure={t`Could not record the remittance`}
        max={owed}
        dateLabel={t`Date received`}
        onCancel={onClose}
        submitLabel={t`Record remittance`}
      />
    </Dialog>
  );
}
