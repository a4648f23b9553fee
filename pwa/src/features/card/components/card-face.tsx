import { t } from '@lingui/core/macro';
import type { CardDetailResponse } from '@dealcard/shared';
import { isPastLastDay, lastDaySoon, readCardState } from '@dealcard/shared/card-state';
import { formatCardDate } from '@dealcard/shared/dates';
import styled from 'styled-components';
import { productTypeLabel } from '../../../lib/card-words.ts';
import { space, row, text } from '../../../styles/theme.ts';

const Face = styled.article`
  position: relative;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.onPrimary};
  border-radius: 22px;
  padding: ${space(5, 5, 4.5)};
  background: ${({ theme }) => theme.cardFace.background};
  box-shadow: ${({ theme }) => theme.cardFace.shadow};
  &::after {
    /* A faint ring pattern, like the guilloche on a printed card. */
    content: '';
    position: absolute;
    right: -${space(17.5)};
    top: -${space(17.5)};
    width: 220px;
    height: 220px;
    border-radius: 50%;
    border: 26px solid ${({ theme }) => theme.cardFace.ring};
    pointer-events: none;
  }
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  margin-bottom: ${space(4)};
`;

const Chip = styled.span<{ $tone?: 'light' | 'danger' | 'warning' }>`
  display: inline-flex;
  align-items: center;
  padding: ${space(0.75, 2.5)};
  border-radius: 999px;
  ${text(0.72, 800)}
  letter-spacing: 0.08em;
  text-transform: uppercase;
  background: ${({ $tone, theme }) => ($tone === 'danger' ? theme.colors.dangerSoft : $tone === 'warning' ? theme.colors.warningSoft : theme.cardFace.chip)};
  color: ${({ $tone, theme }) => ($tone === 'danger' ? theme.colors.dangerStrong : $tone === 'warning' ? theme.colors.warningStrong : theme.colors.onPrimary)};
  border: 1px solid ${({ $tone, theme }) => ($tone ? 'transparent' : theme.cardFace.mark)};
`;

const Supporters = styled.div`
  ${row(3.5)}
`;

const Logo = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex: none;
  object-fit: contain;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.surface};
  padding: ${space(1)};
  box-shadow: ${({ theme }) => theme.cardFace.logoShadow};
`;

const Kicker = styled.p`
  ${text(0.72, 800)}
  letter-spacing: 0.14em;
  opacity: 0.92;
`;

const NonprofitName = styled.h1`
  ${text(1.45, 800)}
  line-height: 1.15;
  margin-top: ${space(0.5)};
  overflow-wrap: anywhere;
`;

const Perforation = styled.div`
  margin: ${space(4.5)} -${space(5, 4)};
  border-top: 2px dashed ${({ theme }) => theme.cardFace.mark};
`;

const Restaurant = styled.div`
  ${row(3)}
  min-height: 44px;
`;

const RestaurantName = styled.p`
  ${text(1.05, 700)}
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

const WebsiteLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  color: ${({ theme }) => theme.colors.onPrimary};
  ${text(0.9, 600)}
  text-underline-offset: 3px;
`;

const Footer = styled.div`
  margin-top: ${space(4)};
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space(2)};
  font-size: 0.95rem;
`;

const Expires = styled.p<{ $expired: boolean }>`
  font-weight: 700;
  letter-spacing: 0.02em;
  ${({ $expired }) => ($expired ? 'text-decoration: line-through; opacity: 0.8;' : '')}
`;

const Holder = styled.p`
  font-size: 0.8rem;
  opacity: 0.85;
  text-align: right;
`;

/** The front of the card: campaign label, who it supports, where it is good, when it ends. */
export function CardFace({ detail, now = new Date() }: { detail: CardDetailResponse; now?: Date }) {
  const { card, restaurant, nonprofit } = detail;
  // Judged in the deployment's zone, as the counter judges it (card-state.ts).
  const { state, zone, expiresOn } = readCardState(card, now);
  const expired = isPastLastDay(expiresOn, now, zone);
  const soon = state === 'active' && lastDaySoon(expiresOn, now, zone);
  const label = productTypeLabel(card.productType);
  return (
    <Face aria-label={t`Deal card`}>
      <TopRow>
        <Chip data-testid="campaign-badge">{label}</Chip>
        {card.status === 'refunded' ? (
          <Chip $tone="danger">{t`Refunded`}</Chip>
        ) : card.status === 'on_hold' ? (
          <Chip $tone="warning">{t`On Hold`}</Chip>
        ) : expired ? (
          <Chip $tone="danger">{t`Expired`}</Chip>
        ) : soon ? (
          <Chip $tone="warning">{t`Expires Soon`}</Chip>
        ) : null}
      </TopRow>
      <Supporters>
        {nonprofit?.logoUrl ? <Logo src={nonprofit.logoUrl} alt={t`${card.nonprofitName} logo`} $size={60} /> : null}
        <div>
          <Kicker>{t`PROUD SUPPORTERS OF`}</Kicker>
          <NonprofitName>{card.nonprofitName}</NonprofitName>
        </div>
      </Supporters>
      <Perforation />
      {restaurant ? (
        <Restaurant>
          {restaurant.logoUrl ? <Logo src={restaurant.logoUrl} alt={t`${restaurant.name} logo`} $size={46} /> : null}
          <div>
            <RestaurantName>{restaurant.name}</RestaurantName>
            {restaurant.websiteUrl ? (
              <WebsiteLink
                href={restaurant.websiteUrl}
                target="_blank"
                rel="noopener noreferrer"
              >{t`Visit Website ↗`}</WebsiteLink>
            ) : null}
          </div>
        </Restaurant>
      ) : null}
      <Footer>
        <Expires $expired={expired}>{expiresOn ? t`Expires: ${formatCardDate(expiresOn)}` : null}</Expires>
        {card.customerFirstName ? <Holder>{card.customerFirstName}</Holder> : null}
      </Footer>
    </Face>
  );
}
