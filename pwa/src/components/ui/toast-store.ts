// The toasts' state, apart from the lazily loaded view (toast-view.tsx) and the Toaster that loads it.
import { create } from 'zustand';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@dealcard/shared/shell-limits';

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
    // One visible at a time (TOAST_LIMIT), newest first.
    set((s) => ({
      toasts: [{ ...t, id, open: true, duration: t.duration ?? TOAST_DURATION_MS }, ...s.toasts].slice(0, TOAST_LIMIT),
    }));
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
