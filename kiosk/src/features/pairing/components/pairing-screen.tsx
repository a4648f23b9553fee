import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { KIOSK_PAIRING_CODE_LENGTH, KIOSK_PAIRING_CODE_MINUTES } from '@dealcard/shared';
import { LanguagePicker } from '../../../components/language-picker.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePairDevice } from '../api/pair-device.ts';
import { usePairingNotice } from '../pairing-store.ts';
import { space, column, text } from '../../../styles/theme.ts';

const Screen = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${space(5, 6, 8)};
  overflow-y: auto;
`;

/** The language picker, top right, where staff look first for it. */
const Top = styled.div`
  align-self: stretch;
  display: flex;
  justify-content: flex-end;
`;

const Middle = styled.div`
  flex: 1;
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: center;
  padding-top: ${space(3)};
`;

const Panel = styled.form`
  width: 100%;
  max-width: 560px;
  ${column(5)}
  text-align: center;
  h1 {
    ${text(2.5, 800)}
  }
`;

const Lead = styled.p`
  font-size: 1.2rem;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.muted};
`;

const CodeInput = styled.input`
  width: 100%;
  ${text(2.75, 700)}
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  letter-spacing: 0.3em;
  text-align: center;
  text-transform: uppercase;
  padding: ${space(4, 3, 4)} calc(${space(3)} + 0.3em);
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.border};
  }
`;

const Submit = styled.button`
  min-height: 72px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onColour};
  ${text(1.5, 700)}
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Message = styled.p<{ $tone: 'error' | 'notice' }>`
  ${text(1.15, 600)}
  padding: ${space(3.5, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.notFound : theme.colors.used)};
  color: ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.onColour : theme.colors.onUsed)};
`;

const Steps = styled.ol`
  text-align: left;
  margin: 0 auto;
  padding-left: 1.4em;
  color: ${({ theme }) => theme.colors.subtle};
  font-size: 1.05rem;
  line-height: 1.6;
`;

/** The first screen of an unpaired tablet: it asks for the one-time code the portal shows. */
export function PairingScreen() {
  const [code, setCode] = useState('');
  const pair = usePairDevice();
  const notice = usePairingNotice((s) => s.notice);
  const cleaned = code.toUpperCase().replace(/[\s-]/g, '');
  const length = KIOSK_PAIRING_CODE_LENGTH;
  const minutes = KIOSK_PAIRING_CODE_MINUTES;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (cleaned.length === 0 || pair.isPending) return;
    pair.mutate(cleaned);
  };

  return (
    <Screen>
      <Top>
        <LanguagePicker />
      </Top>
      <Middle>
        <Panel onSubmit={submit} aria-labelledby="pairing-title">
          <h1 id="pairing-title">{t`Deal Cards Kiosk`}</h1>
          <Lead>{t`Pair this tablet with a restaurant location to start checking redemption codes.`}</Lead>
          {notice && !pair.isError ? (
            <Message $tone="notice" role="status">
              {notice}
            </Message>
          ) : null}
          <label htmlFor="pairing-code" style={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {t`Pairing code`}
          </label>
          <CodeInput
            id="pairing-code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              if (pair.isError) pair.reset();
            }}
            maxLength={KIOSK_PAIRING_CODE_LENGTH + 4}
            placeholder={'•'.repeat(KIOSK_PAIRING_CODE_LENGTH)}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus
          />
          {pair.isError ? (
            <Message $tone="error" role="alert">
              {errorMessage(pair.error, t`Pairing failed. Please try again.`)}
            </Message>
          ) : null}
          <Submit type="submit" disabled={cleaned.length < KIOSK_PAIRING_CODE_LENGTH || pair.isPending}>
            {pair.isPending ? t`Pairing…` : t`Pair tablet`}
          </Submit>
          <Steps>
            <li>{t`On another device, sign in to the restaurant portal and open Locations.`}</li>
            <li>{t`Choose “Pair a tablet” next to this location.`}</li>
            <li>{t`Type the ${length}-character code here within ${minutes} minutes.`}</li>
          </Steps>
        </Panel>
      </Middle>
    </Screen>
  );
}
