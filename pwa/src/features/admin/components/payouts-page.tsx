import { useState } from 'react';
import styled from 'styled-components';
import {
  PayoutBodySchema,
  centsToDollarString,
  dollarsToCents,
  formatCents,
  formatDateTime,
  formatShortDate,
  toDateOnly,
  type NonprofitBalance,
  MONEY_MESSAGES,
  FUNDRAISING_MESSAGES,
} from '@dealcard/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';
import { useSendDashboardLink } from '../../../lib/send-dashboard-link.ts';
import { usePayouts, useRecordPayout } from '../api/money.ts';
import { useAdminNonprofits } from '../api/restaurants.ts';
import { ErrorState, FormGrid, PageHeading, StatCard, StatGrid } from '../../../components/back-office/kit.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { payoutsCsv, payoutsFileName } from './payouts-csv.ts';
import { downloadText } from './report-csv.ts';
import { Table } from './restaurants-page.tsx';

const AMOUNT_POSITIVE = 'Enter an amount above $0.00';

const Section = styled(Card)`
  padding: 0;
  overflow-x: auto;
  margin-bottom: 24px;
`;
const SectionTitle = styled.h2`
  font-size: 1.2rem;
  font-weight: 700;
  padding: 16px 16px 4px;
`;
const Padded = styled.div`
  padding: 16px;
`;
const ErrorNotice = styled(Notice)`
  margin-top: 16px;
  font-size: 0.9rem;
`;

function RowsSkeleton() {
  return (
    <Padded aria-busy="true" aria-label="Loading">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} $height="2.2rem" style={{ marginBottom: 8 }} />
      ))}
    </Padded>
  );
}

/** The client's own check of an amount, before the server makes it again against the ledger. */
function amountProblem(cents: number, dueCents: number): string | null {
  if (!Number.isFinite(cents) || cents <= 0) return AMOUNT_POSITIVE;
  if (cents > dueCents) return MONEY_MESSAGES.payoutMoreThanDue;
  return null;
}

/** A refusal with per-field issues shows under its fields; any other stays in the dialog. */
const hasFieldIssues = (error: unknown) => error instanceof ApiError && Boolean(error.issues);

interface PayoutValues {
  /** In dollars, as typed. */
  amount: string;
  paidOn: string;
  reference: string;
}

/** When the nonprofit's dashboard link was last sent, and a button to send a new one. */
function DashboardLinkCell({ nonprofitId, nonprofitName }: { nonprofitId: number; nonprofitName: string }) {
  const nonprofits = useAdminNonprofits();
  const send = useSendDashboardLink(backOfficeKeys.admin.nonprofits);
  const nonprofit = nonprofits.data?.find((n) => n.id === nonprofitId);
  const sending = send.isPending && send.variables === nonprofitId;
  const onSend = () =>
    send.mutate(nonprofitId, {
      onSuccess: (sent) =>
        toast({ title: 'Dashboard link sent', description: `E-mailed to ${sent.sentTo}.`, variant: 'success' }),
      onError: (err) =>
        toast({ title: 'Error', description: errorMessage(err, 'Could not send the dashboard link'), variant: 'destructive' }),
    });
  return (
    <DashboardCell>
      <span>{nonprofit?.dashboardLinkSentAt ? `Sent ${formatDateTime(nonprofit.dashboardLinkSentAt)}` : 'Not sent'}</span>
      <Button
        $variant="ghost"
        $size="sm"
        onClick={onSend}
        disabled={sending || !nonprofit?.contactEmail}
        title={nonprofit && !nonprofit.contactEmail ? FUNDRAISING_MESSAGES.dashboardNoContactEmail : undefined}
        aria-label={`Send dashboard link to ${nonprofitName}`}
      >
        {sending ? 'Sending...' : 'Send link'}
      </Button>
    </DashboardCell>
  );
}

