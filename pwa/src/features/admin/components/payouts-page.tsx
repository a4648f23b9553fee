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
  type RestaurantBalance,
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
import { payoutsCsv, payoutsFileName, restaurantPayoutsCsv, restaurantPayoutsFileName } from './payouts-csv.ts';
import { RemittanceDialog } from './remittance-dialog.tsx';
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

interface Movement {
  id: number;
  on: string;
  who: string;
  reference: string;
  cents: number;
}

/** Money that moved (payouts made, remittances received): date, who, reference, amount, newest first. */
function RecentMovements(props: { title: string; empty: string; who: string; loading: boolean; rows: Movement[] }) {
  const { title, empty, who, loading, rows } = props;
  return (
    <Section>
      <SectionTitle>{title}</SectionTitle>
      {loading ? (
        <RowsSkeleton />
      ) : rows.length === 0 ? (
        <Padded>
          <EmptyState title={empty} />
        </Padded>
      ) : (
        <Table aria-label={title}>
          <thead>
            <tr>
              <th>{t`Date`}</th>
              <th>{who}</th>
              <th>{t`Reference`}</th>
              <th className="num">{t`Amount`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.id}>
                <td style={{ whiteSpace: 'nowrap' }}>{formatShortDate(m.on)}</td>
                <td>{m.who}</td>
                <td style={{ overflowWrap: 'anywhere' }}>{m.reference}</td>
                <td className="num">{formatCents(m.cents)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
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
        aria-label={t`Send link to ${nonprofitName}`}
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

/** Who a payout goes to: a nonprofit (its restaurant named beside it) or a restaurant. */
interface Payee {
  nonprofitId?: number;
  restaurantId?: number;
  name: string;
  detail: string | null;
  dueCents: number;
}

const nonprofitPayee = (b: NonprofitBalance): Payee => ({
  nonprofitId: b.nonprofitId,
  name: b.nonprofitName,
  detail: b.restaurantName,
  dueCents: b.dueCents,
});
const restaurantPayee = (b: RestaurantBalance): Payee => ({
  restaurantId: b.restaurantId,
  name: b.restaurantName,
  detail: null,
  dueCents: b.dueCents,
});

/** Records money already paid to a nonprofit or a restaurant (by check or transfer): it lowers what is due. */
function PayoutDialog({ payee, onClose }: { payee: Payee; onClose: () => void }) {
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
  const [paying, setPaying] = useState<Payee | null>(null);
  const [remitting, setRemitting] = useState<NonprofitBalance | null>(null);
  const balances = data?.nonprofits ?? [];
  const restaurants = data?.restaurants ?? [];
  const remittances = data?.remittances ?? [];
  const payouts = data?.payouts ?? [];
  const sum = (key: 'earnedCents' | 'cashHeldCents' | 'paidCents' | 'receivedCents' | 'dueCents') =>
    balances.reduce((total, b) => total + b[key], 0);

  const exportCsv = useCsvExport({
    rows: balances,
    csv: payoutsCsv,
    fileName: payoutsFileName,
    empty: t`There is no nonprofit balance to export.`,
    exported: (count) => plural(count, { one: 'Exported # nonprofit(s) to CSV.', other: 'Exported # nonprofit(s) to CSV.' }),
  });
  const exportRestaurantsCsv = useCsvExport({
    rows: restaurants,
    csv: restaurantPayoutsCsv,
    fileName: restaurantPayoutsFileName,
    empty: t`There is no restaurant balance to export.`,
    exported: (count) => plural(count, { one: 'Exported # restaurant to CSV.', other: 'Exported # restaurants to CSV.' }),
  });

  return (
    <>
      <PageHeading
        title={t`Payouts`}
        description={t`Who owes whom: online sales leave the money with the platform, cash and check sales with the nonprofit`}
        actions={
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button $variant="outline" onClick={exportCsv} disabled={isLoading || Boolean(error)}>{t`⤓ Nonprofits CSV`}</Button>
            <Button
              $variant="outline"
              onClick={exportRestaurantsCsv}
              disabled={isLoading || Boolean(error)}
            >{t`⤓ Restaurants CSV`}</Button>
          </div>
        }
      />

      {error ? (
        <ErrorState message={errorMessage(error, t`Could not load the payouts`)} onRetry={() => void refetch()} />
      ) : (
        <>
          <StatGrid>
            <StatCard label={t`Earned`} value={formatCents(sum('earnedCents'))} loading={isLoading} />
            <StatCard label={t`Cash held by nonprofits`} value={formatCents(sum('cashHeldCents'))} loading={isLoading} />
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
                    <th className="num">{t`Cash held`}</th>
                    <th className="num">{t`Paid`}</th>
                    <th className="num">{t`Received`}</th>
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
                      <td className="num">{formatCents(b.cashHeldCents)}</td>
                      <td className="num">{formatCents(b.paidCents)}</td>
                      <td className="num">{formatCents(b.receivedCents)}</td>
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
                            onClick={() => setPaying(nonprofitPayee(b))}
                          >{t`Record payout`}</Button>
                        ) : b.dueCents < 0 ? (
                          <Button
                            $variant="outline"
                            $size="sm"
                            aria-label={t`Record remittance from ${b.nonprofitName}`}
                            onClick={() => setRemitting(b)}
                          >{t`Record remittance`}</Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Section>

          <Section>
            <SectionTitle>{t`Balances by restaurant`}</SectionTitle>
            {isLoading ? (
              <RowsSkeleton />
            ) : restaurants.length === 0 ? (
              <Padded>
                <EmptyState title={t`No restaurant yet`} />
              </Padded>
            ) : (
              <Table aria-label={t`Balances by restaurant`}>
                <thead>
                  <tr>
                    <th>{t`Restaurant`}</th>
                    <th className="num">{t`Earned`}</th>
                    <th className="num">{t`Paid`}</th>
                    <th className="num">{t`Due`}</th>
                    <th className="num">{t`Actions`}</th>
                  </tr>
                </thead>
                <tbody>
                  {restaurants.map((r) => (
                    <tr key={r.restaurantId}>
                      <td style={{ fontWeight: 600 }}>{r.restaurantName}</td>
                      <td className="num">{formatCents(r.earnedCents)}</td>
                      <td className="num">{formatCents(r.paidCents)}</td>
                      <td className="num" style={{ fontWeight: 700 }}>
                        {formatCents(r.dueCents)}
                      </td>
                      <td className="num" style={{ whiteSpace: 'nowrap' }}>
                        {r.dueCents > 0 ? (
                          <Button
                            $variant="outline"
                            $size="sm"
                            aria-label={t`Record payout to ${r.restaurantName}`}
                            onClick={() => setPaying(restaurantPayee(r))}
                          >{t`Record payout`}</Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </Section>

          <RecentMovements
            title={t`Recent remittances`}
            empty={t`No remittance recorded yet`}
            who={t`Nonprofit`}
            loading={isLoading}
            rows={remittances.map((m) => ({
              id: m.id,
              on: m.receivedOn,
              who: m.nonprofitName,
              reference: m.reference,
              cents: m.amountCents,
            }))}
          />
          <RecentMovements
            title={t`Recent payouts`}
            empty={t`No payout recorded yet`}
            who={t`Paid to`}
            loading={isLoading}
            rows={payouts.map((p) => ({
              id: p.id,
              on: p.paidOn,
              who: p.payeeName,
              reference: p.reference,
              cents: p.amountCents,
            }))}
          />
        </>
      )}

      {paying ? <PayoutDialog payee={paying} onClose={() => setPaying(null)} /> : null}
      {remitting ? <RemittanceDialog balance={remitting} onClose={() => setRemitting(null)} /> : null}
    </>
  );
}
