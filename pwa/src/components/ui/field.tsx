import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { space, text } from '../../styles/theme.ts';

const control = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${space(2.5, 3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 0;
    border-color: transparent;
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.subtle};
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
`;
export const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
`;
export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${control} min-height: 96px;
  resize: vertical;
`;

export const Label = styled.label`
  display: block;
  ${text(0.9, 600)}
  margin-bottom: ${space(1.5)};
`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
  margin-top: ${space(1)};
`;

export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.subtle};
  font-size: 0.8rem;
  margin-top: ${space(1)};
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
`;

interface FieldShellProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control, hint and error wired together for screen readers. */
export function FieldShell({ label, error, hint, required, children }: FieldShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper>
      <Label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      {children({ id, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Wrapper>
  );
}

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

export function TextField({ label, error, hint, required, ...rest }: InputFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {(a11y) => <Input {...rest} {...a11y} required={required} $invalid={Boolean(error)} />}
    </FieldShell>
  );
}

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

export function TextareaField({ label, error, hint, required, ...rest }: TextareaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {(a11y) => <Textarea {...rest} {...a11y} required={required} $invalid={Boolean(error)} />}
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

export function SelectField({ label, error, hint, required, children, ...rest }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {(a11y) => (
        <Select {...rest} {...a11y} required={required} $invalid={Boolean(error)}>
          {children}
        </Select>
      )}
    </FieldShell>
  );
}