const DashboardCell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Records money already paid to a nonprofit (by check or transfer): it lowers what is due. */
function PayoutDialog({ balance, onClose }: { balance: NonprofitBalance; onClose: () => void }) {
  const record = useRecordPayout();
  const { values, errors, set, setField, setErrors, submit } = useSchemaForm({
    schema: PayoutBodySchema,
    initial: (): PayoutValues => ({
      amount: centsToDollarString(balance.dueCents),
      paidOn: toDateOnly(new Date()),
      reference: '',
    }),
    toInput: (v) => ({
      nonprofitId: balance.nonprofitId,
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
    successTitle: 'Payout recorded',
    success: (sent) => `${formatCents(sent.amountCents)} paid to ${balance.nonprofitName}.`,
    failure: 'Could not record the payout',
    onDone: onClose,
  });
  const refusal = record.error && !hasFieldIssues(record.error) ? record.error : null;
  // The schema's own words for a bad number are a programmer's; the person gets this form's.
  const amountError = errors.amountCents
    ? (amountProblem(dollarsToCents(values.amount), balance.dueCents) ?? errors.amountCents)
    : undefined;

  return (
    <Dialog
      open
      onClose={() => !record.isPending && onClose()}
      title="Record payout"
      description={
        <>
          A payment made to <strong>{balance.nonprofitName}</strong> ({balance.restaurantName}). {formatCents(balance.dueCents)}{' '}
          is due.
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        {refusal ? (
          <ErrorNotice $tone="danger" role="alert">
            {errorMessage(refusal, 'Could not record the payout')}
          </ErrorNotice>
        ) : null}
        <FormGrid>
          <TextField
            label="Amount ($)"
            value={values.amount}
            onChange={(e) => {
              setField('amount', e.target.value);
              setErrors((x) => ({ ...x, amountCents: undefined }));
            }}
            error={amountError}
            hint={`At most ${formatCents(balance.dueCents)}`}
            inputMode="decimal"
            autoComplete="off"
            required
          />
          <TextField
            label="Date paid"
            type="date"
            value={values.paidOn}
            onChange={set('paidOn')}
            error={errors.paidOn}
            required
          />
          <div className="full">
            <TextField
              label="Reference"
              value={values.reference}
              onChange={set('reference')}
              error={errors.reference}
              hint="A check number or bank transfer reference"
              maxLength={100}
              autoComplete="off"
              required
            />
          </div>
        </FormGrid>
        <DialogFooter>
          <Button $variant="outline" onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={record.isPending}>
            {record.isPending ? 'Recording...' : 'Record payout'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

/** Payouts: what each nonprofit earned from its cards, what it was paid, and what is still due. */
export function AdminPayoutsPage() {
  const { data, isLoading, error, refetch } = usePayouts();
  const [paying, setPaying] = useState<NonprofitBalance | null>(null);
  const balances = data?.nonprofits ?? [];
  const payouts = data?.payouts ?? [];
  const sum = (key: 'earnedCents' | 'paidCents' | 'dueCents') => balances.reduce((total, b) => total + b[key], 0);

  const exportCsv = () => {
    if (balances.length === 0) {
      toast({ title: 'No Data', description: 'There is no nonprofit balance to export.', variant: 'destructive' });
      return;
    }
    downloadText(payoutsCsv(balances), payoutsFileName());
    toast({ title: 'Export Complete', description: `Exported ${balances.length} nonprofit(s) to CSV.`, variant: 'success' });
  };

  return (
    <>
      <PageHeading
        title="Payouts"
        description="What each nonprofit has earned, what it has been paid and what is still due"
        actions={
          <Button $variant="outline" onClick={exportCsv} disabled={isLoading || Boolean(error)}>
            ⤓ Export CSV
          </Button>
        }
      />

      {error ? (
        <ErrorState message={errorMessage(error, 'Could not load the payouts')} onRetry={() => void refetch()} />
      ) : (
        <>
          <StatGrid>
            <StatCard label="Earned" value={formatCents(sum('earnedCents'))} loading={isLoading} />
            <StatCard label="Paid out" value={formatCents(sum('paidCents'))} loading={isLoading} />
            <StatCard label="Due" value={formatCents(sum('dueCents'))} loading={isLoading} />
          </StatGrid>

          <Section>
            <SectionTitle>Balances by nonprofit</SectionTitle>
            {isLoading ? (
              <RowsSkeleton />
            ) : balances.length === 0 ? (
              <Padded>
                <EmptyState title="No nonprofit has earned anything yet" text="Balances appear once a campaign sells cards." />
              </Padded>
            ) : (
              <Table aria-label="Balances by nonprofit">
                <thead>
                  <tr>
                    <th>Nonprofit</th>
                    <th>Restaurant</th>
                    <th className="num">Earned</th>
                    <th className="num">Paid</th>
                    <th className="num">Due</th>
                    <th>Dashboard link</th>
                    <th className="num">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {balances.map((b) => (
                    <tr key={b.nonprofitId}>
                      <td style={{ fontWeight: 600 }}>{b.nonprofitName}</td>
                      <td>{b.restaurantName}</td>
                      <td className="num">{formatCents(b.earnedCents)}</td>
                      <td className="num">{formatCents(b.paidCents)}</td>
                      <td className="num" style={{ fontWeight: 700 }}>
                        {formatCents(b.dueCents)}
                      </td>
                      <td>
                        <DashboardLinkCell nonprofitId={b.nonprofitId} nonprofitName={b.nonprofitName} />
                      </td>
                      <td className="num" style={{ whiteSpace: 'nowrap' }}>
                        {b.dueCents > 0 ? (
                          <Button
                            $variant="outline"
                            $size="sm"
                            aria-label={`Record payout to ${b.nonprofitName}`}
                            onClick={() => setPaying(b)}
                          >
                            Record payout
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Section>

          <Section>
            <SectionTitle>Recent payouts</SectionTitle>
            {isLoading ? (
              <RowsSkeleton />
            ) : payouts.length === 0 ? (
              <Padded>
                <EmptyState title="No payout recorded yet" />
              </Padded>
            ) : (
              <Table aria-label="Recent payouts">
                <thead>
                  <tr>
                    <th>Date</th>
                    <th>Nonprofit</th>
                    <th>Reference</th>
                    <th className="num">Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {payouts.map((p) => (
                    <tr key={p.id}>
                      <td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(p.paidOn)}</td>
                      <td>{p.nonprofitName}</td>
                      <td style={{ overflowWrap: 'anywhere' }}>{p.reference}</td>
                      <td className="num">{formatCents(p.amountCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Section>
        </>
      )}

      {paying ? <PayoutDialog balance={paying} onClose={() => setPaying(null)} /> : null}
    </>
  );
}
