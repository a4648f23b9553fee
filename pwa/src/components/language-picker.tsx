import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@dealcard/shared/language';
import { changeLanguage, useLanguage } from '../i18n/i18n.tsx';
import { actsWhenAsked } from '../lib/query-keys.ts';
import { space } from '../styles/theme.ts';

const Wrap = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  label {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  select {
    min-height: 44px;
    padding: 0 ${space(2.5)};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

/**
 * The language picker of the public footer, the back-office shell and the kiosk: each language in
 * its own name, the choice remembered on this device.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const language = useLanguage();
  const id = useId();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <Wrap className={className}>
      <label htmlFor={id}>{t`Language`}</label>
      <select
        id={id}
        value={language}
        disabled={busy}
        onChange={(e) => {
          const next = e.target.value;
          if (!isLanguage(next)) return;
          setBusy(true);
          void changeLanguage(next)
            // What the server wrote in words (who undid a redemption, statuses, offer names) is asked
            // again in the new language; offline, the screen keeps what it has.
            .then(() =>
              navigator.onLine ? client.invalidateQueries({ predicate: (q) => !actsWhenAsked(q.queryKey) }) : undefined,
            )
            .catch((err: unknown) => console.error('Could not change the language', err))
            .finally(() => setBusy(false));
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </Wrap>
  );
}
