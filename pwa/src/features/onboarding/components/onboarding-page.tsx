import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ONBOARDING_REDIRECT_MS, OnboardBodySchema } from '@dealcard/shared';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardDescription, Stack } from '../../../components/ui/card.tsx';
import { TextField, TextareaField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/skeleton.tsx';
import { useSchemaForm, type FormValues } from '../../../lib/use-schema-form.ts';
import { useAuth } from '../../../lib/api/current-user.ts';
import { useOnboard } from '../api/onboard.ts';
import { ContactFields } from '../../../components/back-office/contact-fields.tsx';
import { AddressFields } from '../../../components/back-office/form-kit.tsx';
import { space, media, text } from '../../../styles/theme.ts';

const Screen = styled.main`
  min-height: 100vh;
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.primarySoft} 0%,
    ${({ theme }) => theme.colors.background} 45%
  );
  padding: ${space(6, 4, 12)};
`;
const Brand = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  ${text(1.1, 800)}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  margin-bottom: ${space(5)};
  img {
    width: 28px;
    height: 28px;
  }
`;
const Panel = styled(Card)`
  max-width: 640px;
  margin: 0 auto;
  padding: ${space(6, 5)};
  ${media.sm} {
    padding: ${space(8)};
  }
  h1 {
    ${text(1.75, 800)}
  }
`;
const Grid = styled.div`
  display: grid;
  gap: ${space(3.5)};
  grid-template-columns: 1fr 1fr;
  .full {
    grid-column: 1 / -1;
  }
  ${media.sm} {
    grid-template-columns: 2fr 1fr 1fr;
    .half {
      grid-column: span 1;
    }
    .city {
      grid-column: span 1;
    }
  }
`;
const Legend = styled.h2`
  ${text(1, 700)}
  margin-top: ${space(2)};
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.muted};
`;
const Row = styled.div`
  display: flex;
  gap: ${space(2.5)};
  flex-wrap: wrap;
`;

type Values = FormValues<typeof OnboardBodySchema>;

const EMPTY: Values = {
  name: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  description: '',
};

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Screen>
      <Brand to="/" aria-label={t`Deal Cards home`}>
        <img src="/favicon.png" alt="" width={28} height={28} />
        {t`Deal Cards`}
      </Brand>
      <Panel>{children}</Panel>
    </Screen>
  );
}

/** /onboard and /restaurant/onboarding: a signed-in customer registers a restaurant and becomes its owner. */
export function OnboardingPage() {
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  const [registered, setRegistered] = useState(false);

  if (isLoading) {
    return (
      <Frame>
        <Spinner />
      </Frame>
    );
  }
  if (!user) {
    const returnTo = encodeURIComponent(pathname);
    return (
      <Frame>
        <Stack $gap={14}>
          <h1>{t`Welcome`}</h1>
          <CardDescription>{t`Register your restaurant to raise money for local nonprofits with deal cards. First, create an account or sign in.`}</CardDescription>
          <Row>
            <ButtonLink as={Link} to={`/signup?returnTo=${returnTo}`}>{t`Create an account`}</ButtonLink>
            <ButtonLink href={`/api/login?returnTo=${returnTo}`} $variant="outline">{t`Sign in`}</ButtonLink>
          </Row>
        </Stack>
      </Frame>
    );
  }
  if (!registered && user.role === 'superadmin') {
    return (
      <Frame>
        <Stack $gap={14}>
          <h1>{t`Welcome`}</h1>
          <CardDescription>{t`Superadmins add restaurants from the admin portal.`}</CardDescription>
          <Row>
            <ButtonLink as={Link} to="/admin/restaurants">{t`Go to Restaurants`}</ButtonLink>
          </Row>
        </Stack>
      </Frame>
    );
  }
  if (!registered && user.restaurantId != null) {
    return (
      <Frame>
        <Stack $gap={14}>
          <h1>{t`Welcome back`}</h1>
          <CardDescription>{t`Your account already has a restaurant. Manage it from the restaurant portal.`}</CardDescription>
          <Row>
            <ButtonLink as={Link} to="/restaurant">{t`Go to your dashboard`}</ButtonLink>
          </Row>
        </Stack>
      </Frame>
    );
  }
  return (
    <Frame>
      <OnboardingForm onRegistered={() => setRegistered(true)} />
    </Frame>
  );
}

function OnboardingForm({ onRegistered }: { onRegistered: () => void }) {
  const [done, setDone] = useState(false);
  const onboard = useOnboard();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const { submit, field } = useSchemaForm({
    schema: OnboardBodySchema,
    initial: EMPTY,
    send: (body, callbacks) => onboard.mutate(body, callbacks),
    successTitle: t`Success!`,
    success: t`Your restaurant has been registered. Redirecting to your dashboard...`,
    failure: t`Failed to register restaurant. Please try again.`,
    onDone: () => {
      setDone(true);
      onRegistered();
      timer.current = window.setTimeout(() => navigate('/restaurant'), ONBOARDING_REDIRECT_MS);
    },
  });

  const busy = onboard.isPending || done;
  return (
    <form onSubmit={submit} noValidate aria-label={t`Register your restaurant`}>
      <Stack $gap={6}>
        <h1>{t`Welcome`}</h1>
        <CardDescription>{t`Tell us about your restaurant. You can change these details later in Settings.`}</CardDescription>
      </Stack>
      <Grid style={{ marginTop: 20 }}>
        <div className="full">
          <TextField label={t`Restaurant Name`} required {...field('name')} autoComplete="organization" />
        </div>
        <Legend>{t`Contact`}</Legend>
        <ContactFields field={field} phoneRequired cellClassName="full" />
        <Legend>{t`Address`}</Legend>
        <AddressFields
          field={field}
          required
          statePlaceholder
          cells={{ address: 'full', city: 'full city', state: 'half', zipCode: 'half' }}
        />
        <div className="full">
          <TextareaField label={t`Description`} {...field('description')} hint={t`Optional: what guests love about your place`} />
        </div>
      </Grid>
      <div style={{ marginTop: 24 }}>
        <Button type="submit" $block $size="lg" disabled={busy}>
          {done ? t`Redirecting...` : onboard.isPending ? t`Registering...` : t`Register Restaurant`}
        </Button>
      </div>
    </form>
  );
}
