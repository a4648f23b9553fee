import { t } from '@lingui/core/macro';
import { ACTIVATION_CODE_PATTERN, formatActivationCode, normalizeActivationCode } from '@dealcard/shared/activation-code';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Page, Stack } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
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

type FieldErrors = Partial<Record<keyof Values, string>>;

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

/** The form's own checks, before the server's (which has the last word and the same rules). */
function check(values: Values): FieldErrors {
  return {
    activationCode: ACTIVATION_CODE_PATTERN.test(normalizeActivationCode(values.activationCode))
      ? undefined
      : t`Type the 12 characters printed on the card (like ABCD-EFGH-JKMN)`,
    buyerName: values.buyerName.trim() ? undefined : t`Enter your name`,
    buyerEmail: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.buyerEmail.trim()) ? undefined : t`Enter a valid e-mail address`,
  };
}

/**
 * `/activate?c={code}`: the buyer of a printed card gives a name and an e-mail (a phone if they
 * like) and gets the card at once, opened on this phone like a bought one, with the card e-mail.
 */
export function ActivatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromQr = params.get('c') ?? '';
  const [values, setValues] = useState<Values>(() => ({
    activationCode: shown(fromQr),
    buyerName: '',
    buyerEmail: '',
    buyerPhone: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  // A text field's value, onChange and message; typing clears the field's message.
  const field = (key: keyof Values) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [key]: e.target.value }));
      setErrors((x) => ({ ...x, [key]: undefined }));
    },
    error: errors[key],
  });
  const { activate, pending, error } = useActivateCard();

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const answer = await activate({
      activationCode: normalizeActivationCode(values.activationCode),
      buyerName: values.buyerName.trim(),
      buyerEmail: values.buyerEmail.trim(),
      buyerPhone: values.buyerPhone.trim() || null,
    });
    // The card page opens it and keeps it on this phone, as after a purchase.
    if (answer) void navigate(`/card/${encodeURIComponent(answer.card.accessCode)}`, { replace: true });
    // The server's field issues (same rules, in the reader's language) go under their fields.
    else setErrors({});
  };
  const issues = error instanceof ApiError ? error.issues : undefined;
  const messageOf = (key: keyof Values) => errors[key] ?? issues?.[key]?.[0];
  // A refusal of the code itself (unknown, used, void) shows above the button.
  const refused = error !== null && !issues;

  return (
    <Page $narrow>
      <Stack $gap={20}>
        <div>
          <Heading>{t`Activate your card`}</Heading>
          <Lead>{t`Your card starts today. Tell us where to send it: it opens on this phone right away.`}</Lead>
        </div>
        <Card>
          <form onSubmit={(e) => void onSubmit(e)} noValidate>
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
                  {...field('activationCode')}
                  error={messageOf('activationCode')}
                />
              </CodeField>
              <TextField
                label={t`Your name`}
                name="buyerName"
                autoComplete="name"
                required
                {...field('buyerName')}
                error={messageOf('buyerName')}
              />
              <TextField
                label={t`Email`}
                name="buyerEmail"
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                hint={t`Your card is e-mailed here too.`}
                {...field('buyerEmail')}
                error={messageOf('buyerEmail')}
              />
              <TextField
                label={t`Phone (optional)`}
                name="buyerPhone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                {...field('buyerPhone')}
                error={messageOf('buyerPhone')}
              />
              {refused ? (
                <Alert $tone="danger" role="alert" data-testid="activate-error">
                  <strong>{t`This card could not be activated`}</strong>
                  {errorMessage(error, t`Something went wrong. Please try again.`)}
                </Alert>
              ) : null}
              <Button type="submit" $size="lg" $block disabled={pending}>
                {pending ? t`Activating...` : t`Activate My Card`}
              </Button>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Page>
  );
}
