// The kiosk's language at run time (shared/src/browser/language-runtime.ts), with its one
// catalogue loaded before the first render.
import { i18n, type Messages } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { Language } from '@dealcard/shared/language';
import { setUpLanguage } from '@dealcard/shared/browser/language-runtime';

// Compiled from kiosk/src/locales/{en,es}/kiosk.po by @lingui/vite-plugin; each is a small chunk
// of its own, and the service worker precaches both, so a change of language works offline.
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/kiosk.po');
const loaded = new Map<Language, Promise<void>>();

function loadCatalog(language: Language): Promise<void> {
  let loading = loaded.get(language);
  if (!loading) {
    const load = catalogs[`../locales/${language}/kiosk.po`];
    if (!load) return Promise.reject(new Error(`No kiosk catalogue for ${language}`));
    loading = load().then(
      (m) => i18n.load(language, m.messages),
      (err: unknown) => {
        loaded.delete(language);
        throw err;
      },
    );
    loaded.set(language, loading);
  }
  return loading;
}

setUpLanguage({ load: loadCatalog, title: () => t`Deal Cards Kiosk` });

// Server data stays in the query cache above the provider; what the staff had typed is cleared.
export * from '@dealcard/shared/browser/language-runtime';
