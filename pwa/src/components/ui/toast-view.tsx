import { t } from '@lingui/core/macro';
import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import styled, { css } from 'styled-components';
import { TOAST_HOTKEY, TOAST_MAX_WIDTH_PX, TOAST_SWIPE_THRESHOLD } from '@dealcard/shared/shell-limits';
import { useToastStore, type ToastItem, type ToastVariant } from './toast-store.ts';
import { space, media, column } from '../../styles/theme.ts';

const Region = styled.ol`
  position: fixed;
  z-index: 1000;
  top: 0;
  right: 0;
  left: 0;
  margin: 0;
  padding: ${space(4)};
  list-style: none;
  ${column(2)}
  pointer-events: none;
  ${media.md} {
    top: auto;
    bottom: 0;
    left: auto;
    max-width: ${TOAST_MAX_WIDTH_PX}px;
    width: 100%;
  }
  &:focus {
    outline: none;
  }
`;

const variantStyles = {
  default: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-left: 6px solid ${({ theme }) => theme.colors.success};
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.danger};
  `,
};

const Item = styled.li<{ $variant: ToastVariant }>`
  pointer-events: auto;
  position: relative;
  padding: ${space(3.5, 10, 3.5, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  touch-action: pan-y;
  ${({ $variant }) => variantStyles[$variant]}
`;

const Title = styled.div`
  font-weight: 700;
`;
const Description = styled.div`
  font-size: 0.9rem;
  opacity: 0.92;
`;
const Close = styled.button`
  position: absolute;
  top: ${space(2)};
  right: ${space(2)};
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.2rem;
  line-height: 1;
  width: 28px;
  height: 28px;
  cursor: pointer;
  border-radius: 6px;
`;

function ToastView({ item }: { item: ToastItem }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const startX = useRef<number | null>(null);
  const ref = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!item.open) return;
    const timer = setTimeout(() => dismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.open, item.duration, dismiss]);

  const onPointerDown = (e: ReactPointerEvent) => {
    startX.current = e.clientX;
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    if (startX.current == null || !ref.current) return;
    const dx = Math.max(0, e.clientX - startX.current);
    ref.current.style.transform = `translateX(${dx}px)`;
  };
  const onPointerUp = (e: ReactPointerEvent) => {
    if (startX.current == null || !ref.current) return;
    const dx = e.clientX - startX.current;
    startX.current = null;
    if (dx > TOAST_SWIPE_THRESHOLD) dismiss(item.id);
    else ref.current.style.transform = '';
  };

  if (!item.open) return null;
  return (
    <Item
      ref={ref}
      $variant={item.variant}
      data-testid="toast"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
    >
      {/* The live region inside the list item: a role on the <li> itself leaves the list with no items. */}
      <div
        role={item.variant === 'destructive' ? 'alert' : 'status'}
        aria-live={item.variant === 'destructive' ? 'assertive' : 'polite'}
      >
        <Title>{item.title}</Title>
        {item.description ? <Description>{item.description}</Description> : null}
      </div>
      <Close aria-label={t`Close notification`} onClick={() => dismiss(item.id)}>
        ×
      </Close>
    </Item>
  );
}

/** The toasts on screen; loaded by Toaster (toast.tsx) with the first toast. */
export function ToastRegion() {
  const toasts = useToastStore((s) => s.toasts);
  const region = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === TOAST_HOTKEY) region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Region ref={region} tabIndex={-1} aria-label={t`Notifications (${TOAST_HOTKEY})`}>
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
    </Region>
  );
}
