import type { CardDetailResponse } from '@dealcard/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SAVED_CARDS_STORAGE_KEY } from './saved-cards-storage.ts';

/** The last copy of one card this device opened, and when it was saved. */
export interface SavedCard {
  detail: CardDetailResponse;
  savedAt: string;
}

interface SavedCardsState {
  cards: Record<string, SavedCard>;
  save(detail: CardDetailResponse, now?: Date): void;
  forget(accessCode: string): void;
}

/**
 * Every card opened on this device, kept in localStorage so the card shows at the table without
 * signal and Find My Card lists it without an e-mail. Shared by the card and find-my-card screens.
 */
export const useSavedCards = create<SavedCardsState>()(
  persist(
    (set) => ({
      cards: {},
      save(detail, now = new Date()) {
        set((s) => ({ cards: { ...s.cards, [detail.card.accessCode]: { detail, savedAt: now.toISOString() } } }));
      },
      forget(accessCode) {
        set((s) => {
          const { [accessCode]: _removed, ...rest } = s.cards;
          return { cards: rest };
        });
      },
    }),
    {
      name: SAVED_CARDS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ cards: s.cards }),
    },
  ),
);

/** The saved copy of one card, looked up however the code was typed in the address. */
export function useSavedCard(accessCode: string): SavedCard | undefined {
  return useSavedCards((s) => s.cards[accessCode] ?? s.cards[accessCode.trim().toUpperCase()]);
}
