import { lazy, Suspense, useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';

let workbox: Workbox | null = null;
const listeners = new Set<() => void>();
let waiting = false;

/**
 * Registers the service worker (production builds only). A new version installs in the
 * background and then waits; the banner below lets the holder reload when it suits them.
 *
 * workbox-window runs those updates. On a first visit no worker controls the page yet, so nothing
 * can be waiting to replace one: the platform's register() installs the first worker, and
 * workbox-window (2.2 KB gzip of the card holder's first visit) is fetched only if a new version
 * turns up while this page is open, once the first worker controls it. Later visits start with it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  if (sw.controller) {
    watchForUpdates();
    return;
  }
  void sw.register('/sw.js', { scope: '/' }).then((registration) => {
    // The first worker's own install finds no controller; a later version finds the first one.
    registration.addEventListener('updatefound', () => {
      if (sw.controller) watchForUpdates();
    });
  });
}

/** workbox-window's registration, which reports a version waiting (even one already waiting). */
function watchForUpdates(): void {
  if (workbox) return;
  void import('workbox-window').then(({ Workbox }) => {
    if (workbox) return;
    workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => {
      waiting = true;
      listeners.forEach((l) => l());
    });
    void workbox.register();
  });
}

function applyUpdate() {
  if (!workbox) return;
  // Reload only once the new worker has taken over, so the page loads the new files.
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/**
 * Its own chunk, loaded when a new version is waiting: a first visit never shows it, so it never
 * downloads it.
 */
const UpdateBanner = lazy(() => import('./update-banner.tsx').then((m) => ({ default: m.UpdateBanner })));

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
    <Suspense fallback={null}>
      <UpdateBanner onReload={applyUpdate} onLater={() => setShow(false)} />
    </Suspense>
  );
}
