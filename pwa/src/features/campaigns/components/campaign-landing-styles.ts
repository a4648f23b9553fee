// The campaign landing page's styled parts.
import styled from 'styled-components';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, Page } from '../../../components/ui/card.tsx';
import { StateCard } from '../../../components/ui/state-card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { space, media, plainList, column, row, text } from '../../../styles/theme.ts';

export const Layout = styled(Page)`
  max-width: 720px;
  padding-bottom: ${space(30)};
  ${column(4)}
`;
export const Partners = styled(Card)`
  display: grid;
  gap: ${space(4)};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
export const Partner = styled.div`
  ${row(3)}
  min-width: 0;
  small {
    display: block;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    ${text(0.72, 700)}
    color: ${({ theme }) => theme.colors.subtle};
  }
  strong {
    display: block;
    font-size: 1.1rem;
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
`;
export const Title = styled.h1`
  font-size: clamp(1.6rem, 6vw, 2.2rem);
  font-weight: 800;
  letter-spacing: -0.01em;
`;
export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.05rem;
  margin-top: ${space(2)};
`;
export const PriceCard = styled(Card)`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primarySoft}, ${({ theme }) => theme.colors.cream});
  border-color: ${({ theme }) => theme.colors.peach};
`;
export const PriceRow = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space(3)};
  flex-wrap: wrap;
`;
export const Regular = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
  s {
    font-weight: 600;
  }
`;
export const YourPrice = styled.p`
  ${text(0.95, 600)}
  strong {
    display: block;
    font-size: 2.4rem;
    line-height: 1.1;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;
export const SavingsBadge = styled(Badge)`
  font-size: 0.95rem;
  padding: ${space(1.5, 3)};
`;
export const Totals = styled.p`
  margin-top: ${space(3)};
  padding-top: ${space(3)};
  border-top: 1px dashed ${({ theme }) => theme.colors.peachStrong};
  display: flex;
  justify-content: space-between;
  font-weight: 600;
  gap: ${space(3)};
`;
export const Offers = styled.ul`
  ${plainList(2.5)}
  margin: ${space(3)} 0 0;
`;
export const Offer = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(3, 3.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  strong {
    display: block;
    font-size: 1.02rem;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;
export const OfferValue = styled.span`
  flex: none;
  text-align: right;
  font-weight: 700;
  small {
    display: block;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.subtle};
    font-size: 0.78rem;
  }
`;
export const Qty = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 800;
`;
export const Validity = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;
export const ActionBar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 40;
  padding: ${space(3, 4)} calc(${space(3)} + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.bar};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.barTop};
  > div {
    max-width: 720px;
    margin: 0 auto;
  }
`;
export const Inactive = styled(Notice)`
  text-align: center;
  font-weight: 700;
  padding: ${space(3.5)};
  strong {
    display: block;
  }
  a {
    display: inline-block;
    margin-top: ${space(0.5)};
    ${text(0.92, 600)}
    color: ${({ theme }) => theme.colors.text};
  }
`;
export const NotFound = styled(StateCard)`
  margin-top: ${space(6)};
  h1 {
    font-size: 1.5rem;
  }
  p {
    margin-bottom: ${space(5)};
  }
`;
export const SectionTitle = styled.h2`
  font-size: 1.15rem;
`;
export const WebsiteLink = styled(ButtonLink)`
  white-space: normal;
  text-align: center;
`;
export const SellButton = styled(Button)`
  white-space: normal;
  text-align: center;
  margin-top: ${space(1)};
  padding-top: ${space(2)};
  padding-bottom: ${space(2)};
`;
export const SellerNote = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;
export const DialogFailed = styled(Notice)`
  ${text(0.9, 600)}
`;

/**
 * A share link's seller code for this campaign: the URL's own, else the one this tab remembered.
 * A link's code is remembered so a buyer who browses away and back still carries it to checkout.
 */
