import { t } from '@lingui/core/macro';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/api/current-user.ts';
import { space, media, row, text } from '../../styles/theme.ts';

/** Paths that have no public header (the back office and the sign-in pages bring their own). */
const HIDDEN_PREFIXES = ['/restaurant', '/portal', '/admin', '/campaign', '/checkout'];

export function isHeaderHidden(pathname: string): boolean {
  if (pathname === '/onboard') return true;
  // The nonprofit's workspace (not its e-mailed dashboard link, /nonprofit/{token}).
  if (/^\/nonprofit(\/(roster|sales|money|cards(\/\d+)?))?$/.test(pathname)) return true;
  return HIDDEN_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.bar};
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
/** Phones and tablets: logo and sign-in on one row, the three links below. Laptops: one row. */
const Inner = styled.nav`
  max-width: 1120px;
  margin: 0 auto;
  padding: ${space(1, 3)};
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-areas: 'logo auth' 'links links';
  align-items: center;
  column-gap: ${space(2)};
  ${media.narrow} {
    padding: ${space(1, 2)};
  }
  ${media.md} {
    padding: ${space(2, 4)};
  }
  ${media.lg} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'logo links auth';
  }
`;
const Logo = styled(Link)`
  grid-area: logo;
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  ${text(1.05, 800)}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  min-height: 44px;
  white-space: nowrap;
  img {
    width: 28px;
    height: 28px;
  }
  /* On a narrow phone the mark alone leaves room for both sign-in buttons. */
  ${media.narrow} {
    span {
      display: none;
    }
  }
`;
const Links = styled.div`
  grid-area: links;
  ${row(0.5)}
  overflow-x: auto;
  scrollbar-width: none;
  margin: 0 -${space(1)};
  a {
    padding: ${space(1.5, 1.75)};
    border-radius: 8px;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.muted};
    ${text(0.875, 600)}
    min-height: 40px;
    display: inline-flex;
    align-items: center;
    white-space: nowrap;
  }
  a.active,
  a:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  ${media.narrow} {
    justify-content: space-between;
    a {
      font-size: 0.8rem;
      padding: ${space(1.5, 1.25)};
    }
  }
  ${media.md} {
    /* safe: links too wide for the row start at its left edge (scrollable), never cut off there. */
    justify-content: safe center;
    a {
      font-size: 0.95rem;
      padding: ${space(2, 2.5)};
    }
  }
`;
const Auth = styled.div`
  grid-area: auth;
  display: flex;
  justify-content: flex-end;
  gap: ${space(1.5)};
  a {
    min-height: 36px;
    padding: 0 ${space(2.5)};
    font-size: 0.8rem;
  }
  ${media.md} {
    a {
      font-size: 0.875rem;
      padding: 0 ${space(3)};
    }
  }
`;

export function PublicHeader() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  if (isHeaderHidden(pathname)) return null;
  const role = user?.role;
  return (
    <Bar>
      <Inner aria-label={t`Main`}>
        <Logo to="/" aria-label={t`Deal Cards home`}>
          <img src="/favicon.png" alt="" width={28} height={28} />
          <span>{t`Deal Cards`}</span>
        </Logo>
        <Links>
          <NavLink to="/campaigns">{t`Browse Campaigns`}</NavLink>
          <NavLink to="/find-my-card">{t`My Deal Card`}</NavLink>
          <NavLink to="/for-restaurants">{t`For Restaurants`}</NavLink>
        </Links>
        <Auth>
          {role === 'restaurant_owner' ? (
            <ButtonLink as={Link} to="/portal" $size="sm" $variant="secondary">{t`Restaurant Portal`}</ButtonLink>
          ) : role === 'coordinator' ? (
            <ButtonLink as={Link} to="/nonprofit" $size="sm" $variant="secondary">{t`Nonprofit Workspace`}</ButtonLink>
          ) : role === 'superadmin' ? (
            <ButtonLink as={Link} to="/admin" $size="sm" $variant="secondary">{t`Admin Portal`}</ButtonLink>
          ) : null}
          {user ? (
            <ButtonLink href="/api/logout" $size="sm" $variant="ghost">{t`Logout`}</ButtonLink>
          ) : (
            <>
              <ButtonLink href="/api/login?returnTo=%2Fportal" $size="sm" $variant="outline">{t`Restaurant Login`}</ButtonLink>
              <ButtonLink href="/api/login?returnTo=%2Fadmin" $size="sm" $variant="outline">{t`Admin Login`}</ButtonLink>
            </>
          )}
        </Auth>
      </Inner>
    </Bar>
  );
}
