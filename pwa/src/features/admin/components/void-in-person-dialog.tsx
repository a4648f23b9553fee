import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { RefundBodySchema, formatCents, type AdminCard } from '@dealcard/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSchemaForm, type FormValues } from '../../../lib/use-schema-form.ts';
import { space } from '../../../styles/theme.ts';
import { useRefundCard } from '../api/money.ts';
import { ErrorNotice, hasFieldIssues } from '../../../components/back-office/money-record-form.tsx';

const Reason = styled.div`
  margin-top: ${space(4)};
`;

/**
 * A card paid in cash or by check to the nonprofit (or activated from a printed card): no provider
 * holds the money, so the admin voids the sale instead. The sale leaves the nonprofit's cash held
 * and earnings, the card stops, and the buyer is e-mailed the reason; the money itself goes back
 * in person.
 */
export function VoidInPersonDialog({ card, onClose }: { card: AdminCard; onClose: () => void }) {
  const refund = useRefundCard();
  const amount = formatCents(card.amountCents);
  const buyer = card.customerName;
  const nonprofit = card.nonprofitName;
  const { submit, field } = useSchemaForm({
    schema: RefundBodySchema,
    initial: (): FormValues<typeof RefundBodySchema> => ({ reason: '' }),
    send: (body, { onSuccess, onError }) =>
      refund.mutate({ id: card.id, body }, { onSuccess, onError: (err) => hasFieldIssues(err) && onError(err) }),
    successTitle: t`Sale voided`,
    success: t`${buyer} is told by e-mail; ${nonprofit} no longer holds ${amount} for it.`,
    failure: t`Could not void the card`,
    onDone: onClose,
  });
  const refusal = refund.error && !hasFieldIssues(refund.error) ? refund.error : null;
  return (
    <Dialog
      open
      onClose={() => !refund.isPending && onClose()}
      title={t`Void a card paid in person`}
      description={t`${buyer} paid ${amount} in person to ${nonprofit}, so there is no payment to send back from here. Voiding stops the card at once, takes the sale out of ${nonprofit}'s cash held and earnings, and e-mails the buyer your reason. Any money owed back is returned in person by ${nonprofit}.`}
    >
      <form onSubmit={submit} noValidate>
        {refusal ? (
          <ErrorNotice $tone="danger" role="alert">
            {errorMessage(refusal, t`Could not void the card`)}
          </ErrorNotice>
        ) : null}
        <Reason>
          <TextareaField
            label={t`Reason`}
            {...field('reason')}
            hint={t`Sent to the buyer and kept with the sale.`}
            maxLength={500}
            required
          />
        </Reason>
        <DialogFooter>
          <Button $variant="outline" type="button" onClick={onClose} disabled={refund.isPending}>{t`Cancel`}</Button>
          <Button type="submit" $variant="destructive" disabled={refund.isPending}>
            {refund.isPending ? t`Voiding...` : t`Void the card`}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
