import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useAuth } from '../auth/api/get-user.ts';

/** The specification hides the public header on these paths. */
const HIDDEN_PREFIXES = ['/restaurant', '/portal', '/admin', '/campaign', '/checkout'];

export function isHeaderHidden(pathname: string): boolean {
  if (pathname === '/onboard') return true;
  return HIDDEN_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.96);
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Inner = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: 8px 16px;
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
`;
const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 800;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  margin-right: auto;
  min-height: 44px;
  img { width: 28px; height: 28px; }
`;
const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 4px;
  flex-wrap: wrap;
  a.nav {
    padding: 8px 10px;
    border-radius: 8px;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    font-size: 0.95rem;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
  a.nav.active, a.nav:hover { color: ${({ theme }) => theme.colors.text}; background: ${({ theme }) => theme.colors.background}; }
`;

export function PublicHeader() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  if (isHeaderHidden(pathname)) return null;
  const role = user?.role;
  return (
    <Bar>
      <Inner>
        <Logo to="/" aria-label="Deal Cards home">
          <img src="/favicon.png" alt="" width={28} height={28} />
          Deal Cards
        </Logo>
        <Nav aria-label="Main">
          <NavLink className="nav" to="/campaigns">
            Browse Campaigns
          </NavLink>
          <NavLink className="nav" to="/find-my-card">
            My Deal Card
          </NavLink>
          <NavLink className="nav" to="/for-restaurants">
            For Restaurants
          </NavLink>
          {role === 'restaurant_owner' || role === 'superadmin' ? (
            <>
              {role === 'restaurant_owner' ? (
                <ButtonLink as={Link} to="/portal" $size="sm" $variant="secondary">
                  Restaurant Portal
                </ButtonLink>
              ) : (
                <ButtonLink as={Link} to="/admin" $size="sm" $variant="secondary">
                  Admin Portal
                </ButtonLink>
              )}
              <ButtonLink href="/api/logout" $size="sm" $variant="ghost">
                Logout
              </ButtonLink>
            </>
          ) : user ? (
            <ButtonLink href="/api/logout" $size="sm" $variant="ghost">
              Logout
            </ButtonLink>
          ) : (
            <>
              <ButtonLink href="/api/login?returnTo=%2Fportal" $size="sm" $variant="outline">
                Restaurant Login
              </ButtonLink>
              <ButtonLink href="/api/login?returnTo=%2Fadmin" $size="sm" $variant="outline">
                Admin Login
              </ButtonLink>
            </>
          )}
        </Nav>
      </Inner>
    </Bar>
  );
}

