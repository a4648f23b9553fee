import { plural, t } from '@lingui/core/macro';
import type { CardOffer } from '@dealcard/shared';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button.tsx';
import { OfferIcon } from './offer-icon.tsx';
import { space, plainList, row, text } from '../../../styles/theme.ts';

const List = styled.ul`
  ${plainList(2.5)}
`;

const Item = styled.li<{ $usedUp: boolean }>`
  ${row(3.5)}
  padding: ${space(3.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $usedUp }) => ($usedUp ? theme.colors.background : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $usedUp }) => ($usedUp ? 'opacity: 0.55; filter: grayscale(1);' : '')}
`;

const IconWrap = styled.div`
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: 14px;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
`;

const Text = styled.div<{ $usedUp: boolean }>`
  flex: 1;
  min-width: 0;
  ${({ $usedUp }) => ($usedUp ? 'text-decoration: line-through; p { text-decoration: inherit; }' : '')}
`;

const Type = styled.p`
  font-weight: 700;
  line-height: 1.25;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  line-height: 1.35;
  margin-top: ${space(0.5)};
`;

const Count = styled.div`
  flex: none;
  text-align: right;
`;

const Remaining = styled.p`
  ${text(1.15, 800)}
  font-variant-numeric: tabular-nums;
`;

const Punches = styled.div`
  display: flex;
  gap: ${space(0.75)};
  justify-content: flex-end;
  margin-top: ${space(1)};
`;

const Punch = styled.span<{ $left: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  border: 1.5px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme, $left }) => ($left ? theme.colors.primary : 'transparent')};
`;

/**
 * Each offer with its icon, description and remaining/total; used-up ones greyed and struck
 * through. `pending` counts, by offer id, the uses shown offline that the server has not counted yet.
 */
export function OfferList({
  offers,
  pending = {},
  onShowAgain,
}: {
  offers: CardOffer[];
  pending?: Record<number, number>;
  /** Shows an offer's voucher used offline again, until the server has counted it. */
  onShowAgain?: (offerId: number) => void;
}) {
  return (
    <List aria-label={t`Offers`}>
      {offers.map((offer) => {
        const usedUp = offer.quantityRemaining <= 0;
        return (
          <Item key={offer.id} $usedUp={usedUp} data-testid="offer" data-used-up={usedUp}>
            <IconWrap>
              <OfferIcon offerType={offer.offerType} />
            </IconWrap>
            <Text $usedUp={usedUp}>
              <Type>{offer.offerType}</Type>
              {offer.description ? <Description>{offer.description}</Description> : null}
              {pending[offer.id] ? (
                <Description as="strong">
                  {plural(pending[offer.id] ?? 0, {
                    one: '# used offline, not yet confirmed',
                    other: '# used offline, not yet confirmed',
                  })}
                </Description>
              ) : null}
              {pending[offer.id] && onShowAgain ? (
                <Button $variant="outline" $size="sm" onClick={() => onShowAgain(offer.id)}>
                  {t`Show again`}
                </Button>
              ) : null}
            </Text>
            <Count>
              {/* A paragraph takes no aria-label (HTML's rule): the words for a screen reader, the digits on screen. */}
              <Remaining>
                <span aria-hidden="true" data-testid="offer-remaining">
                  {offer.quantityRemaining}/{offer.quantityTotal}
                </span>
                <span className="visually-hidden">{t`${offer.quantityRemaining} of ${offer.quantityTotal} remaining`}</span>
              </Remaining>
              {offer.quantityTotal <= 10 ? (
                <Punches aria-hidden="true">
                  {Array.from({ length: offer.quantityTotal }, (_, i) => (
                    <Punch key={i} $left={i < offer.quantityRemaining} />
                  ))}
                </Punches>
              ) : null}
            </Count>
          </Item>
        );
      })}
    </List>
  );
}
