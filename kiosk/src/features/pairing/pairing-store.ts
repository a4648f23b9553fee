import { create } from 'zustand';

/** Why the tablet is back on the pairing screen (e.g. the owner revoked it), shown until it pairs again. */
interface PairingNotice {
  notice: string | null;
  show(notice: string): void;
  clear(): void;
}

export const usePairingNotice = create<PairingNotice>((set) => ({
  notice: null,
  show: (notice) => set({ notice }),
  clear: () => set({ notice: null }),
}));
