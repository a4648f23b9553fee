import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { REDEMPTION_CODE_LENGTH } from '@dealcard/shared';
import { space, text } from '../../../styles/theme.ts';

/** At the foot of the camera's picture, or (no camera) in the middle of the screen under the message. */
const Form = styled.form<{ $inline: boolean }>`
  width: 100%;
  max-width: ${({ $inline }) => ($inline ? '44rem' : 'none')};
  text-align: start;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space(3, 4)};
  padding: ${({ $inline }) => ($inline ? 0 : space(4, 6))};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  label {
    flex: 1 1 22rem;
    display: flex;
    flex-direction: column;
    gap: ${space(2)};
    ${text(1.15, 700)}
  }
  input {
    min-height: 64px;
    padding: 0 ${space(4)};
    border: 3px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 1.2rem;
    font-weight: 600;
    width: 100%;
    &:focus {
      outline: none;
      border-color: ${({ theme }) => theme.colors.primary};
    }
  }
  button {
    min-height: 64px;
    min-width: 200px;
    padding: 0 ${space(7)};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onColour};
    ${text(1.3, 700)}
    cursor: pointer;
    touch-action: manipulation;
  }
`;

const Hint = styled.p`
  flex-basis: 100%;
  ${text(1.05, 600)}
  color: ${({ theme }) => theme.colors.muted};
`;

const Problem = styled.p`
  flex-basis: 100%;
  ${text(1.1, 700)}
  padding: ${space(2.5, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.notFound};
  color: ${({ theme }) => theme.colors.onColour};
`;

/** Any single character a scanner or a keyboard types (not Enter, Tab, arrows and the like). */
const isPrintable = (e: KeyboardEvent) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

interface TypedCodeProps {
  /** The text typed, pasted or sent by a USB scanner, trimmed: the same path a camera's read takes. */
  onCode(text: string): void;
  /** Takes the focus when shown (a tablet without a camera). */
  autoFocus?: boolean;
}

/**
 * The QR code's text by hand, for a tablet without a camera: typed, pasted, or typed by a USB
 * (keyboard-wedge) scanner, which types the QR's text and then Enter. Keys typed while the field
 * does not have the focus (the scanner's first characters) are caught and put in it.
 */
export function TypedCode({ onCode, autoFocus = false }: TypedCodeProps) {
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPrintable(e) || e.target === input.current) return;
      if (e.target instanceof HTMLElement && e.target.closest('input, textarea, select')) return;
      e.preventDefault();
      setProblem(null);
      setValue((v) => v + e.key);
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = value.trim();
    if (!code) {
      setProblem(t`Type or paste the code first.`);
      input.current?.focus();
      return;
    }
    if (new RegExp(`^\\d{${REDEMPTION_CODE_LENGTH}}$`).test(code)) {
      setProblem(t`That is a six-digit code: go back to the keypad and type it there.`);
      input.current?.focus();
      return;
    }
    setValue('');
    setProblem(null);
    onCode(code);
  };

  return (
    <Form $inline={autoFocus} onSubmit={submit} aria-label={t`Code typed or from a USB scanner`}>
      <label>
        {t`Code from the QR (typed, pasted or from a USB scanner)`}
        <input
          ref={input}
          value={value}
          onChange={(e) => {
            setProblem(null);
            setValue(e.target.value);
          }}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
        />
      </label>
      <button type="submit">{t`Check code`}</button>
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      <Hint>{t`A USB scanner can scan the card or voucher now: it types the code and checks it.`}</Hint>
    </Form>
  );
}
