import { t } from '@lingui/core/macro';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LanguagePicker } from '../../components/language-picker.tsx';
import { useConfig } from '../../lib/api/config.ts';
import { isHeaderHidden } from './public-header.tsx';
import { space, media, column } from '../../styles/theme.ts';

const Foot = styled.footer`
  margin-top: ${space(8)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${space(5, 4)} calc(${space(5)} + env(safe-area-inset-bottom));
  font-size: 0.92rem;
`;
const Inner = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  ${column(2)}
  ${media.md} {
    flex-direction: row;
    justify-content: space-between;
    align-items: center;
  }
  p {
    color: ${({ theme }) => theme.colors.subtle};
  }
`;
const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space(1)};
  margin-left: -${space(2.5)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${space(2.5)};
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    text-decoration: none;
    border-radius: 8px;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
`;

/**
 * Pages with their own full-screen flow or footer leave this one out: those without the public
 * header (the back office and the nonprofit's workspace bring their own frame), and the pitch.
 */
function hidden(pathname: string): boolean {
  return pathname === '/for-restaurants' || isHeaderHidden(pathname);
}

/** The public pages' footer: the way to the restaurant pitch, and the dev outbox when it is on. */
export function SiteFooter() {
  const { pathname } = useLocation();
  const config = useConfig();
  if (hidden(pathname)) return null;
  return (
    <Foot>
      <Inner>
        <Links aria-label={t`Footer`}>
          <Link to="/campaigns">{t`Browse Campaigns`}</Link>
          <Link to="/find-my-card">{t`My Deal Card`}</Link>
          <Link to="/for-restaurants">{t`For Restaurants`}</Link>
          <Link to="/accessibility">{t`Accessibility`}</Link>
          {config.data?.outboxViewer ? <Link to="/dev/outbox">{t`Dev outbox`}</Link> : null}
        </Links>
        <p>{t`Half of every Campaign card goes to a local nonprofit.`}</p>
        <LanguagePicker />
      </Inner>
    </Foot>
  );
}
