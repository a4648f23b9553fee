import { useLayoutEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { media, space } from '../../styles/theme.ts';

/*
 * On a phone a table's rows become cards: each cell on its own line, led by its column's heading
 * (copied from the table's head into `data-label`, so the words are the screen's language). From
 * the small-tablet width up it is a plain table. Cells without a heading (actions) stand alone.
 */
const Stacked = styled.table`
  /* A switch in a row (shown on the leaderboard, and the like) is a target of at least 24px. */
  input[type='checkbox'] {
    width: 24px;
    height: 24px;
    margin: 0;
    vertical-align: middle;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  ${media.upToSm} {
    &,
    tbody,
    tr,
    td {
      display: block;
      width: 100%;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tr {
      padding: ${space(2, 0)};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    && td {
      position: relative;
      min-height: 1.6em;
      padding: ${space(1, 0, 1)};
      padding-left: 40%;
      border-bottom: 0;
      text-align: left;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    && td:not([data-label]),
    && td[data-label=''] {
      padding-left: 0;
    }
    td[data-label]:not([data-label=''])::before {
      content: attr(data-label);
      position: absolute;
      left: 0;
      width: calc(40% - ${space(2)});
      /* A figure's cell is right-aligned; its heading still reads from the left like the others. */
      text-align: left;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.muted};
    }
  }
`;

/** A back-office table that stacks its rows on a phone. Same props as a `<table>`. */
export function StackTable(props: ComponentPropsWithoutRef<'table'>) {
  const ref = useRef<HTMLTableElement>(null);
  // After each render: every body cell takes its column heading's text (spans of 1 assumed).
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return;
    const headings = [...table.querySelectorAll('thead tr:first-child th')].map((th) => th.textContent?.trim() ?? '');
    for (const row of table.querySelectorAll('tbody tr')) {
      [...row.children].forEach((cell, i) => {
        const label = headings[i] ?? '';
        if (cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
      });
    }
  });
  return <Stacked ref={ref} {...props} />;
}
