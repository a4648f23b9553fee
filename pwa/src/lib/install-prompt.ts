import { create } from 'zustand';

/** Chromium's install event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

interface InstallState {
  /** Set when the browser offered to install the app and it has not been used yet. */
  deferred: BeforeInstallPromptEvent | null;
  installed: boolean;
}

export const useInstallPrompt = create<InstallState>(() => ({ deferred: null, installed: false }));

/**
 * Listens from start-up: the browser fires beforeinstallprompt once, often before the card page
 * has rendered, so the event is kept here until the holder taps "Add to Home Screen".
 */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallPrompt.setState({ deferred: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstallPrompt.setState({ deferred: null, installed: true }));
}

/** Shows the browser's own install dialog; false when there is nothing to show. */
export async function promptInstall(): Promise<boolean> {
  const { deferred } = useInstallPrompt.getState();
  if (!deferred) return false;
  useInstallPrompt.setState({ deferred: null });
  await deferred.prompt();
  const choice = await deferred.userChoice;
  if (choice.outcome === 'accepted') useInstallPrompt.setState({ installed: true });
  return choice.outcome === 'accepted';
}

/** Already running from the home screen. */
export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true;
}

/** iPhone and iPad Safari never fire beforeinstallprompt; they need the Share menu. */
export function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
}
