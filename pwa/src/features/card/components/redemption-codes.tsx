import { t } from '@lingui/core/macro';
import type { Redemption } from '@dealcard/shared';
import { formatDateTime } from '@dealcard/shared/dates';
import styled from 'styled-components';
import { space, plainList, text } from '../../../styles/theme.ts';

const List = styled.ul`
  ${plainList(2)}
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(3, 3.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.primary};
`;

const Code = styled.p`
  font-family: ${({ theme }) => theme.font.mono};
  ${text(1.5, 800)}
  letter-spacing: 0.12em;
  font-variant-numeric: tabular-nums;
`;

const Meta = styled.div`
  text-align: right;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  p:first-child {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Checked = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

/** The holder's past codes, newest first: a code shown once is never lost when the dialog closes. */
export function RedemptionCodes({ redemptions }: { redemptions: Redemption[] }) {
  // ISO timestamps sort as plain strings; localeCompare would set up an ICU collator on the card's first paint.
  const sorted = [...redemptions].sort((a, b) =>
    a.redeemedAt < b.redeemedAt ? 1 : a.redeemedAt > b.redeemedAt ? -1 : b.id - a.id,
  );
  return (
    <List aria-label={t`Redemption codes`}>
      {sorted.map((r) => (
        <Item key={r.id} data-testid="redemption">
          <Code aria-label={t`Code ${r.code.split('').join(' ')}`}>{r.undoneAt ? <s>{r.code}</s> : r.code}</Code>
          <Meta>
            <p>{r.offerType}</p>
            <p>{formatDateTime(r.redeemedAt)}</p>
            {r.undoneAt ? <p>{t`Undone`}</p> : r.verifiedAt ? <Checked>{t`Checked by the restaurant`}</Checked> : null}
          </Meta>
        </Item>
      ))}
    </List>
  );
}
