import { t } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { isIosSafari, isStandalone, promptInstall, useInstallPrompt } from '../../../lib/install-prompt.ts';
import { row } from '../../../styles/theme.ts';

const InstallBox = styled(Notice)`
  ${row(3)}
  font-size: 0.92rem;
  p {
    flex: 1;
  }
`;

const noop = () => () => {};

/** "Add to Home Screen" where the browser offers it, and the Share-menu hint on iPhone. */
export function InstallCard() {
  const deferred = useInstallPrompt((s) => s.deferred);
  const installed = useInstallPrompt((s) => s.installed);
  const standalone = useSyncExternalStore(noop, isStandalone, () => false);
  const ios = useSyncExternalStore(noop, isIosSafari, () => false);
  if (installed || standalone) return null;
  if (deferred) {
    return (
      <InstallBox $tone="info">
        <p>{t`Keep your card one tap away, even without signal.`}</p>
        <Button $size="sm" onClick={() => void promptInstall()}>{t`Add to Home Screen`}</Button>
      </InstallBox>
    );
  }
  if (ios) {
    return (
      <InstallBox $tone="info">
        <p>
          {t`To keep this card on your iPhone, tap`} <strong>{t`Share`}</strong>
          {t`, then`} <strong>{t`Add to Home Screen`}</strong>.
        </p>
      </InstallBox>
    );
  }
  return null;
}
