import { t } from '@lingui/core/macro';
import { useState, type CSSProperties, type HTMLAttributes, type Key, type ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../ui/skeleton.tsx';
import { space, text } from '../../styles/theme.ts';
import { StackTable } from './stack-table.tsx';

/**
 * The back office's one table: every list of rows in the admin, the portal and the nonprofit's
 * workspace is this table (rows stack on a phone, see StackTable). `.num` cells are figures
 * (right, tabular), `.code` cells codes, `.sub` a second, quieter line; `$foot` gives a
 * `<tfoot>` total its weight, and a `clickable` row a pointer and a hover.
 */
export const Table = styled(StackTable)`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  th,
  td {
    text-align: left;
    padding: ${space(2.5, 3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  thead th {
    ${text(0.85, 600)}
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
  tbody th {
    font-weight: 500;
  }
  tr.clickable {
    cursor: pointer;
  }
  tr.clickable:hover td {
    background: ${({ theme }) => theme.colors.background};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  td.num,
  th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  td.code {
    font-family: ${({ theme }) => theme.font.mono};
    white-space: nowrap;
  }
  td code {
    ${text(1, 700)}
    letter-spacing: 0.08em;
  }
  .sub,
  td small {
    display: block;
    color: ${({ theme }) => theme.colors.subtle};
    font-size: 0.85rem;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    border-bottom: 0;
  }
`;

const Bars = styled.div`
  display: grid;
  gap: ${space(2)};
  padding: ${space(4)};
`;

/** A table's rows while they load: three grey bars. */
export function RowsSkeleton() {
  return (
    <Bars aria-busy="true" aria-label={t`Loading`}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} $height="2.2rem" />
      ))}
    </Bars>
  );
}

/** One column of a DataTable: its heading, its cell, and how it sorts (when it does). */
export interface Column<R> {
  key: string;
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** A figure: right-aligned, tabular digits. */
  num?: boolean;
  /** Sorts the rows by this value when the heading is pressed (the first press ascending). */
  sortBy?: (row: R) => string | number;
  style?: CSSProperties;
}

type Direction = 'ascending' | 'descending';

const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

function sorted<R>(rows: readonly R[], column: Column<R> | undefined, direction: Direction): readonly R[] {
  const by = column?.sortBy;
  if (!by) return rows;
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = by(a);
    const y = by(b);
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
  });
}

export interface DataTableProps<R> {
  /** The table's accessible name. */
  label: string;
  columns: ReadonlyArray<Column<R> | false>;
  rows: readonly R[];
  rowKey: (row: R) => Key;
  /** Grey bars instead of the rows while they load. */
  loading?: boolean;
  /** Shown instead of the table when there is no row. */
  empty?: ReactNode;
  /** Attributes of a row (a click: give it the class `clickable`; a test id). */
  rowProps?: (row: R) => HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string };
  /** A `<tfoot>` row (totals), its cells laid out like the columns. */
  foot?: ReactNode;
  className?: string;
}

/**
 * A list of rows from columns: its loading bars, its empty state, and sorting by any column that
 * says how (its heading becomes a button, `aria-sort` tells which way).
 */
export function DataTable<R>({ label, columns, rows, rowKey, loading, empty, rowProps, foot, className }: DataTableProps<R>) {
  const shown = columns.filter((c): c is Column<R> => Boolean(c));
  const [sort, setSort] = useState<{ key: string; direction: Direction } | null>(null);
  if (loading) return <RowsSkeleton />;
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const column = shown.find((c) => c.key === sort?.key);
  const ordered = sorted(rows, column, sort?.direction ?? 'ascending');
  const press = (key: string) =>
    setSort((s) => ({ key, direction: s?.key === key && s.direction === 'ascending' ? 'descending' : 'ascending' }));
  return (
    <Table aria-label={label} className={className}>
      <thead>
        <tr>
          {shown.map((c) => (
            <th
              key={c.key}
              className={c.num ? 'num' : undefined}
              aria-sort={c.sortBy ? (sort?.key === c.key ? sort.direction : 'none') : undefined}
            >
              {c.sortBy ? <SortButton onClick={() => press(c.key)}>{c.header}</SortButton> : c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ordered.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {shown.map((c) => (
              <td key={c.key} className={c.num ? 'num' : undefined} style={c.style}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {foot ? <tfoot>{foot}</tfoot> : null}
    </Table>
  );
}
