import { t } from '@lingui/core/macro';
import { ActivateBodySchema, formatActivationCode, normalizeActivationCode } from '@dealcard/shared';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Page, Stack } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { checkForm, useFormState } from '../../../lib/form.ts';
import { space, text } from '../../../styles/theme.ts';
import { useActivateCard } from '../api/activate-card.ts';

const Heading = styled.h1`
  ${text(1.8, 800)}
`;
const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-top: ${space(1.5)};
`;
const Alert = styled(Notice)`
  border: 1px solid currentColor;
  strong {
    display: block;
    margin-bottom: ${space(0.5)};
  }
`;
const CodeField = styled.div`
  input {
    font-family: ${({ theme }) => theme.font.mono};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

interface Values {
  activationCode: string;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string;
}

/** The code as the card prints it, if it reads as one; else as typed. */
function shown(code: string): string {
  const clean = normalizeActivationCode(code);
  return clean.length === 12 ? formatActivationCode(clean) : code;
}

/**
 * `/activate?c={code}`: the buyer of a printed card gives a name and an e-mail (a phone if they
 * like) and gets the card at once, opened on this phone like a bought one, with the card e-mail.
 */
export function ActivatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromQr = params.get('c') ?? '';
  const form = useFormState<Values>(() => ({ activationCode: shown(fromQr), buyerName: '', buyerEmail: '', buyerPhone: '' }));
  const activate = useActivateCard();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const checked = checkForm(ActivateBodySchema, form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    form.setErrors({});
    activate.mutate(checked.data, {
      // The card page opens it and keeps it on this phone, as after a purchase.
      onSuccess: ({ card }) => void navigate(`/card/${encodeURIComponent(card.accessCode)}`, { replace: true }),
      onError: (err) => void form.showServerIssues(err),
    });
  };
  // Field issues show under their fields; a refusal of the code itself (unknown, used, void) here.
  const refused = activate.isError && !(activate.error instanceof ApiError && activate.error.issues);

  return (
    <Page $narrow>
      <Stack $gap={20}>
        <div>
          <Heading>{t`Activate your card`}</Heading>
          <Lead>{t`Your card starts today. Tell us where to send it: it opens on this phone right away.`}</Lead>
        </div>
        <Card>
          <form onSubmit={onSubmit} noValidate>
            <Stack $gap={14}>
              <CodeField>
                <TextField
                  label={t`Card code`}
                  hint={fromQr ? undefined : t`The 12 characters printed on your card`}
                  name="activationCode"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  required
                  {...form.field('activationCode')}
                />
              </CodeField>
              <TextField label={t`Your name`} name="buyerName" autoComplete="name" required {...form.field('buyerName')} />
              <TextField
                label={t`Email`}
                name="buyerEmail"
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                hint={t`Your card is e-mailed here too.`}
                {...form.field('buyerEmail')}
              />
              <TextField
                label={t`Phone (optional)`}
                name="buyerPhone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                {...form.field('buyerPhone')}
              />
              {refused ? (
                <Alert $tone="danger" role="alert" data-testid="activate-error">
                  <strong>{t`This card could not be activated`}</strong>
                  {errorMessage(activate.error, t`Something went wrong. Please try again.`)}
                </Alert>
              ) : null}
              <Button type="submit" $size="lg" $block disabled={activate.isPending || activate.isSuccess}>
                {activate.isPending || activate.isSuccess ? t`Activating...` : t`Activate My Card`}
              </Button>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Page>
  );
}
