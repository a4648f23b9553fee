import { plural, t } from '@lingui/core/macro';
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
import { useCsvExport } from '../../../components/back-office/use-csv-export.ts';
import { Table } from './restaurants-page.tsx';
import { sharedMessage } from '../../../components/back-office/labels.ts';
import { space, text } from '../../../styles/theme.ts';

const Section = styled(Card)`
  padding: 0;
  overflow-x: auto;
  margin-bottom: ${space(6)};
`;
const SectionTitle = styled.h2`
  ${text(1.2, 700)}
  padding: ${space(4, 4, 1)};
`;
const Padded = styled.div`
  padding: ${space(4)};
`;
const ErrorNotice = styled(Notice)`
  margin-top: ${space(4)};
  font-size: 0.9rem;
`;

function RowsSkeleton() {
  return (
    <Padded aria-busy="true" aria-label={t`Loading`}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} $height="2.2rem" style={{ marginBottom: 8 }} />
      ))}
    </Padded>
  );
}

/** The client's own check of an amount, before the server makes it again against the ledger. */
function amountProblem(cents: number, dueCents: number): string | null {
  if (!Number.isFinite(cents) || cents <= 0) return t`Enter an amount above $0.00`;
  if (cents > dueCents) return sharedMessage(MONEY_MESSAGES.payoutMoreThanDue);
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
  const sentAt = nonprofit?.dashboardLinkSentAt ? formatDateTime(nonprofit.dashboardLinkSentAt) : null;
  const onSend = () =>
    send.mutate(nonprofitId, {
      onSuccess: (sent) =>
        toast({ title: t`Dashboard link sent`, description: t`E-mailed to ${sent.sentTo}.`, variant: 'success' }),
      onError: (err) =>
        toast({ title: t`Error`, description: errorMessage(err, t`Could not send the dashboard link`), variant: 'destructive' }),
    });
  return (
    <DashboardCell>
      <span>{sentAt ? t`Sent ${sentAt}` : t`Not sent`}</span>
      <Button
        $variant="ghost"
        $size="sm"
        onClick={onSend}
        disabled={sending || !nonprofit?.contactEmail}
        title={nonprofit && !nonprofit.contactEmail ? sharedMessage(FUNDRAISING_MESSAGES.dashboardNoContactEmail) : undefined}
        aria-label={t`Send dashboard link to ${nonprofitName}`}
      >
        {sending ? t`Sending...` : t`Send link`}
      </Button>
    </DashboardCell>
  );
}

const DashboardCell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space(0.5)};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Records money already paid to a nonprofit (by check or transfer): it lowers what is due. */
function PayoutDialog({ balance, onClose }: { balance: NonprofitBalance; onClose: () => void }) {
  const record = useRecordPayout();
  const { values, errors, setField, setErrors, submit, field } = useSchemaForm({
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
    successTitle: t`Payout recorded`,
    success: (sent) => {
      const amount = formatCents(sent.amountCents);
      const nonprofitName = balance.nonprofitName;
      return t`${amount} paid to ${nonprofitName}.`;
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
          {t`A payment made to`} <strong>{balance.nonprofitName}</strong> ({balance.restaurantName}). {t`${due} is due.`}
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

/** Payouts: what each nonprofit earned from its cards, what it was paid, and what is still due. */
export function AdminPayoutsPage() {
  const { data, isLoading, error, refetch } = usePayouts();
  const [paying, setPaying] = useState<NonprofitBalance | null>(null);
  const balances = data?.nonprofits ?? [];
  const payouts = data?.payouts ?? [];
  const sum = (key: 'earnedCents' | 'paidCents' | 'dueCents') => balances.reduce((total, b) => total + b[key], 0);

  const exportCsv = useCsvExport({
    rows: balances,
    csv: payoutsCsv,
    fileName: payoutsFileName,
    empty: t`There is no nonprofit balance to export.`,
    exported: (count) => plural(count, { one: 'Exported # nonprofit(s) to CSV.', other: 'Exported # nonprofit(s) to CSV.' }),
  });

  return (
    <>
      <PageHeading
        title={t`Payouts`}
        description={t`What each nonprofit has earned, what it has been paid and what is still due`}
        actions={<Button $variant="outline" onClick={exportCsv} disabled={isLoading || Boolean(error)}>{t`⤓ Export CSV`}</Button>}
      />

      {error ? (
        <ErrorState message={errorMessage(error, t`Could not load the payouts`)} onRetry={() => void refetch()} />
      ) : (
        <>
          <StatGrid>
            <StatCard label={t`Earned`} value={formatCents(sum('earnedCents'))} loading={isLoading} />
            <StatCard label={t`Paid out`} value={formatCents(sum('paidCents'))} loading={isLoading} />
            <StatCard label={t`Due`} value={formatCents(sum('dueCents'))} loading={isLoading} />
          </StatGrid>

          <Section>
            <SectionTitle>{t`Balances by nonprofit`}</SectionTitle>
            {isLoading ? (
              <RowsSkeleton />
            ) : balances.length === 0 ? (
              <Padded>
                <EmptyState
                  title={t`No nonprofit has earned anything yet`}
                  text={t`Balances appear once a campaign sells cards.`}
                />
              </Padded>
            ) : (
              <Table aria-label={t`Balances by nonprofit`}>
                <thead>
                  <tr>
                    <th>{t`Nonprofit`}</th>
                    <th>{t`Restaurant`}</th>
                    <th className="num">{t`Earned`}</th>
                    <th className="num">{t`Paid`}</th>
                    <th className="num">{t`Due`}</th>
                    <th>{t`Dashboard link`}</th>
                    <th className="num">{t`Actions`}</th>
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
                            aria-label={t`Record payout to ${b.nonprofitName}`}
                            onClick={() => setPaying(b)}
                          >{t`Record payout`}</Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Section>

          <Section>
            <SectionTitle>{t`Recent payouts`}</SectionTitle>
            {isLoading ? (
              <RowsSkeleton />
            ) : payouts.length === 0 ? (
              <Padded>
                <EmptyState title={t`No payout recorded yet`} />
              </Padded>
            ) : (
              <Table aria-label={t`Recent payouts`}>
                <thead>
                  <tr>
                    <th>{t`Date`}</th>
                    <th>{t`Nonprofit`}</th>
                    <th>{t`Reference`}</th>
                    <th className="num">{t`Amount`}</th>
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
