import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCents, formatShortDate } from '@dealcard/shared';
import { Card } from '../ui/card.tsx';
import { space, text } from '../../styles/theme.ts';
import { DataTable } from './data-table.tsx';
import { StatCard, StatGrid } from './kit.tsx';

/** The back office's money, the same in the admin, the portal and the nonprofit's workspace. */

/** One figure of a money summary: its label and its amount in cents. */
export interface MoneyFigure {
  label: string;
  cents: number;
}

/** A row of labelled amounts (earned, paid, due...), each its own figure. */
export function MoneySummary({ figures, loading, flush }: { figures: MoneyFigure[]; loading?: boolean; flush?: boolean }) {
  return (
    <StatGrid style={flush ? { marginTop: 16, marginBottom: 0 } : undefined}>
      {figures.map((f) => (
        <StatCard key={f.label} label={f.label} value={formatCents(f.cents)} loading={loading} />
      ))}
    </StatGrid>
  );
}

/** Money that moved (a payout, a remittance): when, with whom when it is said, the reference and how much. */
export interface Movement {
  id: number;
  on: string;
  who?: string;
  reference: string;
  cents: number;
}

export const MovementsSection = styled(Card)`
  margin-bottom: ${space(6)};
  overflow-x: auto;
  h2 {
    ${text(1.15, 700)}
    margin-bottom: ${space(2)};
  }
`;

/**
 * A list of movements, newest first as the server sends them: date, who (when `who` names the
 * column), reference, amount; `empty` when there is none.
 */
export function MovementsTable({
  label,
  rows,
  who,
  empty,
  loading,
}: {
  label: string;
  rows: Movement[];
  who?: string;
  empty: ReactNode;
  loading?: boolean;
}) {
  return (
    <DataTable
      label={label}
      loading={loading}
      empty={empty}
      rows={rows}
      rowKey={(m) => m.id}
      columns={[
        { key: 'on', header: t`Date`, cell: (m) => formatShortDate(m.on), style: { whiteSpace: 'nowrap' } },
        who !== undefined && { key: 'who', header: who, cell: (m) => m.who },
        { key: 'reference', header: t`Reference`, cell: (m) => m.reference, style: { overflowWrap: 'anywhere' } },
        { key: 'cents', header: t`Amount`, num: true, cell: (m) => formatCents(m.cents) },
      ]}
    />
  );
}

/** A titled card of movements, with what is said when there is none yet (words, or an empty state). */
export function Movements(props: { title: string; rows: Movement[]; none: ReactNode; who?: string; loading?: boolean }) {
  return (
    <MovementsSection aria-label={props.title}>
      <h2>{props.title}</h2>
      <MovementsTable label={props.title} rows={props.rows} who={props.who} loading={props.loading} empty={props.none} />
    </MovementsSection>
  );
}
