import { useEffect } from 'react';

/**
 * Keeps the screen on while the kiosk is open, where the browser allows it. A wake lock is
 * released whenever the page is hidden, so it is asked for again each time the page comes back.
 */
export function useWakeLock(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let cancelled = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (cancelled) void lock.release();
        else sentinel = lock;
      } catch {
        // Refused (battery saver, no user gesture yet, or not allowed): the screen may dim, nothing else breaks.
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    // Some browsers only grant the lock after a user gesture.
    document.addEventListener('pointerdown', onVisibility);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('pointerdown', onVisibility);
      void sentinel?.release();
    };
  }, [enabled]);
}
