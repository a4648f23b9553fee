import { t } from '@lingui/core/macro';
import { formatShortDate } from '@dealcard/shared/dates';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { inactiveReasonLabel } from '../inactive-reason.ts';
import type { ListedCard } from '../device-cards.ts';
import { space, plainList, text } from '../../../styles/theme.ts';

const List = styled.ul`
  ${plainList(3)}
`;

const Item = styled.li<{ $inactive: boolean }>`
  position: relative;
  overflow: hidden;
  padding: ${space(4, 4, 4, 5.5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
  &::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0;
    bottom: 0;
    width: 6px;
    background: ${({ theme, $inactive }) => ($inactive ? theme.colors.border : `linear-gradient(${theme.colors.primary}, ${theme.colors.primaryDeep})`)};
  }
  ${({ $inactive }) => ($inactive ? 'opacity: 0.6;' : '')}
`;

const Top = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space(1.5)};
`;

const Name = styled.h3`
  ${text(1.1, 800)}
`;

const Supporting = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-top: ${space(0.5)};
`;

const Dates = styled.p`
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.muted};
  margin-top: ${space(1.5)};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  margin-top: ${space(3)};
`;

const DeviceTag = styled.span`
  font-size: 0.78rem;
  color: ${({ theme }) => theme.colors.subtle};
`;

/** One list of cards; inactive ones are dimmed with the reason they are inactive. */
export function CardList({ cards, inactive = false }: { cards: ListedCard[]; inactive?: boolean }) {
  return (
    <List>
      {cards.map((c) => (
        <Item key={c.accessCode} $inactive={inactive} data-testid={inactive ? 'inactive-card' : 'active-card'}>
          <Top>
            {inactive ? (
              <Badge $variant="secondary">{c.inactiveReason ? inactiveReasonLabel(c.inactiveReason) : t`Inactive`}</Badge>
            ) : (
              <Badge $variant="success">{t`Active`}</Badge>
            )}
            <div>
              <Name>{c.restaurantName ?? t`Deal card`}</Name>
              <Supporting>{t`Supporting ${c.nonprofitName}`}</Supporting>
            </div>
          </Top>
          <Dates>{t`Purchased ${formatShortDate(c.purchaseDate)} · Expires ${formatShortDate(c.expiresOn ?? c.expirationDate)}`}</Dates>
          <Actions>
            <DeviceTag>{c.onDeviceOnly ? t`Saved on this device` : ''}</DeviceTag>
            <ButtonLink
              as={Link}
              to={`/card/${encodeURIComponent(c.accessCode)}`}
              $size="sm"
              $variant={inactive ? 'outline' : 'primary'}
            >{t`View Card`}</ButtonLink>
          </Actions>
        </Item>
      ))}
    </List>
  );
}
