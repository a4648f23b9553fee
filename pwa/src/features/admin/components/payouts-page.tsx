import { plural, t } from '@lingui/core/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { formatCents, formatDateTime, formatShortDate, type NonprofitBalance, FUNDRAISING_MESSAGES } from '@dealcard/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';
import { useSendDashboardLink } from '../../../lib/send-dashboard-link.ts';
import { usePayouts } from '../api/money.ts';
import { useAdminNonprofits } from '../api/restaurants.ts';
import { ErrorState, PageHeading, StatCard, StatGrid } from '../../../components/back-office/kit.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { payoutsCsv, payoutsFileName, restaurantPayoutsCsv, restaurantPayoutsFileName } from './payouts-csv.ts';
import { RemittanceDialog } from './remittance-dialog.tsx';
import { PayoutDialog, nonprofitPayee, restaurantPayee, type Payee } from './payout-dialog.tsx';
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
