import { plural, t } from '@lingui/core/macro';
import { useState } from 'react';
import styled from 'styled-components';
import {
  formatCents,
  formatDateTime,
  type NonprofitBalance,
  type RestaurantBalance,
  FUNDRAISING_MESSAGES,
} from '@dealcard/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { backOfficeKeys } from '../../../lib/back-office-query-keys.ts';
import { useSendDashboardLink } from '../../../lib/send-dashboard-link.ts';
import { usePayouts } from '../api/money.ts';
import { useAdminNonprofits } from '../api/restaurants.ts';
import { ErrorState, PageHeading } from '../../../components/back-office/kit.tsx';
import { DataTable, type Column } from '../../../components/back-office/data-table.tsx';
import { MoneySummary, Movements } from '../../../components/back-office/money.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { payoutsCsv, payoutsFileName, restaurantPayoutsCsv, restaurantPayoutsFileName } from './payouts-csv.ts';
import { RemittanceDialog } from './remittance-dialog.tsx';
import { PayoutDialog, nonprofitPayee, restaurantPayee, type Payee } from './payout-dialog.tsx';
import { useCsvExport } from '../../../components/back-office/use-csv-export.ts';
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

type Cents<R> = { [K in keyof R]: R[K] extends number ? K : never }[keyof R] & string;

/** Amount columns, sortable, the last one (what is due) in bold. */
function figureColumns<R>(figures: Array<[Cents<R>, string]>): Column<R>[] {
  return figures.map(([key, header], i) => ({
    key,
    header,
    num: true,
    cell: (row: R) => formatCents(row[key] as number),
    sortBy: (row: R) => row[key] as number,
    style: i === figures.length - 1 ? { fontWeight: 700 } : undefined,
  }));
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
          <MoneySummary
            loading={isLoading}
            figures={[
              { label: t`Earned`, cents: sum('earnedCents') },
              { label: t`Cash held by nonprofits`, cents: sum('cashHeldCents') },
              { label: t`Paid out`, cents: sum('paidCents') },
              { label: t`Due`, cents: sum('dueCents') },
            ]}
          />

          <Section>
            <SectionTitle>{t`Balances by nonprofit`}</SectionTitle>
            <DataTable
              label={t`Balances by nonprofit`}
              loading={isLoading}
              rows={balances}
              rowKey={(b) => b.nonprofitId}
              empty={
                <Padded>
                  <EmptyState
                    title={t`No nonprofit has earned anything yet`}
                    text={t`Balances appear once a campaign sells cards.`}
                  />
                </Padded>
              }
              columns={[
                {
                  key: 'name',
                  header: t`Nonprofit`,
                  cell: (b) => b.nonprofitName,
                  sortBy: (b) => b.nonprofitName,
                  style: { fontWeight: 600 },
                },
                { key: 'restaurant', header: t`Restaurant`, cell: (b) => b.restaurantName, sortBy: (b) => b.restaurantName },
                ...figureColumns<NonprofitBalance>([
                  ['earnedCents', t`Earned`],
                  ['cashHeldCents', t`Cash held`],
                  ['paidCents', t`Paid`],
                  ['receivedCents', t`Received`],
                  ['dueCents', t`Due`],
                ]),
                {
                  key: 'link',
                  header: t`Dashboard link`,
                  cell: (b) => <DashboardLinkCell nonprofitId={b.nonprofitId} nonprofitName={b.nonprofitName} />,
                },
                {
                  key: 'actions',
                  header: t`Actions`,
                  num: true,
                  style: { whiteSpace: 'nowrap' },
                  cell: (b) =>
                    b.dueCents > 0 ? (
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
                    ) : null,
                },
              ]}
            />
          </Section>

          <Section>
            <SectionTitle>{t`Balances by restaurant`}</SectionTitle>
            <DataTable
              label={t`Balances by restaurant`}
              loading={isLoading}
              rows={restaurants}
              rowKey={(r) => r.restaurantId}
              empty={
                <Padded>
                  <EmptyState title={t`No restaurant yet`} />
                </Padded>
              }
              columns={[
                {
                  key: 'name',
                  header: t`Restaurant`,
                  cell: (r) => r.restaurantName,
                  sortBy: (r) => r.restaurantName,
                  style: { fontWeight: 600 },
                },
                ...figureColumns<RestaurantBalance>([
                  ['earnedCents', t`Earned`],
                  ['paidCents', t`Paid`],
                  ['dueCents', t`Due`],
                ]),
                {
                  key: 'actions',
                  header: t`Actions`,
                  num: true,
                  style: { whiteSpace: 'nowrap' },
                  cell: (r) =>
                    r.dueCents > 0 ? (
                      <Button
                        $variant="outline"
                        $size="sm"
                        aria-label={t`Record payout to ${r.restaurantName}`}
                        onClick={() => setPaying(restaurantPayee(r))}
                      >{t`Record payout`}</Button>
                    ) : null,
                },
              ]}
            />
          </Section>

          <Movements
            title={t`Recent remittances`}
            none={
              <Padded>
                <EmptyState title={t`No remittance recorded yet`} />
              </Padded>
            }
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
          <Movements
            title={t`Recent payouts`}
            none={
              <Padded>
                <EmptyState title={t`No payout recorded yet`} />
              </Padded>
            }
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
