import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { PORTAL_UNDO_DAYS, UndoBodySchema, type PortalRedemption } from '@dealcard/shared';
import { formatDateTime } from '@dealcard/shared/dates';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CardTitle } from '../../../components/ui/card.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSchemaForm, type FormValues } from '../../../lib/use-schema-form.ts';
import { usePortalRedemptions } from '../api/get-redemptions.ts';
import { usePortalScope } from '../api/portal-scope.ts';
import { useUndoRedemption } from '../api/undo-redemption.ts';
import { Empty, Section, Table } from './report-layout.ts';
import { space } from '../../../styles/theme.ts';

const UNDO_WINDOW_MS = PORTAL_UNDO_DAYS * 24 * 60 * 60_000;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  margin-top: ${space(1)};
`;

/** An undone redemption stays listed, its facts struck through; its status cell says why. */
const Row = styled.tr<{ $undone: boolean }>`
  td {
    vertical-align: ${({ $undone }) => ($undone ? 'top' : 'middle')};
  }
  td:not(.status) {
    text-decoration: ${({ $undone }) => ($undone ? 'line-through' : 'none')};
    color: ${({ $undone, theme }) => ($undone ? theme.colors.subtle : 'inherit')};
  }
  td.status {
    width: 1%;
    min-width: 240px;
  }
`;

const Why = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  margin-top: ${space(1)};
  overflow-wrap: anywhere;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space(3)};
`;

const Refusal = styled(Notice)`
  margin-top: ${space(4)};
  font-size: 0.9rem;
`;

const ReasonField = styled.div`
  margin-top: ${space(4)};
`;

const Loading = styled.div`
  display: grid;
  gap: ${space(2)};
  margin-top: ${space(3)};
`;

const isAlreadyUndone = (error: unknown) => error instanceof ApiError && error.body?.code === 'already_undone';
/** A refusal with per-field issues (the reason) shows under its field; any other stays in the dialog. */
const hasFieldIssues = (error: unknown) => error instanceof ApiError && Boolean(error.issues);

/** Where it was served: a six-digit code no tablet has checked yet has no place. */
const where = (r: PortalRedemption) => r.locationName ?? (r.verifiedAt ? t`Unknown location` : null);

type UndoValues = FormValues<typeof UndoBodySchema>;

