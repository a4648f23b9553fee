import { t } from '@lingui/core/macro';
import { PayoutBodySchema, formatCents, type NonprofitBalance, type RestaurantBalance, MONEY_MESSAGES } from '@dealcard/shared';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useRecordPayout } from '../api/money.ts';
import { sharedMessage } from '../../../components/back-office/labels.ts';
import { MoneyRecordForm, useMoneyRecord } from '../../../components/back-office/money-record-form.tsx';

/* Recording a payout to a nonprofit or a restaurant, from the admin's money screen. */

/** The client's own check of an amount, before the server makes it again against the ledger. */
export function amountProblem(cents: number, dueCents: number): string | null {
  if (!Number.isFinite(cents) || cents <= 0) return t`Enter an amount above $0.00`;
  if (cents > dueCents) return sharedMessage(MONEY_MESSAGES.payoutMoreThanDue);
  return null;
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
  const form = useMoneyRecord({
    schema: PayoutBodySchema,
    dateKey: 'paidOn',
    startCents: balance.dueCents,
    amountProblem: (cents) => amountProblem(cents, balance.dueCents),
    toInput: (amountCents, v) => ({
      ...(payee.nonprofitId !== undefined ? { nonprofitId: payee.nonprofitId } : { restaurantId: payee.restaurantId }),
      amountCents,
      paidOn: v.paidOn,
      reference: v.reference,
    }),
    record,
    successTitle: t`Payout recorded`,
    success: (sent) => {
      const amount = formatCents(sent.amountCents);
      const payeeName = payee.name;
      return t`${amount} paid to ${payeeName}.`;
    },
    failure: t`Could not record the payout`,
    onDone: onClose,
  });
  const due = formatCents(balance.dueCents);

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
        {...form}
        failure={t`Could not record the payout`}
        max={due}
        dateLabel={t`Date paid`}
        onCancel={onClose}
        submitLabel={t`Record payout`}
      />
    </Dialog>
  );
}
