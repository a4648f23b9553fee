import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@dealcard/shared/limits';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastItem {
  id: number;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  open: boolean;
  duration: number;
}

interface ToastState {
  toasts: ToastItem[];
  add(t: Omit<ToastItem, 'id' | 'open' | 'duration'> & { duration?: number }): number;
  dismiss(id: number): void;
  remove(id: number): void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  add(t) {
    const id = nextId++;
    // One visible at a time, newest first, as the specification's constants say.
    set((s) => ({ toasts: [{ ...t, id, open: true, duration: t.duration ?? TOAST_DURATION_MS }, ...s.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss(id) {
    set((s) => ({ toasts: s.toasts.map((x) => (x.id === id ? { ...x, open: false } : x)) }));
    setTimeout(() => useToastStore.getState().remove(id), TOAST_REMOVE_DELAY_MS);
  },
  remove(id) {
    set((s) => ({ toasts: s.toasts.filter((x) => x.id !== id) }));
  },
}));

/** toast({ title, description, variant }) from anywhere, inside React or not. */
export function toast(t: { title: string; description?: string | undefined; variant?: ToastVariant; duration?: number }) {
  return useToastStore.getState().add({ variant: 'default', ...t });
}

type ToastRegionComponent = typeof import('./toast-view.tsx').ToastRegion;

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
