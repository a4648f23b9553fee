import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { NewPasswordField } from '../../components/back-office/new-password-field.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Page } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageLoading } from '../../components/ui/skeleton.tsx';
import { StateCard } from '../../components/ui/state-card.tsx';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/api/current-user.ts';
import { column, space, text } from '../../styles/theme.ts';
import { useAcceptInvite, useInvite } from './api/invite.ts';

const Panel = styled(StateCard)`
  text-align: left;
  ${column(3)}
  h1 {
    ${text(1.5, 800)}
  }
  form {
    ${column(3)}
  }
  .names {
    display: grid;
    gap: ${space(3)};
    grid-template-columns: 1fr 1fr;
  }
`;

/** /invite/{token}: the nonprofit's contact accepts the owner's invitation to coordinate. */
export function InvitePage() {
  const { token = '' } = useParams();
  const invite = useInvite(token);
  const accept = useAcceptInvite(token);
  const { user } = useAuth();
  const navigate = useNavigate();
  const [names, setNames] = useState({ firstName: '', lastName: '' });
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  if (invite.isLoading) return <PageLoading />;
  if (!invite.data)
    return (
      <Page $narrow>
        <StateCard role="alert">
          <h1>{t`This invitation cannot be used`}</h1>
          <p>
            {invite.error instanceof ApiError && invite.error.status === 404
              ? errorMessage(
                  invite.error,
                  t`It was already used, replaced by a newer one, or it expired. Ask the restaurant for a new one.`,
                )
              : errorMessage(invite.error, t`Could not load the invitation.`)}
          </p>
        </StateCard>
      </Page>
    );
  const { email, nonprofitName, restaurantName, hasAccount } = invite.data;
  const signedInAsInvited = user?.email === email;

  function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(undefined);
    accept.mutate(hasAccount ? {} : { password, ...names }, {
      onSuccess: () => navigate('/nonprofit', { replace: true }),
      onError: (err) =>
        setProblem(
          err instanceof ApiError && err.body?.issues?.password
            ? err.body.issues.password[0]
            : errorMessage(err, t`Could not accept the invitation.`),
        ),
    });
  }

  return (
    <Page $narrow>
      <Panel>
        <h1>{t`Coordinate ${nonprofitName}`}</h1>
        <p>{t`${restaurantName} invites ${email} to coordinate the deal card sales of ${nonprofitName}: the roster of sellers, cash and check sales at the table, and the money.`}</p>
        {problem ? (
          <Notice $tone="danger" role="alert">
            {problem}
          </Notice>
        ) : null}
        {hasAccount && !signedInAsInvited ? (
          <>
            <p>{t`An account with this e-mail exists. Sign in as ${email} to accept.`}</p>
            <ButtonLink as={Link} to={`/login?returnTo=${encodeURIComponent(`/invite/${token}`)}`}>{t`Sign In`}</ButtonLink>
          </>
        ) : (
          <form onSubmit={submit} aria-label={t`Accept the invitation`}>
            {hasAccount ? null : (
              <>
                <div className="names">
                  <TextField
                    label={t`First name`}
                    value={names.firstName}
                    onChange={(e) => setNames({ ...names, firstName: e.target.value })}
                  />
                  <TextField
                    label={t`Last name`}
                    value={names.lastName}
                    onChange={(e) => setNames({ ...names, lastName: e.target.value })}
                  />
                </div>
                <NewPasswordField
                  userInputs={() => [email, names.firstName, names.lastName]}
                  error={undefined}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </>
            )}
            <Button type="submit" $block disabled={accept.isPending}>
              {accept.isPending ? t`Accepting...` : t`Accept the Invitation`}
            </Button>
          </form>
        )}
      </Panel>
    </Page>
  );
}
