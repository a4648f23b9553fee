import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Workbox } from 'workbox-window';
import { Button } from '../components/ui/button.tsx';
import { theme } from '../styles/theme.ts';

let workbox: Workbox | null = null;
const listeners = new Set<() => void>();
let waiting = false;

/**
 * Registers the service worker (production builds only). A new version installs in the
 * background and then waits; the banner below lets the holder reload when it suits them.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    waiting = true;
    listeners.forEach((l) => l());
  });
  void workbox.register();
}

function applyUpdate() {
  if (!workbox) return;
  // Reload only once the new worker has taken over, so the page loads the new files.
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

const Banner = styled.div`
  position: fixed;
  z-index: 950;
  left: 12px;
  right: 12px;
  bottom: calc(12px + env(safe-area-inset-bottom));
  max-width: 480px;
  margin: 0 auto;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 10px 10px 10px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: 0.95rem;
  p {
    flex: 1;
  }
`;

/** "A new version is available — Reload": never reloads by itself. */
export function UpdatePrompt() {
  const [show, setShow] = useState(waiting);
  useEffect(() => {
    const onWaiting = () => setShow(true);
    listeners.add(onWaiting);
    return () => {
      listeners.delete(onWaiting);
    };
  }, []);
  if (!show) return null;
  return (
    <Banner role="status" aria-live="polite">
      <p>A new version is available</p>
      <Button $size="sm" onClick={applyUpdate}>
        Reload
      </Button>
      <Button $size="sm" $variant="ghost" style={{ color: theme.colors.onPrimary }} onClick={() => setShow(false)}>
        Later
      </Button>
    </Banner>
  );
}
