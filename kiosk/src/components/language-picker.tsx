import { t } from '@lingui/core/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_TAGS, type Language } from '@dealcard/shared/language';
import { changeLanguage, useLanguage } from '../i18n/i18n.tsx';
import { space, text } from '../styles/theme.ts';

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${space(2.5)};
  flex-shrink: 0;
  svg {
    width: 28px;
    height: 28px;
    color: ${({ theme }) => theme.colors.subtle};
  }
`;

const Choices = styled.div`
  display: inline-flex;
  padding: ${space(1)};
  gap: ${space(1)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Choice = styled.button`
  min-height: 52px;
  min-width: 112px;
  padding: 0 ${space(4.5)};
  border: 0;
  border-radius: 9px;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  /* Large text (14 pt bold and up), as the kiosk's other orange buttons: white on orange passes at that size. */
  ${text(1.2, 700)}
  cursor: pointer;
  touch-action: manipulation;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onColour};
    cursor: default;
  }
  &:disabled:not([aria-pressed='true']) {
    opacity: 0.5;
  }
`;

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}

/**
 * English or Español, each in its own name, one tap each (a tablet's finger, not a drop-down):
 * on the pairing screen and in the counter screen's header. The choice is remembered on this
 * tablet and the kiosk switches at once.
 */
export function LanguagePicker() {
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const choose = (next: Language) => {
    if (next === language || busy) return;
    setBusy(true);
    void changeLanguage(next)
      .catch((err: unknown) => console.error('Could not change the language', err))
      .finally(() => setBusy(false));
  };
  return (
    <Group role="group" aria-label={t`Language`}>
      <GlobeIcon />
      <Choices>
        {LANGUAGES.map((l) => (
          <Choice
            key={l}
            type="button"
            lang={LANGUAGE_TAGS[l]}
            aria-pressed={l === language}
            disabled={busy}
            onClick={() => choose(l)}
          >
            {LANGUAGE_NAMES[l]}
          </Choice>
        ))}
      </Choices>
    </Group>
  );
}
