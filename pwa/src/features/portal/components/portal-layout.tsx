import { t } from '@lingui/core/macro';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, Outlet, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Restaurant, User } from '@dealcard/shared';
import { BackOfficeShell, type BackOfficeNavItem } from '../../../components/back-office-shell.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/api/current-user.ts';
import { useMyRestaurant } from '../api/get-my-restaurant.ts';
import { useRestaurants } from '../api/get-restaurants.ts';
import { PortalScopeContext, scopedLink, type PortalScope } from '../api/portal-scope.ts';
import { AccessDenied, NoRestaurants, PortalLoading, ProfileRequired, RedirectToLogin } from './portal-access.tsx';
import { ErrorState } from '../../../components/back-office/kit.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { space, column, row, text } from '../../../styles/theme.ts';

/** The sidebar's sections, read in the language in use. */
const sections = (): Array<Omit<BackOfficeNavItem, 'to'> & { path: string }> => [
  { path: '/restaurant', label: t`Dashboard`, icon: <Icon name="home" />, end: true },
  { path: '/restaurant/nonprofits', label: t`Nonprofits`, icon: <Icon name="heart" /> },
  { path: '/restaurant/campaigns', label: t`Campaigns`, icon: <Icon name="megaphone" /> },
  { path: '/restaurant/locations', label: t`Locations`, icon: <Icon name="pin" /> },
  { path: '/restaurant/reports', label: t`Reports`, icon: <Icon name="chart" /> },
  { path: '/restaurant/settings', label: t`Settings`, icon: <Icon name="settings" /> },
];

/**
 * The restaurant's name takes the header's room and wraps to a second line before it is cut (a
 * phone); a name longer still ends in an ellipsis, whole in its tooltip and to screen readers.
 */
const HeaderName = styled.div`
  ${row(3)}
  min-width: 0;
  strong {
    ${text(1.05, 700)}
    min-width: 0;
    line-height: 1.2;
    overflow-wrap: anywhere;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  select {
    min-height: 36px;
    padding: ${space(1, 2.5)};
    width: 240px;
    font-size: 0.92rem;
  }
`;
const Footer = styled.div`
  ${column(2)}
  .name {
    font-weight: 700;
  }
  .email {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
`;

/** The portal: who may enter, which restaurant it acts on, and the sidebar frame around each section. */
export function PortalLayout() {
  const { user, isLoading, error } = useAuth();
  if (isLoading) return <PortalLoading />;
  if (error && !user) return <ErrorState message={errorMessage(error, t`Could not check your sign-in. Please try again.`)} />;
  if (!user) return <RedirectToLogin />;
  if (user.role === 'superadmin') return <SuperadminPortal user={user} />;
  if (user.role === 'restaurant_owner') return <OwnerPortal user={user} />;
  return <AccessDenied role={user.role} />;
}

function OwnerPortal({ user }: { user: User }) {
  const restaurant = useMyRestaurant(user.restaurantId, {});
  if (user.restaurantId == null) return <ProfileRequired />;
  if (restaurant.isLoading) return <PortalLoading />;
  if (restaurant.error instanceof ApiError && restaurant.error.status === 404) return <ProfileRequired />;
  if (!restaurant.data) {
    return (
      <ErrorState
        message={errorMessage(restaurant.error, t`Could not load your restaurant.`)}
        onRetry={() => void restaurant.refetch()}
      />
    );
  }
  return <PortalFrame user={user} restaurant={restaurant.data} isSuperadmin={false} />;
}

function SuperadminPortal({ user }: { user: User }) {
  const [params, setParams] = useSearchParams();
  const list = useRestaurants(true);
  const restaurants = list.data?.restaurants;
  const requested = Number(params.get('restaurantId')) || null;
  const selected = restaurants?.some((r) => r.id === requested) ? requested : (restaurants?.[0]?.id ?? null);

  // The first restaurant is chosen by default and kept in the URL, like any other choice.
  useEffect(() => {
    if (selected != null && selected !== requested) {
      const next = new URLSearchParams(params);
      next.set('restaurantId', String(selected));
      setParams(next, { replace: true });
    }
  }, [selected, requested, params, setParams]);

  const restaurant = useMyRestaurant(selected, selected != null ? { restaurantId: selected } : {});
  if (list.isLoading) return <PortalLoading />;
  if (!restaurants)
    return <ErrorState message={errorMessage(list.error, t`Could not load restaurants.`)} onRetry={() => void list.refetch()} />;
  if (restaurants.length === 0) return <NoRestaurants />;
  if (selected == null || restaurant.isLoading) return <PortalLoading />;
  if (!restaurant.data) {
    return (
      <ErrorState
        message={errorMessage(restaurant.error, t`Could not load the restaurant.`)}
        onRetry={() => void restaurant.refetch()}
      />
    );
  }
  const selector = (
    <Select
      aria-label={t`Select restaurant`}
      value={String(selected)}
      onChange={(e) => {
        const next = new URLSearchParams(params);
        next.set('restaurantId', e.target.value);
        setParams(next);
      }}
    >
      <option value="" disabled>{t`Select restaurant...`}</option>
      {restaurants.map((r) => (
        <option key={r.id} value={r.id}>
          {r.name}
        </option>
      ))}
    </Select>
  );
  return <PortalFrame user={user} restaurant={restaurant.data} isSuperadmin selector={selector} />;
}

function PortalFrame({
  user,
  restaurant,
  isSuperadmin,
  selector,
}: {
  user: User;
  restaurant: Restaurant;
  isSuperadmin: boolean;
  selector?: ReactNode;
}) {
  const scope = useMemo<PortalScope>(
    () => ({
      restaurantId: restaurant.id,
      restaurant,
      isSuperadmin,
      query: isSuperadmin ? { restaurantId: restaurant.id } : {},
      link: (path: string) => scopedLink(path, restaurant.id, isSuperadmin),
    }),
    [restaurant, isSuperadmin],
  );
  const navItems = sections().map(({ path, ...item }) => ({ ...item, to: scope.link(path) }));
  return (
    <PortalScopeContext.Provider value={scope}>
      <BackOfficeShell
        title={t`Restaurant Portal`}
        subtitle={restaurant.name}
        navItems={navItems}
        footer={
          <Footer>
            <span className="name">{restaurant.name}</span>
            <span className="email">{user.email}</span>
            <ButtonLink href="/api/logout" $variant="outline" $size="sm" $block>{t`Logout`}</ButtonLink>
          </Footer>
        }
        headerExtras={
          <HeaderName>
            <strong data-testid="portal-restaurant-name" title={restaurant.name}>
              {restaurant.name}
            </strong>
            {selector}
            {isSuperadmin ? <ButtonLink as={Link} to="/admin" $variant="ghost" $size="sm">{t`Admin Portal`}</ButtonLink> : null}
          </HeaderName>
        }
      >
        <Outlet />
      </BackOfficeShell>
    </PortalScopeContext.Provider>
  );
}
