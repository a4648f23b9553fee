// Lingui's catalogues, one per area (lingui.config.ts), loaded on demand in the person's language:
// a card holder's phone loads the shell's and the card's, never the back office's.
import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@dealcard/shared/language';

export type Area = 'shell' | 'card' | 'redeem' | 'find' | 'buy' | 'fundraising' | 'marketing' | 'office';

// Compiled from the .po files by @lingui/vite-plugin; each is its own small chunk.
const files = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

const loaded = new Map<string, Promise<void>>();

/** Loads one area's messages in one language (once); resolves when i18n has them. */
export function loadArea(language: Language, area: Area): Promise<void> {
  const key = `${language}/${area}`;
  let loading = loaded.get(key);
  if (!loading) {
    const load = files[`../locales/${key}.po`];
    if (!load) return Promise.reject(new Error(`No catalogue ${key}`));
    loading = load().then(
      (m) => i18n.load(language, m.messages),
      (err: unknown) => {
        loaded.delete(key);
        throw err;
      },
    );
    loaded.set(key, loading);
  }
  return loading;
}

/** The areas loaded so far, so a change of language loads the same ones in the new language. */
export function loadedAreas(): Area[] {
  return [...new Set([...loaded.keys()].map((k) => k.split('/')[1] as Area))];
}
