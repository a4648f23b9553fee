import { create } from 'zustand';

interface ConnectionState {
  /** What the browser says about the network. */
  online: boolean;
  /** Whether our last request reached the server. */
  reachable: boolean;
  setOnline(online: boolean): void;
  setReachable(reachable: boolean): void;
}

export const useConnection = create<ConnectionState>((set) => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  reachable: true,
  // Back online is optimistic; the next call that fails sets reachable again.
  setOnline: (online) => set({ online, reachable: online }),
  setReachable: (reachable) => set((s) => (s.reachable === reachable ? s : { reachable })),
}));

export const useConnectionLost = () => useConnection((s) => !s.online || !s.reachable);
