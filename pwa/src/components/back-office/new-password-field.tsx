import { useState } from 'react';
import { t } from '@lingui/core/macro';
import { MIN_PASSWORD_LENGTH } from '@dealcard/shared';
import styled from 'styled-components';
import { useLanguage } from '../../i18n/i18n.tsx';
import { usePasswordVerdict } from '../../lib/use-password-verdict.ts';
import { passwordReason } from './password-reason.ts';
import { TextField } from '../ui/field.tsx';
import { space } from '../../styles/theme.ts';

const Meter = styled.span<{ $score: number }>`
  display: block;
  height: 4px;
  margin: ${space(2, 0, 1)};
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.border};
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $score }) => `${(($score + 1) / 5) * 100}%`};
    border-radius: 2px;
    background: ${({ theme, $score }) => ($score >= 3 ? theme.colors.success : $score >= 2 ? theme.colors.warning : theme.colors.danger)};
  }
`;

const Reason = styled.span<{ $ok: boolean }>`
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.warningText)};
`;

interface Props {
  /** The person's own words (e-mail, names): a password made of them is refused, here and by the server. */
  userInputs: () => string[];
  error: string | undefined;
  /** The value and its change, when the form holds the value (useSchemaForm's `field`). */
  value?: string;
  onChange?: (e: { target: { value: string } }) => void;
}

/**
 * A new password with the rule stated and the reason it is refused shown as the person types:
 * at least 10 characters and hard to guess (the server's own judge, loaded with the field).
 */
export function NewPasswordField({ userInputs, error, value, onChange }: Props) {
  const [own, setOwn] = useState('');
  const password = value ?? own;
  const language = useLanguage();
  const verdict = usePasswordVerdict(password, userInputs);
  const rule = t`At least ${MIN_PASSWORD_LENGTH} characters, and hard to guess: a few unrelated words work well.`;
  let hint = <span aria-live="polite">{rule}</span>;
  if (password && verdict) {
    const reason = passwordReason(verdict, language) ?? t`Strong enough.`;
    hint = (
      <>
        <Meter $score={verdict.score} aria-hidden="true" />
        <Reason $ok={!verdict.problem} aria-live="polite">
          {reason}
        </Reason>
      </>
    );
  }
  return (
    <TextField
      label={t`Password`}
      name="password"
      type="password"
      autoComplete="new-password"
      required
      minLength={MIN_PASSWORD_LENGTH}
      value={password}
      onChange={(e) => {
        setOwn(e.currentTarget.value);
        onChange?.(e);
      }}
      hint={hint}
      error={error}
    />
  );
}
