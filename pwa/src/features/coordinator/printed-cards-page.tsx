import { plural, t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Table } from '../../components/back-office/data-table.tsx';
import {
  LANGUAGE_NAMES,
  PRINTED_BATCH_MAX,
  formatActivationCode,
  formatDateTime,
  type Language,
  type PrintedBatchSummary,
  type PrintedStatus,
  type PrintedTotals,
} from '@dealcard/shared';
import { Loaded, PageHeading, StatCard, StatGrid } from '../../components/back-office/kit.tsx';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { LanguageField } from '../../components/back-office/form-kit.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { currentLanguage } from '../../i18n/i18n.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { column, space, text } from '../../styles/theme.ts';
import { useCreatePrintedBatch, usePrintedBatch, usePrintedBatches, useVoidPrintedBatch } from './api/printed.ts';
import { AssignForm, Form } from './assign-form.tsx';
import { useCoordinatorScope } from './scope.ts';
import { VoidCardsForm } from './void-cards-form.tsx';

const Rows = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  ${column(2)}
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${space(2, 3)};
    padding: ${space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  .what {
    ${column(0.5)}
  }
  .muted {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(1.5)};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;
const Section = styled.h2`
  ${text(1.15, 800)}
  margin: ${space(6, 0, 3)};
`;

function statusLabel(status: PrintedStatus): string {
  switch (status) {
    case 'unsold':
      return t`Unsold`;
    case 'with_seller':
      return t`With a seller`;
    case 'activated':
      return t`Activated`;
    case 'void':
      return t({ message: 'Voided', context: 'one printed card in the list (feminine in Spanish)' });
  }
}
const STATUS_BADGE: Record<PrintedStatus, BadgeVariant> = {
  unsold: 'secondary',
  with_seller: 'info',
  activated: 'success',
  void: 'destructive',
};

function TotalsBadges({ totals }: { totals: PrintedTotals }) {
  return (
    <span className="badges">
      <Badge $variant="secondary">{plural(totals.unsold, { one: '# unsold', other: '# unsold' })}</Badge>
      <Badge $variant="info">{plural(totals.withSeller, { one: '# with a seller', other: '# with sellers' })}</Badge>
      <Badge $variant="success">{plural(totals.activated, { one: '# activated', other: '# activated' })}</Badge>
      {totals.void ? <Badge $variant="destructive">{plural(totals.void, { one: '# void', other: '# void' })}</Badge> : null}
    </span>
  );
}

/**
 * /nonprofit/cards: the campaign's printed batches, and a new one; /nonprofit/cards/{id}: one
 * batch, its print sheets, its stacks handed to sellers, each code's state, and its void.
 */
export function PrintedCardsPage() {
  const { campaign } = useCoordinatorScope();
  const batchId = Number(useLocation().pathname.split('/')[3]) || null;
  if (batchId) return <BatchDetail batchId={batchId} />;
  if (!campaign)
    return (
      <EmptyState icon="megaphone" title={t`No campaigns yet`} text={t`The restaurant has not started a campaign for you yet.`} />
    );
  return <Batches campaignId={campaign.campaignId} isLive={campaign.isLive} />;
}

function Batches({ campaignId, isLive }: { campaignId: number; isLive: boolean }) {
  const { link } = useCoordinatorScope();
  const batches = usePrintedBatches(campaignId);
  const create = useCreatePrintedBatch(campaignId);
  const navigate = useNavigate();
  const [count, setCount] = useState('50');
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const [countError, setCountError] = useState<string | undefined>();

  function submit(e: FormEvent) {
    e.preventDefault();
    setCountError(undefined);
    create.mutate(
      { count: Number(count), language },
      {
        onSuccess: (batch) => {
          toast({
            title: t`Batch ready to print`,
            description: plural(batch.count, { one: '# card', other: '# cards' }),
            variant: 'success',
          });
          void navigate(link(`/nonprofit/cards/${batch.id}`));
        },
        onError: (err) => {
          if (err instanceof ApiError && err.issues?.count) setCountError(err.issues.count[0]);
          else toast({ title: t`Error`, description: errorMessage(err, t`Could not create the batch`), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <>
      <PageHeading
        title={t`Printed Cards`}
        description={t`Print cards with an activation code and a QR: the buyer pays a seller in cash and activates the card on their phone.`}
      />
      {!isLive ? (
        <Notice $tone="warning">{t`This campaign is not on sale now, so no cards can be printed for it.`}</Notice>
      ) : null}
      <Form as="form" onSubmit={submit} aria-label={t`Print a new batch`}>
        <h2>{t`Print a new batch`}</h2>
        <div className="pair">
          <TextField
            label={t`Number of cards`}
            type="number"
            inputMode="numeric"
            min={1}
            max={PRINTED_BATCH_MAX}
            required
            value={count}
            error={countError}
            hint={t`1 to ${PRINTED_BATCH_MAX}; ten cards print on each sheet.`}
            onChange={(e) => setCount(e.target.value)}
          />
          <LanguageField label={t`Language printed on the cards`} value={language} onChange={setLanguage} />
        </div>
        <Button type="submit" disabled={create.isPending || !isLive}>
          {create.isPending ? t`Creating...` : t`Create Batch`}
        </Button>
      </Form>
      <Section>{t`Batches`}</Section>
      <Loaded
        query={batches}
        failure={t`Could not load the batches.`}
        empty={<EmptyState icon="grid" title={t`No printed cards yet`} text={t`Batches you print appear here.`} />}
      >
        {(list) => (
          <Rows>
            {list.map((b: PrintedBatchSummary) => (
              <li key={b.id}>
                <div className="what">
                  <strong>{t`Batch ${b.id} · ${plural(b.count, { one: '# card', other: '# cards' })}`}</strong>
                  <span className="muted">
                    {formatDateTime(b.createdAt)} · {LANGUAGE_NAMES[b.language]}
                    {b.voidedAt
                      ? ` · ${t({ message: 'Voided', context: 'a printed code or a batch (masculine in Spanish)' })}`
                      : ''}
                  </span>
                </div>
                <TotalsBadges totals={b.totals} />
                <ButtonLink as={Link} to={link(`/nonprofit/cards/${b.id}`)} $variant="outline" $size="sm">
                  {t`Open`}
                </ButtonLink>
              </li>
            ))}
          </Rows>
        )}
      </Loaded>
    </>
  );
}

function BatchDetail({ batchId }: { batchId: number }) {
  const { link } = useCoordinatorScope();
  const batch = usePrintedBatch(batchId);
  return (
    <Loaded query={batch} failure={t`Could not load the batch.`}>
      {({ batch: info, cards }) => (
        <>
          <PageHeading
            title={t`Batch ${info.id}`}
            description={`${info.restaurantName} · ${info.nonprofitName} · ${formatDateTime(info.createdAt)}`}
            actions={
              <Actions>
                <ButtonLink as={Link} to={link('/nonprofit/cards')} $variant="outline">
                  {t`All batches`}
                </ButtonLink>
                {info.voidedAt === null ? (
                  <ButtonLink as={Link} to={link(`/nonprofit/cards/${info.id}/print`)}>
                    {t`Print`}
                  </ButtonLink>
                ) : null}
              </Actions>
            }
          />
          {info.voidedAt ? (
            <Notice $tone="danger">{t`Voided ${formatDateTime(info.voidedAt)}: its unsold and assigned cards no longer work.`}</Notice>
          ) : null}
          <StatGrid>
            <StatCard label={t`Unsold`} value={info.totals.unsold} />
            <StatCard label={t`With sellers`} value={info.totals.withSeller} />
            <StatCard label={t`Activated`} value={info.totals.activated} />
            <StatCard label={t({ message: 'Voided', context: 'how many printed codes (plural)' })} value={info.totals.void} />
          </StatGrid>
          {info.voidedAt === null ? <AssignForm batchId={info.id} campaignId={info.campaignId} cards={cards} /> : null}
          <Section>{t`Cards`}</Section>
          <div style={{ overflowX: 'auto' }}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t`Code`}</th>
                  <th scope="col">{t`State`}</th>
                  <th scope="col">{t`Seller`}</th>
                  <th scope="col">{t`Activated`}</th>
                </tr>
              </thead>
              <tbody>
                {cards.map((c) => (
                  <tr key={c.activationCode} data-activation-code={c.activationCode}>
                    <td>{c.position}</td>
                    <td className="code">{formatActivationCode(c.activationCode)}</td>
                    <td>
                      <Badge $variant={STATUS_BADGE[c.status]}>{statusLabel(c.status)}</Badge>
                    </td>
                    <td>{c.sellerName ?? ''}</td>
                    <td>{c.activatedAt ? `${formatDateTime(c.activatedAt)} · ${c.activatedBy ?? ''}` : ''}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          {info.voidedAt === null ? <VoidCardsForm batchId={info.id} count={info.count} /> : null}
          {info.voidedAt === null ? <VoidBatch batchId={info.id} /> : null}
        </>
      )}
    </Loaded>
  );
}

function VoidBatch({ batchId }: { batchId: number }) {
  const voidBatch = useVoidPrintedBatch(batchId);
  function ask() {
    if (!window.confirm(t`Void this batch? Its unsold and assigned cards stop working at once; activated cards keep working.`))
      return;
    voidBatch.mutate(undefined, {
      onSuccess: () => toast({ title: t`Batch voided`, variant: 'success' }),
      onError: (err) =>
        toast({ title: t`Error`, description: errorMessage(err, t`Could not void the batch`), variant: 'destructive' }),
    });
  }
  return (
    <>
      <Section>{t`A lost stack?`}</Section>
      <p style={{ marginBottom: 12 }}>{t`Voiding the batch stops its cards that are not activated from working.`}</p>
      <Button $variant="destructive" onClick={ask} disabled={voidBatch.isPending}>
        {t`Void Batch`}
      </Button>
    </>
  );
}
