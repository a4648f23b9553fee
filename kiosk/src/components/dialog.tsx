import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { layerProps } from '../lib/layers.ts';
import { space, column, text } from '../styles/theme.ts';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 70;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space(6)};
  background: ${({ theme }) => theme.colors.scrim};
`;

const Panel = styled.div`
  width: 100%;
  max-width: 560px;
  max-height: calc(100vh - 48px);
  overflow-y: auto;
  ${column(4)}
  padding: ${space(7)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    ${text(1.6, 800)}
  }
`;

/** A dialog's row of buttons: big enough for a finger. */
export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(3)};
  margin-top: ${space(1)};
  button {
    min-height: 60px;
    padding: 0 ${space(6)};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    ${text(1.2, 700)}
    cursor: pointer;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.onColour};
  }
  button[data-variant='danger'] {
    background: ${({ theme }) => theme.colors.danger};
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
}

/** A modal over the counter screen: focus moves in and comes back, Escape and a tap outside close it. */
export function Dialog({ title, onClose, children }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus], textarea, input, button');
    (first ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onCloseRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, []);

  return createPortal(
    <Overlay onMouseDown={(e) => e.target === e.currentTarget && onClose()} {...layerProps}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}
