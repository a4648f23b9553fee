// The marketing page's styled parts: its sections, tiles, figures and footer.
import styled from 'styled-components';
import { space, media, plainList, column, row, text } from '../../../styles/theme.ts';

export const Wrap = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: 0 ${space(4)};
`;
export const Section = styled.section<{ $tint?: boolean }>`
  padding: ${space(12)} 0;
  background: ${({ $tint, theme }) => ($tint ? theme.colors.surface : 'transparent')};
  h2 {
    font-size: clamp(1.5rem, 5.5vw, 2.2rem);
    font-weight: 800;
    text-align: center;
    letter-spacing: -0.01em;
  }
`;
export const SectionLead = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  max-width: 620px;
  margin: ${space(2.5)} auto ${space(7)};
  font-size: 1.05rem;
`;

export const Hero = styled.section`
  background:
    radial-gradient(circle at 20% 0%, ${({ theme }) => theme.colors.peach} 0, transparent 55%),
    linear-gradient(180deg, ${({ theme }) => theme.colors.primarySoft}, ${({ theme }) => theme.colors.background});
  padding: ${space(12)} 0 ${space(10)};
  text-align: center;
  h1 {
    font-size: clamp(2rem, 8vw, 3.4rem);
    font-weight: 850;
    letter-spacing: -0.02em;
    line-height: 1.08;
    max-width: 820px;
    margin: 0 auto;
  }
  h1 span {
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 1.1rem;
    max-width: 600px;
    margin: ${space(4)} auto 0;
  }
`;
export const HeroActions = styled.div`
  ${column(3)}
  margin: ${space(7)} auto 0;
  max-width: 420px;
  ${media.sm} {
    flex-direction: row;
    justify-content: center;
    max-width: none;
  }
`;
export const Kicker = styled.p`
  display: inline-block;
  margin: 0 0 ${space(4)} !important;
  padding: ${space(1.5, 3.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.peach};
  color: ${({ theme }) => theme.colors.primaryHover} !important;
  font-weight: 700;
  font-size: 0.9rem !important;
`;

export const Trust = styled.section`
  padding: ${space(5)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.subtle};
    ${text(0.85, 700)}
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: ${space(3)} 0 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${space(2.5, 7)};
  }
  li {
    ${text(1.05, 800)}
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const Grid = styled.div<{ $cols?: number }>`
  display: grid;
  gap: ${space(4)};
  ${media.md} {
    grid-template-columns: repeat(${({ $cols = 3 }) => $cols}, 1fr);
  }
`;
export const Tile = styled.article<{ $featured?: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ $featured, theme }) => ($featured ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${space(5.5)};
  ${column(2.5)}
  h3 {
    font-size: 1.25rem;
    ${row(2.5)}
    flex-wrap: wrap;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    flex: 1;
  }
  ul {
    margin: 0;
    padding-left: ${space(5)};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
export const StepNumber = styled.span`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${text(1.2, 800)}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;
export const Quote = styled.figure`
  margin: 0 auto;
  max-width: 760px;
  text-align: center;
  blockquote {
    margin: 0;
    font-size: clamp(1.15rem, 4.5vw, 1.5rem);
    font-weight: 600;
    line-height: 1.45;
  }
  figcaption {
    margin-top: ${space(3.5)};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
export const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${space(2)};
  margin: ${space(7)} 0 0;
  text-align: center;
  div {
    background: ${({ theme }) => theme.colors.primarySoft};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${space(3.5, 1.5)};
  }
  dt {
    order: 2;
    font-size: 0.82rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: clamp(1.3rem, 6vw, 2rem);
    font-weight: 850;
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  div {
    display: flex;
    flex-direction: column-reverse;
  }
`;
export const Cta = styled.section`
  margin: 0;
  padding: ${space(12, 4)};
  text-align: center;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.onPrimary};
  h2 {
    font-size: clamp(1.5rem, 6vw, 2.2rem);
    font-weight: 800;
  }
  p {
    color: ${({ theme }) => theme.colors.nightText};
    margin: ${space(2.5)} auto ${space(6)};
    max-width: 560px;
  }
`;
export const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.nightText};
  padding: ${space(9)} 0 ${space(6)};
  font-size: 0.95rem;
`;
export const FooterGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(6)};
  ${media.md} {
    grid-template-columns: 2fr 1fr 1fr 1fr;
  }
  h3 {
    color: ${({ theme }) => theme.colors.onPrimary};
    font-size: 0.95rem;
    margin-bottom: ${space(2.5)};
  }
  ul {
    ${plainList(1)}
  }
  a {
    color: ${({ theme }) => theme.colors.peachStrong};
    text-decoration: none;
    display: inline-flex;
    min-height: 36px;
    align-items: center;
  }
  li > span {
    display: inline-flex;
    min-height: 36px;
    align-items: center;
    color: ${({ theme }) => theme.colors.nightMuted};
  }
`;
export const Brand = styled.div`
  grid-column: 1 / -1;
  ${media.md} {
    grid-column: auto;
  }
  strong {
    color: ${({ theme }) => theme.colors.onPrimary};
    font-size: 1.1rem;
  }
  p {
    color: ${({ theme }) => theme.colors.nightMuted};
    margin-top: ${space(1.5)};
    max-width: 320px;
  }
`;
export const Copyright = styled.p`
  margin-top: ${space(7)};
  padding-top: ${space(4.5)};
  border-top: 1px solid ${({ theme }) => theme.colors.nightRule};
  color: ${({ theme }) => theme.colors.nightMuted};
  font-size: 0.85rem;
`;
