import { t } from '@lingui/core/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoginBodySchema, ReturnToSchema, SignupBodySchema } from '@dealcard/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, Page, Stack } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { NewPasswordField } from '../../../components/back-office/new-password-field.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useLogin, useSignup } from '../api/auth-mutations.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { space } from '../../../styles/theme.ts';

const Heading = styled.h1`
  font-size: 1.6rem;
  margin-bottom: ${space(1)};
`;
const Alert = styled(Notice)`
  padding: ${space(2.5, 3)};
`;
const Small = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

function useReturnTo(): string {
  const [params] = useSearchParams();
  const raw = params.get('returnTo') ?? '/';
  return ReturnToSchema.safeParse(raw).success ? raw : '/';
}

/** The sign-in and sign-up card: a heading, what went wrong (above the fields), the fields, a link to the other. */
function AuthForm(props: {
  title: string;
  description: string;
  formError: string | null;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Page $narrow>
      <Card>
        <form onSubmit={props.onSubmit} noValidate>
          <Stack $gap={16}>
            <div>
              <Heading>{props.title}</Heading>
              <CardDescription>{props.description}</CardDescription>
            </div>
            {props.formError ? (
              <Alert $tone="danger" role="alert">
                {props.formError}
              </Alert>
            ) : null}
            {props.children}
            <Small>{props.footer}</Small>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}

export function LoginPage() {
  const returnTo = useReturnTo();
  const navigate = useNavigate();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const { submit, field } = useSchemaForm({
    schema: LoginBodySchema,
    initial: { email: '', password: '' },
    send: (body, callbacks) => login.mutate(body, callbacks),
    failure: t`Sign-in failed. Please try again.`,
    onFailure: setFormError,
    onDone: () => navigate(returnTo, { replace: true }),
  });

  return (
    <AuthForm
      title={t`Sign in`}
      description={t`Restaurant owners and platform administrators sign in here.`}
      formError={formError}
      onSubmit={(e) => {
        setFormError(null);
        submit(e);
      }}
      footer={
        <>
          {t`New here?`} <Link to={`/signup?returnTo=${encodeURIComponent(returnTo)}`}>{t`Create an account`}</Link>
        </>
      }
    >
      <TextField label={t`Email`} name="email" type="email" autoComplete="email" required {...field('email')} />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      <Button type="submit" $block disabled={login.isPending}>
        {login.isPending ? t`Signing in...` : t`Sign in`}
      </Button>
    </AuthForm>
  );
}

export function SignupPage() {
  const returnTo = useReturnTo();
  const navigate = useNavigate();
  const signup = useSignup();
  const [formError, setFormError] = useState<string | null>(null);
  const { submit, field, values } = useSchemaForm({
    schema: SignupBodySchema,
    initial: { email: '', password: '', firstName: '', lastName: '' },
    // An empty name is no name.
    toInput: (v) => ({ ...v, firstName: v.firstName || undefined, lastName: v.lastName || undefined }),
    send: (body, callbacks) => signup.mutate(body, callbacks),
    failure: t`Sign-up failed. Please try again.`,
    onFailure: setFormError,
    onDone: () => navigate(returnTo === '/' ? '/onboard' : returnTo, { replace: true }),
  });

  return (
    <AuthForm
      title={t`Create your account`}
      description={t`Then register your restaurant and start a fundraising campaign.`}
      formError={formError}
      onSubmit={(e) => {
        setFormError(null);
        submit(e);
      }}
      footer={
        <>
          {t`Already have an account?`} <Link to={`/login?returnTo=${encodeURIComponent(returnTo)}`}>{t`Sign in`}</Link>
        </>
      }
    >
      <TextField label={t`First name`} name="firstName" autoComplete="given-name" {...field('firstName')} />
      <TextField label={t`Last name`} name="lastName" autoComplete="family-name" {...field('lastName')} />
      <TextField label={t`Email`} name="email" type="email" autoComplete="email" required {...field('email')} />
      <NewPasswordField userInputs={() => [values.email, values.firstName, values.lastName]} {...field('password')} />
      <Button type="submit" $block disabled={signup.isPending}>
        {signup.isPending ? t`Creating account...` : t`Create account`}
      </Button>
    </AuthForm>
  );
}
