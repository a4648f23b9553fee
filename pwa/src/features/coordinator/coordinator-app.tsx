import { t } from '@lingui/core/macro';
import { useCallback, useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatShortDate, type User } from '@dealcard/shared';
import { BackOfficeShell } from '../../components/back-office-shell.tsx';
import { ErrorState } from '../../components/back-office/kit.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/field.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { PageLoading } from '../../components/ui/skeleton.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/api/current-user.ts';
import { column, row, space, text } from '../../styles/theme.ts';
import { useCoordinatorDashboard } from './api/dashboard.ts';
import { CoordinatorDashboardPage } from './dashboard-page.tsx';
import { MoneyPage } from './money-page.tsx';
import { PrintedCardsPage } from './printed-cards-page.tsx';
import { RosterPage } from './roster-page.tsx';
import { SalesPage } from './sales-page.tsx';
import { CoordinatorScopeContext, remembered, type CoordinatorScope } from './scope.ts';

const HeaderName = styled.div`
  ${row(3)}
  strong {
    ${text(1.05, 700)}
  }
  select {
    min-height: 36px;
    padding: ${space(1, 2.5)};
    max-width: 46vw;
    font-size: 0.92rem;
  }
`;
const Footer = styled.div`
  ${column(2)}
  .email {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
`;
const Centered = styled.div`
  padding: ${space(10, 4)};
  max-width: 560px;
  margin: 0 auto;
  text-align: center;
  ${column(3)}
`;

/** Redirects a signed-out visitor to sign in, then back here. */
function SignInFirst() {
  const returnTo = window.location.pathname + window.location.search;
  window.location.assign(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  return <PageLoading />;
}

/**
 * The nonprofit's workspace at /nonprofit: its coordinator's (or its restaurant's owner's, or an
 * admin's, with ?nonprofit=ID) dashboard, roster, sales at the table and money.
 */
export default function CoordinatorApp() {
  const { user, isLoading, error } = useAuth();
  const [params] = useSearchParams();
  if (isLoading) return <PageLoading />;
  if (error && !user) return <ErrorState message={errorMessage(error, t`Could not check your sign-in. Please try again.`)} />;
  if (!user) return <SignInFirst />;
  const requested = Number(params.get('nonprofit')) || null;
  const nonprofitId = user.role === 'coordinator' ? user.nonprofitId : user.role === 'customer' ? null : requested;
  if (nonprofitId == null) {
    return (
      <Centered>
        <h1>{t`No nonprofit to coordinate`}</h1>
        <p>
          {user.role === 'customer'
            ? t`This account does not coordinate a nonprofit. Open the invitation the restaurant e-mailed you.`
            : t`Open a nonprofit's workspace from its card in the restaurant portal.`}
        </p>
        <ButtonLink as={Link} to={user.role === 'customer' ? '/' : '/restaurant/nonprofits'} $variant="outline">
          {user.role === 'customer' ? t`Home` : t`Nonprofit Partners`}
        </ButtonLink>
      </Centered>
    );
  }
  return <Workspace user={user} nonprofitId={nonprofitId} />;
}

function Workspace({ user, nonprofitId }: { user: User; nonprofitId: number }) {
  const dashboard = useCoordinatorDashboard(nonprofitId);
  const [params, setParams] = useSearchParams();
  // The router mounts this workspace at each of its paths; the last segment names the section.
  const section = useLocation().pathname.split('/')[2] ?? '';
  const campaigns = useMemo(() => dashboard.data?.campaigns ?? [], [dashboard.data]);
  const requested = Number(params.get('campaign')) || remembered.campaign(nonprofitId);
  const campaign = campaigns.find((c) => c.campaignId === requested) ?? campaigns.find((c) => c.isLive) ?? campaigns[0] ?? null;
  const chooseCampaign = useCallback(
    (campaignId: number) => {
      remembered.setCampaign(nonprofitId, campaignId);
      const next = new URLSearchParams(params);
      next.set('campaign', String(campaignId));
      setParams(next, { replace: true });
    },
    [nonprofitId, params, setParams],
  );
  const scope = useMemo<CoordinatorScope>(
    () => ({
      nonprofitId,
      nonprofitName: dashboard.data?.nonprofit.name ?? '',
      campaigns,
      campaign,
      chooseCampaign,
      link: (path: string) => {
        const query = new URLSearchParams();
        if (user.role !== 'coordinator') query.set('nonprofit', String(nonprofitId));
        if (campaign) query.set('campaign', String(campaign.campaignId));
        const qs = query.toString();
        return qs ? `${path}?${qs}` : path;
      },
    }),
    [nonprofitId, dashboard.data, campaigns, campaign, chooseCampaign, user.role],
  );
  if (dashboard.isLoading) return <PageLoading />;
  if (!dashboard.data)
    return (
      <ErrorState
        message={errorMessage(dashboard.error, t`Could not load the nonprofit.`)}
        onRetry={() => void dashboard.refetch()}
      />
    );
  const navItems = [
    { to: scope.link('/nonprofit'), label: t`Dashboard`, icon: <Icon name="home" />, end: true },
    { to: scope.link('/nonprofit/roster'), label: t`Roster`, icon: <Icon name="people" /> },
    { to: scope.link('/nonprofit/sales'), label: t`Sales`, icon: <Icon name="store" /> },
    { to: scope.link('/nonprofit/cards'), label: t`Printed Cards`, icon: <Icon name="card" /> },
    { to: scope.link('/nonprofit/money'), label: t`Money`, icon: <Icon name="chart" /> },
  ];
  return (
    <CoordinatorScopeContext.Provider value={scope}>
      <BackOfficeShell
        title={t`Nonprofit Workspace`}
        subtitle={scope.nonprofitName}
        navItems={navItems}
        footer={
          <Footer>
            <strong>{scope.nonprofitName}</strong>
            <span className="email">{user.email}</span>
            <ButtonLink href="/api/logout" $variant="outline" $size="sm" $block>{t`Logout`}</ButtonLink>
          </Footer>
        }
        headerExtras={
          campaigns.length > 0 ? (
            <HeaderName>
              <Select
                aria-label={t`Campaign`}
                value={campaign ? String(campaign.campaignId) : ''}
                onChange={(e) => chooseCampaign(Number(e.target.value))}
              >
                {campaigns.map((c) => (
                  <option key={c.campaignId} value={c.campaignId}>
                    {c.startDate && c.endDate
                      ? `${formatShortDate(c.startDate)} – ${formatShortDate(c.endDate)} · ${c.restaurantName}`
                      : c.restaurantName}
                  </option>
                ))}
              </Select>
            </HeaderName>
          ) : null
        }
      >
        {section === 'roster' ? (
          <RosterPage />
        ) : section === 'sales' ? (
          <SalesPage />
        ) : section === 'cards' ? (
          <PrintedCardsPage />
        ) : section === 'money' ? (
          <MoneyPage />
        ) : (
          <CoordinatorDashboardPage dashboard={dashboard.data} />
        )}
      </BackOfficeShell>
    </CoordinatorScopeContext.Provider>
  );
}
