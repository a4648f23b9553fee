import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { Button } from '../components/ui/button.tsx';
import { theme, space, row } from '../styles/theme.ts';

const Banner = styled.div`
  position: fixed;
  z-index: 950;
  left: ${space(3)};
  right: ${space(3)};
  bottom: calc(${space(3)} + env(safe-area-inset-bottom));
  max-width: 480px;
  margin: 0 auto;
  ${row(2)}
  padding: ${space(2.5, 2.5, 2.5, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: 0.95rem;
  p {
    flex: 1;
  }
`;

/** The banner of UpdatePrompt (update-prompt.tsx), shown once a new version waits. */
export function UpdateBanner({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  return (
    <Banner role="status" aria-live="polite">
      <p>{t`A new version is available`}</p>
      <Button $size="sm" onClick={onReload}>{t`Reload`}</Button>
      <Button $size="sm" $variant="ghost" style={{ color: theme.colors.onPrimary }} onClick={onLater}>{t`Later`}</Button>
    </Banner>
  );
}
