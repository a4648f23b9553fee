import { t } from '@lingui/core/macro';
import styled from 'styled-components';
import { FocusBar } from '../../../components/ui/focus-bar.tsx';
import { space, text } from '../../../styles/theme.ts';

const Secure = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(1.5)};
  ${text(0.85, 600)}
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.success};
`;

/** Checkout hides the site header; this keeps the way back to the campaign and says it is secure. */
export function CheckoutBar({ backTo }: { backTo: string }) {
  return (
    <FocusBar
      backTo={backTo}
      backLabel={t`Back`}
      compact
      note={
        <Secure>
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            <path d="M12 1a5 5 0 0 0-5 5v4H6a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2h-1V6a5 5 0 0 0-5-5zm-3 9V6a3 3 0 0 1 6 0v4H9z" />
          </svg>
          {t`Secure checkout`}
        </Secure>
      }
    />
  );
}
