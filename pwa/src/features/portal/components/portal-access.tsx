import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { Role } from '@dealcard/shared';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardTitle, Page, Stack } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/skeleton.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { roleLabel } from '../../../components/back-office/labels.ts';
import { space, text } from '../../../styles/theme.ts';

const Center = styled(Page)`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
`;
const Panel = styled(Card)`
  width: 100%;
  max-width: 520px;
  text-align: center;
  padding: ${space(8, 7)};
  .icon {
    display: flex;
    justify-content: center;
    color: ${({ theme }) => theme.colors.primary};
  }
  h1 {
    ${text(1.6, 800)}
  }
`;
const Actions = styled.div`
  display: flex;
  gap: ${space(2.5)};
  justify-content: center;
  flex-wrap: wrap;
  margin-top: ${space(2)};
`;
const Role = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.subtle};
`;

/** Signed-out visitors are sent to the sign-in page and come back here afterwards. */
export function RedirectToLogin() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.location.assign(`/api/login?returnTo=${encodeURIComponent(pathname + search)}`);
  }, [pathname, search]);
  return (
    <Center>
      <Stack $gap={8} style={{ alignItems: 'center' }}>
        <Spinner />
        <p>{t`Redirecting to sign in...`}</p>
      </Stack>
    </Center>
  );
}

export function PortalLoading() {
  return (
    <Center>
      <Spinner />
    </Center>
  );
}

export function AccessDenied({ role }: { role: Role | null }) {
  const currentRole = roleLabel(role);
  return (
    <Center>
      <Panel>
        <Stack $gap={12}>
          <div className="icon">
            <Icon name="lock" size={40} />
          </div>
          <CardTitle as="h1">{t`Access Denied`}</CardTitle>
          <CardDescription>{t`You do not have permission to access the restaurant portal.`}</CardDescription>
          <Role>{t`Restaurant owner access required. Current role: ${currentRole}`}</Role>
          <Actions>
            <ButtonLink as={Link} to="/" $variant="outline">{t`Go to Homepage`}</ButtonLink>
            {role === 'customer' ? <ButtonLink as={Link} to="/onboard">{t`Register Your Restaurant`}</ButtonLink> : null}
          </Actions>
        </Stack>
      </Panel>
    </Center>
  );
}

export function ProfileRequired() {
  return (
    <Center>
      <Panel>
        <Stack $gap={12}>
          <div className="icon">
            <Icon name="store" size={40} />
          </div>
          <CardTitle as="h1">{t`Restaurant Profile Required`}</CardTitle>
          <CardDescription>{t`Your account is not linked to a restaurant yet. Set up your restaurant profile to start partnering with nonprofits.`}</CardDescription>
          <Actions>
            <ButtonLink as={Link} to="/onboard">{t`Set Up Restaurant Profile`}</ButtonLink>
          </Actions>
        </Stack>
      </Panel>
    </Center>
  );
}

export function NoRestaurants() {
  return (
    <Center>
      <Panel>
        <Stack $gap={12}>
          <CardTitle as="h1">{t`No restaurants yet`}</CardTitle>
          <CardDescription>{t`Add a restaurant in the admin portal, then open its portal here.`}</CardDescription>
          <Actions>
            <ButtonLink as={Link} to="/admin/restaurants">{t`Go to Restaurants`}</ButtonLink>
          </Actions>
        </Stack>
      </Panel>
    </Center>
  );
}
