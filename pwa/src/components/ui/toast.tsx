import { useEffect, useState } from 'react';
import { useToastStore } from './toast-store.ts';
// Erased from the build: the view stays in its own chunk, loaded by the import() below.
import type { ToastRegion } from './toast-view.tsx';

export { toast, type ToastVariant } from './toast-store.ts';

type ToastRegionComponent = typeof ToastRegion;

/**
 * Where toasts show. The view (styles, swipe, the F8 hotkey) is its own chunk, loaded with the
 * first toast: most visits never show one, and a card holder's first visit does not download it.
 * A failed load is tried again with the next toast.
 */
export function Toaster() {
  const newest = useToastStore((s) => s.toasts[0]?.id);
  const [Region, setRegion] = useState<ToastRegionComponent | null>(null);
  useEffect(() => {
    if (newest === undefined || Region) return;
    let current = true;
    import('./toast-view.tsx').then(
      (m) => current && setRegion(() => m.ToastRegion),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [newest, Region]);
  return Region ? <Region /> : null;
}
