import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { space } from '../../../styles/theme.ts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  grid-auto-rows: minmax(64px, 1fr);
  gap: ${space(2.5)};
  width: 100%;
  flex: 1;
  max-height: 520px;
`;

const Key = styled.button<{ $kind?: 'digit' | 'back' | 'check' }>`
  min-height: 64px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ $kind }) => ($kind === 'check' ? '1.6rem' : '2.2rem')};
  font-weight: 700;
  cursor: pointer;
  touch-action: manipulation;
  user-select: none;
  color: ${({ theme }) => theme.colors.onColour};
  background: ${({ $kind, theme }) =>
    $kind === 'check' ? theme.colors.primary : $kind === 'back' ? theme.colors.surfaceRaised : theme.colors.surface};
  transition:
    transform 60ms ease,
    filter 60ms ease;
  &:active:not(:disabled) {
    transform: scale(0.97);
    filter: brightness(1.25);
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

interface KeypadProps {
  onDigit(digit: string): void;
  onBackspace(): void;
  onSubmit(): void;
  canSubmit: boolean;
  disabled: boolean;
}

/** Large touch targets; the physical keyboard is handled by the screen that owns the code. */
export function Keypad({ onDigit, onBackspace, onSubmit, canSubmit, disabled }: KeypadProps) {
  return (
    <Grid role="group" aria-label={t`Keypad`}>
      {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
        <Key key={d} $kind="digit" onClick={() => onDigit(d)} disabled={disabled} tabIndex={-1}>
          {d}
        </Key>
      ))}
      <Key $kind="back" onClick={onBackspace} disabled={disabled} aria-label={t`Delete last digit`} tabIndex={-1}>
        ⌫
      </Key>
      <Key $kind="digit" onClick={() => onDigit('0')} disabled={disabled} tabIndex={-1}>
        0
      </Key>
      <Key $kind="check" onClick={onSubmit} disabled={disabled || !canSubmit}>
        {t`Check`}
      </Key>
    </Grid>
  );
}
