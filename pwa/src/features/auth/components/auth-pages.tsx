import { t } from '@lingui/core/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoginBodySchema, ReturnToSchema, SignupBodySchema } from '@dealcard/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, Page, Stack } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { NewPasswordField } from '../../../components/back-office/new-password-field.tsx';
import { errorMessage, ApiError } from '../../../lib/api-client.ts';
import { checkForm, serverFieldErrors, type FieldErrors } from '../../../lib/form.ts';
import { useLogin, useSignup } from '../api/auth-mutations.ts';
import { Notice } from '../../../components/ui/notice.tsx';

const Heading = styled.h1`
  font-size: 1.6rem;
  margin-bottom: 4px;
`;
const Alert = styled(Notice)`
  padding: 10px 12px;
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

export function LoginPage() {
  const returnTo = useReturnTo();
  const navigate = useNavigate();
  const login = useLogin();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const checked = checkForm(LoginBodySchema, { email: form.get('email'), password: form.get('password') });
    setFormError(null);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    login.mutate(checked.data, {
      onSuccess: () => navigate(returnTo, { replace: true }),
      onError: (err) => setFormError(errorMessage(err, t`Sign-in failed. Please try again.`)),
    });
  };

  return (
    <Page $narrow>
      <Card>
        <form onSubmit={onSubmit} noValidate>
          <Stack $gap={16}>
            <div>
              <Heading>{t`Sign in`}</Heading>
              <CardDescription>{t`Restaurant owners and platform administrators sign in here.`}</CardDescription>
            </div>
            {formError ? (
              <Alert $tone="danger" role="alert">
                {formError}
              </Alert>
            ) : null}
            <TextField label={t`Email`} name="email" type="email" autoComplete="email" required error={errors.email} />
            <TextField
              label={t`Password`}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={errors.password}
            />
            <Button type="submit" $block disabled={login.isPending}>
              {login.isPending ? t`Signing in...` : t`Sign in`}
            </Button>
            <Small>
              {t`New here?`} <Link to={`/signup?returnTo=${encodeURIComponent(returnTo)}`}>{t`Create an account`}</Link>
            </Small>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}

export function SignupPage() {
  const returnTo = useReturnTo();
  const navigate = useNavigate();
  const signup = useSignup();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** What the person typed about themselves: the password must not be made of it. */
  const ownWords = () => {
    const form = formRef.current ? new FormData(formRef.current) : null;
    return ['email', 'firstName', 'lastName'].map((k) => String(form?.get(k) ?? ''));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const checked = checkForm(SignupBodySchema, {
      email: form.get('email'),
      password: form.get('password'),
      firstName: form.get('firstName') || undefined,
      lastName: form.get('lastName') || undefined,
    });
    setFormError(null);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    signup.mutate(checked.data, {
      onSuccess: () => navigate(returnTo === '/' ? '/onboard' : returnTo, { replace: true }),
      onError: (err) => {
        if (err instanceof ApiError && err.issues) setErrors(serverFieldErrors(err.issues));
        setFormError(errorMessage(err, t`Sign-up failed. Please try again.`));
      },
    });
  };

  return (
    <Page $narrow>
      <Card>
        <form ref={formRef} onSubmit={onSubmit} noValidate>
          <Stack $gap={16}>
            <div>
              <Heading>{t`Create your account`}</Heading>
              <CardDescription>{t`Then register your restaurant and start a fundraising campaign.`}</CardDescription>
            </div>
            {formError ? (
              <Alert $tone="danger" role="alert">
                {formError}
              </Alert>
            ) : null}
            <TextField label={t`First name`} name="firstName" autoComplete="given-name" error={errors.firstName} />
            <TextField label={t`Last name`} name="lastName" autoComplete="family-name" error={errors.lastName} />
            <TextField label={t`Email`} name="email" type="email" autoComplete="email" required error={errors.email} />
            <NewPasswordField userInputs={ownWords} error={errors.password} />
            <Button type="submit" $block disabled={signup.isPending}>
              {signup.isPending ? t`Creating account...` : t`Create account`}
            </Button>
            <Small>
              {t`Already have an account?`} <Link to={`/login?returnTo=${encodeURIComponent(returnTo)}`}>{t`Sign in`}</Link>
            </Small>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
