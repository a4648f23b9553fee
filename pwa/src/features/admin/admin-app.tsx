import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BackOfficeShell, type BackOfficeNavItem } from '../../components/back-office-shell.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Spinner } from '../../components/ui/skeleton.tsx';
import { useAuth } from '../../lib/api/current-user.ts';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { AccessDenied } from './components/access-denied.tsx';
import { AdminCampaignsPage } from './components/campaigns-page.tsx';
import { AdminCardsPage } from './components/cards-page.tsx';
import { AdminCreateCampaignPage } from './components/create-campaign-page.tsx';
import { AdminDashboardPage } from './components/dashboard-page.tsx';
import { AdminPayoutsPage } from './components/payouts-page.tsx';
import { AdminReportsPage } from './components/reports-page.tsx';
import { AdminRestaurantsPage } from './components/restaurants-page.tsx';
import { column } from '../../styles/theme.ts';

/** The sidebar's sections, read in the language in use: each with an icon of its own. */
export const adminNav = (): BackOfficeNavItem[] => [
  { to: '/admin/dashboard', label: t`Dashboard`, icon: <Icon name="home" /> },
  { to: '/admin/campaigns', label: t`Campaigns`, icon: <Icon name="megaphone" /> },
  { to: '/admin/restaurants', label: t`Restaurants`, icon: <Icon name="store" /> },
  { to: '/admin/reports', label: t`Reports`, icon: <Icon name="chart" /> },
  { to: '/admin/cards', label: t`Cards`, icon: <Icon name="card" /> },
  { to: '/admin/payouts', label: t`Payouts`, icon: <Icon name="heart" /> },
];

const UserBox = styled.div`
  ${column(2)}
  .email {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

/** Signed-out visitors go to the sign-in page by a full navigation, and come back here after. */
function SignInRedirect() {
  const location = useLocation();
  useEffect(() => {
    const returnTo = `${location.pathname}${location.search}`;
    window.location.assign(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  }, [location.pathname, location.search]);
  return <Spinner />;
}

/** The admin portal: its own chunk, guarded by role, inside the back-office shell. */
export function AdminApp() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Spinner />;
  if (!user) return <SignInRedirect />;
  if (user.role !== 'superadmin') return <AccessDenied role={user.role} />;
  return (
    <BackOfficeShell
      title={t`Admin Portal`}
      subtitle={t`Platform Management`}
      navItems={adminNav()}
      footer={
        <UserBox>
          <span className="email">{user.email}</span>
          <ButtonLink href="/api/logout" $variant="outline" $size="sm">{t`Logout`}</ButtonLink>
        </UserBox>
      }
      headerExtras={<ButtonLink href="/portal" $variant="outline" $size="sm">{t`Restaurant Portal`}</ButtonLink>}
    >
      <Routes>
        <Route index element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="dashboard" element={<AdminDashboardPage />} />
        <Route path="campaigns" element={<AdminCampaignsPage />} />
        <Route path="campaigns/create" element={<AdminCreateCampaignPage />} />
        <Route path="restaurants" element={<AdminRestaurantsPage />} />
        <Route path="reports" element={<AdminReportsPage />} />
        <Route path="cards" element={<AdminCardsPage />} />
        <Route path="payouts" element={<AdminPayoutsPage />} />
        <Route path="*" element={<NotFoundPage inFrame />} />
      </Routes>
    </BackOfficeShell>
  );
}