/** Asks why before undoing: the reason is kept with the redemption and in the audit log. */
function UndoDialog({ redemption, onClose }: { redemption: PortalRedemption; onClose: () => void }) {
  const { restaurantId } = usePortalScope();
  const undo = useUndoRedemption(restaurantId);
  const offer = redemption.offerType;
  const holder = redemption.holderFirstName;
  const when = formatDateTime(redemption.redeemedAt);
  const place = where(redemption);
  const { submit, field } = useSchemaForm({
    schema: UndoBodySchema,
    initial: (): UndoValues => ({ reason: '' }),
    send: (body, { onSuccess, onError }) =>
      undo.mutate({ id: redemption.id, body }, { onSuccess, onError: (err) => hasFieldIssues(err) && onError(err) }),
    successTitle: t`Redemption undone`,
    success: t`The use of ${offer} goes back to ${holder}'s card.`,
    failure: t`Could not undo the redemption`,
    onDone: onClose,
  });
  const refusal = undo.error && !hasFieldIssues(undo.error) ? undo.error : null;
  const alreadyUndone = isAlreadyUndone(refusal);

  return (
    <Dialog
      open
      onClose={() => !undo.isPending && onClose()}
      title={t`Undo this redemption?`}
      description={
        <>
          <strong>{offer}</strong>{' '}
          {place
            ? t`for ${holder}, ${when} at ${place}. The use goes back to the card; the redemption stays on record as undone, with your reason.`
            : t`for ${holder}, ${when}. The use goes back to the card; the redemption stays on record as undone, with your reason.`}
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        {refusal ? (
          <Refusal $tone={alreadyUndone ? 'warning' : 'danger'} role="alert">
            {alreadyUndone
              ? t`This redemption has already been undone, at the kiosk or by someone else. The list now shows it as undone.`
              : errorMessage(refusal, t`Could not undo the redemption. Please try again.`)}
          </Refusal>
        ) : null}
        <ReasonField>
          <TextareaField
            label={t`Reason`}
            {...field('reason')}
            hint={t`For example: scanned the wrong card. Kept with the redemption.`}
            maxLength={500}
            required
          />
        </ReasonField>
        <DialogFooter>
          <Button $variant="outline" onClick={onClose} disabled={undo.isPending}>
            {alreadyUndone ? t`Close` : t`Keep it`}
          </Button>
          <Button type="submit" $variant="destructive" disabled={undo.isPending || alreadyUndone}>
            {undo.isPending ? t`Undoing...` : t`Undo redemption`}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

/** The Undo button's name: which redemption it undoes. */
function undoLabel(r: PortalRedemption): string {
  const offer = r.offerType;
  const holder = r.holderFirstName;
  const when = formatDateTime(r.redeemedAt);
  return t`Undo ${offer} for ${holder}, ${when}`;
}

function Status({ redemption, onUndo }: { redemption: PortalRedemption; onUndo: () => void }) {
  const { undone } = redemption;
  if (undone) {
    return (
      <>
        <Badge $variant="secondary">{t`Undone`}</Badge>
        <Why>{t`By ${undone.by}`}</Why>
        <Why>{formatDateTime(undone.at)}</Why>
        <Why>“{undone.reason}”</Why>
      </>
    );
  }
  // The list holds the last 7 days; one that crossed the line since it loaded can no longer be undone here.
  if (Date.now() - new Date(redemption.redeemedAt).getTime() > UNDO_WINDOW_MS)
    return <Why>{t`Older than ${PORTAL_UNDO_DAYS} days`}</Why>;
  return <Button $variant="outline" $size="sm" onClick={onUndo} aria-label={undoLabel(redemption)}>{t`Undo`}</Button>;
}

/**
 * The last 7 days of redemptions, newest first, 50 at a time: the owner (or an admin acting on
 * the restaurant) undoes a mistaken one with a reason; undone ones stay, struck through, with
 * who, when and why.
 */
export function RecentRedemptions() {
  const id = useId();
  const redemptions = usePortalRedemptions();
  const [undoing, setUndoing] = useState<PortalRedemption | null>(null);
  const list = redemptions.data;

  return (
    <Section aria-labelledby={id}>
      <CardTitle id={id}>{t`Recent redemptions`}</CardTitle>
      <Intro>{t`The last ${PORTAL_UNDO_DAYS} days. A redemption made by mistake can be undone here within ${PORTAL_UNDO_DAYS} days: the use goes back to the card.`}</Intro>
      {redemptions.isPending ? (
        <Loading aria-busy="true" aria-label={t`Loading recent redemptions`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} $height="40px" />
          ))}
        </Loading>
      ) : redemptions.isError && !list ? (
        <Refusal $tone="danger" role="alert">
          {errorMessage(redemptions.error, t`Could not load the recent redemptions.`)}{' '}
          <Button $variant="ghost" $size="sm" onClick={() => void redemptions.refetch()}>{t`Try again`}</Button>
        </Refusal>
      ) : !list || list.length === 0 ? (
        <Empty>{t`No redemptions in the last ${PORTAL_UNDO_DAYS} days`}</Empty>
      ) : (
        <>
          <Table aria-label={t`Recent redemptions`}>
            <thead>
              <tr>
                <th scope="col">{t`Time`}</th>
                <th scope="col">{t`Location`}</th>
                <th scope="col">{t`Offer`}</th>
                <th scope="col">{t`Holder`}</th>
                <th scope="col" className="num">{t`Use`}</th>
                <th scope="col">{t`Status`}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <Row key={r.id} $undone={r.undone !== null} data-undone={r.undone ? 'true' : 'false'}>
                  <td>{formatDateTime(r.redeemedAt)}</td>
                  <td>{where(r) ?? <span className="sub">{t`Not checked at a tablet`}</span>}</td>
                  <td>{r.offerType}</td>
                  <td>{r.holderFirstName}</td>
                  <td className="num">{r.use}</td>
                  <td className="status">
                    <Status redemption={r} onUndo={() => setUndoing(r)} />
                  </td>
                </Row>
              ))}
            </tbody>
          </Table>
          {redemptions.isFetchNextPageError ? (
            <Refusal $tone="danger" role="alert">
              {errorMessage(redemptions.error, t`Could not load older redemptions.`)}
            </Refusal>
          ) : null}
          {redemptions.hasNextPage ? (
            <More>
              <Button
                $variant="outline"
                $size="sm"
                onClick={() => void redemptions.fetchNextPage()}
                disabled={redemptions.isFetchingNextPage}
              >
                {redemptions.isFetchingNextPage ? t`Loading...` : t`Show older redemptions`}
              </Button>
            </More>
          ) : null}
        </>
      )}
      {undoing ? <UndoDialog redemption={undoing} onClose={() => setUndoing(null)} /> : null}
    </Section>
  );
}
