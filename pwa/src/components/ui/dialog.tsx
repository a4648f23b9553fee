import { t } from '@lingui/core/macro';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { space, media, text } from '../../styles/theme.ts';
import { useModalFocus } from '../../lib/use-modal-focus.ts';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  background: ${({ theme }) => theme.colors.overlay};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: 0;
  ${media.sm} {
    align-items: center;
    padding: ${space(4)};
  }
`;

const Panel = styled.div<{ $wide?: boolean }>`
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '760px' : '480px')};
  max-height: 92vh;
  overflow-y: auto;
  border-radius: 20px 20px 0 0;
  padding: ${space(6, 5)} calc(${space(5)} + env(safe-area-inset-bottom));
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${media.sm} {
    border-radius: ${({ theme }) => theme.radii.lg};
    padding: ${space(6)};
  }
`;

const Title = styled.h2`
  ${text(1.25, 700)}
  padding-right: ${space(8)};
`;
const Description = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  margin-top: ${space(1.5)};
`;
const Close = styled.button`
  position: absolute;
  top: ${space(3)};
  right: ${space(3)};
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  font-size: 1.4rem;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
`;
export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-top: ${space(5)};
`;

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}

/** A modal: focus moves in, Escape and the overlay close it, focus returns where it was. */
export function Dialog({ open, onClose, title, description, children, wide }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useModalFocus(open, panel, onClose);

  if (!open) return null;
  return createPortal(
    <Overlay onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $wide={wide}>
        <Close data-close aria-label={t`Close`} onClick={onClose}>
          ×
        </Close>
        <Title id={titleId}>{title}</Title>
        {description ? <Description>{description}</Description> : null}
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}
