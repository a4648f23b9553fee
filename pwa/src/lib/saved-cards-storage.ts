/** Where saved-cards.ts keeps the device's cards (zustand's persist middleware, in localStorage). */
export const SAVED_CARDS_STORAGE_KEY = 'dealcard.saved-cards';

/**
 * Whether this device holds a saved copy of the card, read straight from storage: start-up asks it
 * before the saved-cards store (and its chunk) has loaded. The code is matched as useSavedCard
 * matches it.
 */
export function hasSavedCopy(accessCode: string): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(SAVED_CARDS_STORAGE_KEY) ?? 'null') as {
      state?: { cards?: Record<string, unknown> };
    } | null;
    const cards = stored?.state?.cards;
    return !!cards && (Object.hasOwn(cards, accessCode) || Object.hasOwn(cards, accessCode.trim().toUpperCase()));
  } catch {
    // Storage blocked or unreadable: the store treats it as empty too.
    return false;
  }
}
